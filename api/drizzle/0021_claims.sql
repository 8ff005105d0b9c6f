CREATE TABLE "claim_benefits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"code" text NOT NULL,
	"amount_sen" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"clock_started_at" timestamp with time zone,
	"due_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_benefits_code_known" CHECK ("claim_benefits"."code" in ('CB1', 'DB1')),
	CONSTRAINT "claim_benefits_status_known" CHECK ("claim_benefits"."status" in ('pending', 'approved', 'paid', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "claim_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject_hash" text NOT NULL,
	"certificate_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"review_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	CONSTRAINT "claim_documents_status_known" CHECK ("claim_documents"."status" in ('uploaded', 'verified', 'rejected'))
);
--> statement-breakpoint
CREATE TABLE "claim_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"claim_id" uuid NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"detail" jsonb,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"benefit_id" uuid NOT NULL,
	"claim_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"amount_sen" integer NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"provider_payout_id" text,
	"failure_code" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claim_payouts_status_known" CHECK ("claim_payouts"."status" in ('requested', 'accepted', 'succeeded', 'failed', 'returned_to_staff'))
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reference" text NOT NULL,
	"certificate_id" uuid NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"claimant_role" text NOT NULL,
	"claimant_user_id" uuid,
	"claimant_name" text NOT NULL,
	"claimant_id_ref" text NOT NULL,
	"claimant_email" text NOT NULL,
	"claimant_phone" text NOT NULL,
	"relationship" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"date_of_death" date NOT NULL,
	"cause_of_death" text NOT NULL,
	"marital_status" text NOT NULL,
	"payee" jsonb NOT NULL,
	"required_documents" jsonb NOT NULL,
	"decline_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_status_known" CHECK ("claims"."status" in ('submitted', 'documents_needed', 'under_review', 'approved', 'paid', 'declined')),
	CONSTRAINT "claims_role_known" CHECK ("claims"."claimant_role" in ('beneficiary', 'next_of_kin'))
);
--> statement-breakpoint
ALTER TABLE "claim_benefits" ADD CONSTRAINT "claim_benefits_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_codes" ADD CONSTRAINT "claim_codes_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_documents" ADD CONSTRAINT "claim_documents_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_events" ADD CONSTRAINT "claim_events_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_payouts" ADD CONSTRAINT "claim_payouts_benefit_id_claim_benefits_id_fk" FOREIGN KEY ("benefit_id") REFERENCES "public"."claim_benefits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_payouts" ADD CONSTRAINT "claim_payouts_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_claimant_user_id_users_id_fk" FOREIGN KEY ("claimant_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_benefits_claim_code_key" ON "claim_benefits" USING btree ("claim_id","code");--> statement-breakpoint
CREATE INDEX "claim_codes_subject_idx" ON "claim_codes" USING btree ("subject_hash","created_at");--> statement-breakpoint
CREATE INDEX "claim_documents_claim_idx" ON "claim_documents" USING btree ("claim_id","kind");--> statement-breakpoint
CREATE INDEX "claim_events_claim_idx" ON "claim_events" USING btree ("claim_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_payouts_benefit_attempt_key" ON "claim_payouts" USING btree ("benefit_id","attempt");--> statement-breakpoint
CREATE INDEX "claim_payouts_provider_idx" ON "claim_payouts" USING btree ("provider_payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_reference_key" ON "claims" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "claims_certificate_idx" ON "claims" USING btree ("certificate_id");--> statement-breakpoint
CREATE INDEX "claims_status_idx" ON "claims" USING btree ("status","created_at");