CREATE TABLE "partner_quotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"id_ref" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"sum_covered_sen" integer NOT NULL,
	"funeral_benefit_sen" integer NOT NULL,
	"eligibility" jsonb NOT NULL,
	"certificate_quotation_id" uuid NOT NULL,
	"certificate_id" uuid,
	"contribution_term" text,
	"referral_code" text,
	"submitted_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"eligibility_lost_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_quotations_state_known" CHECK ("partner_quotations"."state" in ('pending', 'submitted', 'published'))
);
--> statement-breakpoint
CREATE TABLE "partner_roster_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"id_ref" text NOT NULL,
	"full_name" text NOT NULL,
	"member_ref" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"upload_id" uuid,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_roster_entries_status_known" CHECK ("partner_roster_entries"."status" in ('active', 'removed'))
);
--> statement-breakpoint
CREATE TABLE "partner_roster_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"partner_id" uuid NOT NULL,
	"uploaded_by" uuid,
	"file_key" text NOT NULL,
	"accepted_count" integer NOT NULL,
	"removed_count" integer NOT NULL,
	"rejected" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "partner_staff" (
	"user_id" uuid NOT NULL,
	"partner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_staff_pkey" PRIMARY KEY("user_id","partner_id")
);
--> statement-breakpoint
CREATE TABLE "partners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"sum_covered_sen" integer NOT NULL,
	"funeral_benefit_sen" integer NOT NULL,
	"eligibility_source" text NOT NULL,
	"eligibility_api_url" text,
	"criteria_en" text NOT NULL,
	"criteria_ms" text NOT NULL,
	"billing_email" text NOT NULL,
	"billing_reference" text NOT NULL,
	"logo_url" text,
	"primary_colour" text NOT NULL,
	"accent_colour" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partners_kind_known" CHECK ("partners"."kind" in ('charity', 'employer')),
	CONSTRAINT "partners_source_known" CHECK ("partners"."eligibility_source" in ('roster', 'api')),
	CONSTRAINT "partners_money_positive" CHECK ("partners"."sum_covered_sen" > 0 and "partners"."funeral_benefit_sen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "partner_quotations" ADD CONSTRAINT "partner_quotations_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_quotations" ADD CONSTRAINT "partner_quotations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_quotations" ADD CONSTRAINT "partner_quotations_certificate_quotation_id_certificate_quotations_id_fk" FOREIGN KEY ("certificate_quotation_id") REFERENCES "public"."certificate_quotations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_quotations" ADD CONSTRAINT "partner_quotations_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_roster_entries" ADD CONSTRAINT "partner_roster_entries_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_roster_entries" ADD CONSTRAINT "partner_roster_entries_upload_id_partner_roster_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."partner_roster_uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_roster_uploads" ADD CONSTRAINT "partner_roster_uploads_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_roster_uploads" ADD CONSTRAINT "partner_roster_uploads_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_staff" ADD CONSTRAINT "partner_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "partner_staff" ADD CONSTRAINT "partner_staff_partner_id_partners_id_fk" FOREIGN KEY ("partner_id") REFERENCES "public"."partners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_quotations_partner_nric_key" ON "partner_quotations" USING btree ("partner_id","id_ref");--> statement-breakpoint
CREATE INDEX "partner_quotations_user_idx" ON "partner_quotations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_roster_entries_partner_nric_key" ON "partner_roster_entries" USING btree ("partner_id","id_ref");--> statement-breakpoint
CREATE INDEX "partner_roster_uploads_partner_idx" ON "partner_roster_uploads" USING btree ("partner_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "partners_slug_key" ON "partners" USING btree ("slug");