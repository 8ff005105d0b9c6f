CREATE TABLE "reward_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"points" integer NOT NULL,
	"amount_sen" integer NOT NULL,
	"bank_code" text NOT NULL,
	"account_number" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"provider_payout_id" text,
	"failure_code" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_payouts_status_known" CHECK ("reward_payouts"."status" in ('requested', 'accepted', 'paid', 'failed')),
	CONSTRAINT "reward_payouts_amount" CHECK ("reward_payouts"."points" > 0 and "reward_payouts"."amount_sen" = "reward_payouts"."points")
);
--> statement-breakpoint
ALTER TABLE "reward_ledger_entries" DROP CONSTRAINT "reward_ledger_entries_kind_known";--> statement-breakpoint
ALTER TABLE "reward_payouts" ADD CONSTRAINT "reward_payouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_payouts_user_idx" ON "reward_payouts" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "reward_payouts_provider_idx" ON "reward_payouts" USING btree ("provider_payout_id");--> statement-breakpoint
CREATE INDEX "reward_payouts_open_idx" ON "reward_payouts" USING btree ("status","updated_at");--> statement-breakpoint
ALTER TABLE "reward_ledger_entries" ADD CONSTRAINT "reward_ledger_entries_kind_known" CHECK ("reward_ledger_entries"."kind" in ('referral_earned', 'referral_released', 'referral_reversed', 'tier_bonus', 'signup_voucher', 'redeemed', 'redemption_returned'));