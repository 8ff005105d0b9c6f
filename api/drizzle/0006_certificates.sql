CREATE SEQUENCE "public"."certificate_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "underwriting_question_sets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"product_id" integer NOT NULL,
	"title_en" text NOT NULL,
	"title_ms" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "underwriting_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"question_set_id" uuid NOT NULL,
	"code" text NOT NULL,
	"position" integer NOT NULL,
	"text_en" text NOT NULL,
	"text_ms" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "underwriting_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"question_set_id" uuid NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "underwriting_submissions_status_known" CHECK ("underwriting_submissions"."status" in ('pending', 'accepted', 'rejected', 'obsolete', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "underwriting_answers" (
	"submission_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"answer" text NOT NULL,
	"user_note" text,
	CONSTRAINT "underwriting_answers_answer_known" CHECK ("underwriting_answers"."answer" in ('yes', 'no'))
);
--> statement-breakpoint
CREATE TABLE "beneficiary_relationships" (
	"code" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"name_ms" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_quotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"coverage_sen" integer NOT NULL,
	"holder" jsonb NOT NULL,
	"main_insured" jsonb NOT NULL,
	"underwriting_submission_id" uuid,
	"beneficiary" jsonb,
	"contribution_term" text,
	"terms_accepted_at" timestamp with time zone,
	"referral_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_quotations_state_known" CHECK ("certificate_quotations"."state" in ('draft', 'submitted', 'canceled')),
	CONSTRAINT "certificate_quotations_term_known" CHECK ("certificate_quotations"."contribution_term" is null or "certificate_quotations"."contribution_term" in ('month', 'year'))
);
--> statement-breakpoint
CREATE TABLE "certificate_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"quotation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"stage" text DEFAULT 'pending' NOT NULL,
	"submitted_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_applications_stage_known" CHECK ("certificate_applications"."stage" in ('pending', 'submitted', 'published'))
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text,
	"user_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"quotation_id" uuid NOT NULL,
	"application_id" uuid NOT NULL,
	"id_ref" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"sum_covered_sen" integer NOT NULL,
	"frequency" text NOT NULL,
	"contribution_sen" integer NOT NULL,
	"wakalah_sen" integer NOT NULL,
	"tabarru_sen" integer NOT NULL,
	"monthly_sen" integer NOT NULL,
	"yearly_sen" integer NOT NULL,
	"age_next_birthday" integer NOT NULL,
	"term_months" integer DEFAULT 12 NOT NULL,
	"holder" jsonb NOT NULL,
	"beneficiary" jsonb,
	"payment_started_at" timestamp with time zone,
	"issued_at" timestamp with time zone,
	"start_date" date,
	"paid_until" date,
	"next_renewal_date" date,
	"cancel_requested_at" timestamp with time zone,
	"cancel_effective_date" date,
	"cancel_reason" text,
	"end_reason" text,
	"ended_at" timestamp with time zone,
	"pdf_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificates_status_known" CHECK ("certificates"."status" in ('pending', 'issued', 'canceled', 'rescinded', 'lapsed')),
	CONSTRAINT "certificates_frequency_known" CHECK ("certificates"."frequency" in ('month', 'year'))
);
--> statement-breakpoint
CREATE TABLE "certificate_transitions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"certificate_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_contributions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"certificate_id" uuid NOT NULL,
	"payment_uuid" text NOT NULL,
	"amount_sen" integer NOT NULL,
	"channel" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"period_start" date,
	"period_end" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certificate_refund_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"certificate_id" uuid NOT NULL,
	"payment_uuid" text NOT NULL,
	"amount_sen" integer NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"refund_uuid" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_refund_requests_status_known" CHECK ("certificate_refund_requests"."status" in ('requested', 'pending', 'succeeded', 'failed', 'unsent')),
	CONSTRAINT "certificate_refund_requests_reason_known" CHECK ("certificate_refund_requests"."reason" in ('cooling_off', 'duplicate_certificate', 'cancellation'))
);
--> statement-breakpoint
ALTER TABLE "underwriting_question_sets" ADD CONSTRAINT "underwriting_question_sets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underwriting_questions" ADD CONSTRAINT "underwriting_questions_question_set_id_underwriting_question_sets_id_fk" FOREIGN KEY ("question_set_id") REFERENCES "public"."underwriting_question_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underwriting_submissions" ADD CONSTRAINT "underwriting_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underwriting_submissions" ADD CONSTRAINT "underwriting_submissions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underwriting_submissions" ADD CONSTRAINT "underwriting_submissions_question_set_id_underwriting_question_sets_id_fk" FOREIGN KEY ("question_set_id") REFERENCES "public"."underwriting_question_sets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underwriting_submissions" ADD CONSTRAINT "underwriting_submissions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underwriting_answers" ADD CONSTRAINT "underwriting_answers_submission_id_underwriting_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."underwriting_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "underwriting_answers" ADD CONSTRAINT "underwriting_answers_question_id_underwriting_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."underwriting_questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_quotations" ADD CONSTRAINT "certificate_quotations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_quotations" ADD CONSTRAINT "certificate_quotations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_quotations" ADD CONSTRAINT "certificate_quotations_underwriting_submission_id_underwriting_submissions_id_fk" FOREIGN KEY ("underwriting_submission_id") REFERENCES "public"."underwriting_submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_applications" ADD CONSTRAINT "certificate_applications_quotation_id_certificate_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."certificate_quotations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_applications" ADD CONSTRAINT "certificate_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_quotation_id_certificate_quotations_id_fk" FOREIGN KEY ("quotation_id") REFERENCES "public"."certificate_quotations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_application_id_certificate_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."certificate_applications"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_transitions" ADD CONSTRAINT "certificate_transitions_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_contributions" ADD CONSTRAINT "certificate_contributions_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_refund_requests" ADD CONSTRAINT "certificate_refund_requests_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "underwriting_question_sets_code_key" ON "underwriting_question_sets" USING btree ("code");--> statement-breakpoint
CREATE INDEX "underwriting_question_sets_product_idx" ON "underwriting_question_sets" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "underwriting_questions_set_code_key" ON "underwriting_questions" USING btree ("question_set_id","code");--> statement-breakpoint
CREATE INDEX "underwriting_submissions_user_idx" ON "underwriting_submissions" USING btree ("user_id","product_id","created_at");--> statement-breakpoint
CREATE INDEX "underwriting_submissions_status_idx" ON "underwriting_submissions" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "underwriting_answers_submission_question_key" ON "underwriting_answers" USING btree ("submission_id","question_id");--> statement-breakpoint
CREATE INDEX "certificate_quotations_user_idx" ON "certificate_quotations" USING btree ("user_id","state","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_applications_quotation_key" ON "certificate_applications" USING btree ("quotation_id");--> statement-breakpoint
CREATE INDEX "certificate_applications_user_idx" ON "certificate_applications" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_number_key" ON "certificates" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_application_key" ON "certificates" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "certificates_id_ref_idx" ON "certificates" USING btree ("id_ref","status");--> statement-breakpoint
CREATE INDEX "certificate_transitions_certificate_idx" ON "certificate_transitions" USING btree ("certificate_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_contributions_payment_key" ON "certificate_contributions" USING btree ("payment_uuid");--> statement-breakpoint
CREATE INDEX "certificate_contributions_certificate_idx" ON "certificate_contributions" USING btree ("certificate_id","paid_at");--> statement-breakpoint
CREATE UNIQUE INDEX "certificate_refund_requests_idempotency_key" ON "certificate_refund_requests" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "certificate_refund_requests_certificate_idx" ON "certificate_refund_requests" USING btree ("certificate_id");
