CREATE TABLE "lucky_draw_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"draw_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lucky_draws" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"month" text NOT NULL,
	"seed_hex" text NOT NULL,
	"seed_sha256" text NOT NULL,
	"entry_ids" jsonb NOT NULL,
	"commit_record_id" uuid NOT NULL,
	"result_record_id" uuid,
	"winner_entry_id" uuid,
	"revealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lucky_draws_month_format" CHECK ("lucky_draws"."month" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "reward_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"pending_points" integer DEFAULT 0 NOT NULL,
	"available_points" integer DEFAULT 0 NOT NULL,
	"redeemed_points" integer DEFAULT 0 NOT NULL,
	"reversed_points" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_accounts_pending_not_negative" CHECK ("reward_accounts"."pending_points" >= 0),
	CONSTRAINT "reward_accounts_available_not_negative" CHECK ("reward_accounts"."available_points" >= 0),
	CONSTRAINT "reward_accounts_redeemed_not_negative" CHECK ("reward_accounts"."redeemed_points" >= 0),
	CONSTRAINT "reward_accounts_reversed_not_negative" CHECK ("reward_accounts"."reversed_points" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_campaigns" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ms" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"points_per_referral" integer NOT NULL,
	"max_referrals_per_category" integer,
	"max_points" integer,
	"tiers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_campaigns_kind_known" CHECK ("reward_campaigns"."kind" in ('per_referral', 'tiered')),
	CONSTRAINT "reward_campaigns_dates" CHECK ("reward_campaigns"."starts_on" <= "reward_campaigns"."ends_on"),
	CONSTRAINT "reward_campaigns_points" CHECK ("reward_campaigns"."points_per_referral" >= 0)
);
--> statement-breakpoint
CREATE TABLE "reward_credit_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"credit_id" uuid NOT NULL,
	"charge_key" text NOT NULL,
	"amount_sen" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_credit_applications_amount" CHECK ("reward_credit_applications"."amount_sen" > 0)
);
--> statement-breakpoint
CREATE TABLE "reward_credits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"certificate_uuid" uuid NOT NULL,
	"amount_sen" integer NOT NULL,
	"remaining_sen" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_credits_remaining" CHECK ("reward_credits"."remaining_sen" >= 0 and "reward_credits"."remaining_sen" <= "reward_credits"."amount_sen")
);
--> statement-breakpoint
CREATE TABLE "reward_ledger_entries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"pending_delta" integer DEFAULT 0 NOT NULL,
	"available_delta" integer DEFAULT 0 NOT NULL,
	"source_key" text NOT NULL,
	"referral_id" uuid,
	"campaign_id" text,
	"frequency" text,
	"credit_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_ledger_entries_kind_known" CHECK ("reward_ledger_entries"."kind" in ('referral_earned', 'referral_released', 'referral_reversed', 'tier_bonus', 'signup_voucher', 'redeemed'))
);
--> statement-breakpoint
CREATE TABLE "reward_signups" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"ordinal" integer NOT NULL,
	"points" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_signups_ordinal" CHECK ("reward_signups"."ordinal" > 0)
);
--> statement-breakpoint
ALTER TABLE "lucky_draw_entries" ADD CONSTRAINT "lucky_draw_entries_draw_id_lucky_draws_id_fk" FOREIGN KEY ("draw_id") REFERENCES "public"."lucky_draws"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lucky_draw_entries" ADD CONSTRAINT "lucky_draw_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_accounts" ADD CONSTRAINT "reward_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_credit_applications" ADD CONSTRAINT "reward_credit_applications_credit_id_reward_credits_id_fk" FOREIGN KEY ("credit_id") REFERENCES "public"."reward_credits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_credits" ADD CONSTRAINT "reward_credits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_ledger_entries" ADD CONSTRAINT "reward_ledger_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_ledger_entries" ADD CONSTRAINT "reward_ledger_entries_referral_id_referrals_id_fk" FOREIGN KEY ("referral_id") REFERENCES "public"."referrals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_ledger_entries" ADD CONSTRAINT "reward_ledger_entries_campaign_id_reward_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."reward_campaigns"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_signups" ADD CONSTRAINT "reward_signups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lucky_draw_entries_draw_user_key" ON "lucky_draw_entries" USING btree ("draw_id","user_id");--> statement-breakpoint
CREATE INDEX "lucky_draw_entries_user_idx" ON "lucky_draw_entries" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "lucky_draws_month_key" ON "lucky_draws" USING btree ("month");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_credit_applications_key" ON "reward_credit_applications" USING btree ("credit_id","charge_key");--> statement-breakpoint
CREATE INDEX "reward_credit_applications_charge_idx" ON "reward_credit_applications" USING btree ("charge_key");--> statement-breakpoint
CREATE INDEX "reward_credits_certificate_idx" ON "reward_credits" USING btree ("certificate_uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_ledger_entries_source_key" ON "reward_ledger_entries" USING btree ("user_id","source_key");--> statement-breakpoint
CREATE INDEX "reward_ledger_entries_user_idx" ON "reward_ledger_entries" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "reward_signups_ordinal_key" ON "reward_signups" USING btree ("ordinal");