CREATE TABLE "card_customers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"provider_customer_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_customers_provider_customer_id_unique" UNIQUE("provider_customer_id")
);
--> statement-breakpoint
CREATE TABLE "card_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"certificate_uuid" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"amount_sen" integer NOT NULL,
	"success_return_url" text NOT NULL,
	"cancel_return_url" text NOT NULL,
	"provider_session_id" text,
	"payment_link_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_sessions_provider_session_id_unique" UNIQUE("provider_session_id"),
	CONSTRAINT "card_sessions_status_known" CHECK ("card_sessions"."status" in ('active', 'completed', 'expired', 'cancelled')),
	CONSTRAINT "card_sessions_amount_positive" CHECK ("card_sessions"."amount_sen" > 0)
);
--> statement-breakpoint
CREATE TABLE "card_payment_methods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"certificate_uuid" uuid NOT NULL,
	"provider_payment_method_id" text NOT NULL,
	"brand" text NOT NULL,
	"masked_number" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_payment_methods_provider_payment_method_id_unique" UNIQUE("provider_payment_method_id"),
	CONSTRAINT "card_payment_methods_status_known" CHECK ("card_payment_methods"."status" in ('active', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "fpx_mandates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"certificate_uuid" uuid NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"max_amount_sen" integer NOT NULL,
	"frequency" text NOT NULL,
	"return_url" text NOT NULL,
	"provider_mandate_id" text,
	"authorisation_url" text,
	"failure_reason" text,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fpx_mandates_provider_mandate_id_unique" UNIQUE("provider_mandate_id"),
	CONSTRAINT "fpx_mandates_status_known" CHECK ("fpx_mandates"."status" in ('pending', 'active', 'rejected', 'cancelled')),
	CONSTRAINT "fpx_mandates_frequency_known" CHECK ("fpx_mandates"."frequency" in ('month', 'year'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"certificate_uuid" uuid NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'creating' NOT NULL,
	"amount_sen" integer NOT NULL,
	"session_id" uuid,
	"payment_method_id" uuid,
	"cycle_key" text,
	"provider_id" text,
	"action_url" text,
	"failure_code" text,
	"success_return_url" text,
	"failure_return_url" text,
	"paid_at" timestamp with time zone,
	"contribution_applied_at" timestamp with time zone,
	"last_checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_cycle_key_unique" UNIQUE("cycle_key"),
	CONSTRAINT "payments_provider_id_unique" UNIQUE("provider_id"),
	CONSTRAINT "payments_status_known" CHECK ("payments"."status" in ('creating', 'pending', 'requires_action', 'succeeded', 'failed')),
	CONSTRAINT "payments_channel_known" CHECK ("payments"."channel" in ('card', 'fpx')),
	CONSTRAINT "payments_amount_positive" CHECK ("payments"."amount_sen" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_sen" integer NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider_refund_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "payment_refunds_provider_refund_id_unique" UNIQUE("provider_refund_id"),
	CONSTRAINT "payment_refunds_status_known" CHECK ("payment_refunds"."status" in ('pending', 'succeeded', 'failed')),
	CONSTRAINT "payment_refunds_amount_positive" CHECK ("payment_refunds"."amount_sen" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_provider_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_provider_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "payment_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"certificate_uuid" uuid NOT NULL,
	"channel" text NOT NULL,
	"payment_method_id" uuid NOT NULL,
	"frequency" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"cycle" integer DEFAULT 0 NOT NULL,
	"next_charge_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_schedules_status_known" CHECK ("payment_schedules"."status" in ('active', 'cancelled')),
	CONSTRAINT "payment_schedules_channel_known" CHECK ("payment_schedules"."channel" in ('card', 'fpx')),
	CONSTRAINT "payment_schedules_frequency_known" CHECK ("payment_schedules"."frequency" in ('month', 'year'))
);
--> statement-breakpoint
ALTER TABLE "card_customers" ADD CONSTRAINT "card_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_sessions" ADD CONSTRAINT "card_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payment_methods" ADD CONSTRAINT "card_payment_methods_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fpx_mandates" ADD CONSTRAINT "fpx_mandates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_session_id_card_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."card_sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_schedules" ADD CONSTRAINT "payment_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_sessions_one_active_key" ON "card_sessions" USING btree ("certificate_uuid") WHERE "card_sessions"."status" = 'active';--> statement-breakpoint
CREATE INDEX "card_sessions_user_idx" ON "card_sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "card_payment_methods_certificate_idx" ON "card_payment_methods" USING btree ("certificate_uuid");--> statement-breakpoint
CREATE INDEX "card_payment_methods_user_idx" ON "card_payment_methods" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "fpx_mandates_certificate_idx" ON "fpx_mandates" USING btree ("certificate_uuid");--> statement-breakpoint
CREATE INDEX "fpx_mandates_user_idx" ON "fpx_mandates" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_certificate_key" ON "payments" USING btree ("certificate_uuid") WHERE "payments"."session_id" is null and "payments"."status" in ('creating', 'pending', 'requires_action');--> statement-breakpoint
CREATE INDEX "payments_certificate_idx" ON "payments" USING btree ("certificate_uuid","created_at");--> statement-breakpoint
CREATE INDEX "payments_open_idx" ON "payments" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_schedules_one_active_key" ON "payment_schedules" USING btree ("certificate_uuid") WHERE "payment_schedules"."status" = 'active';--> statement-breakpoint
CREATE INDEX "payment_schedules_due_idx" ON "payment_schedules" USING btree ("status","next_charge_at");
