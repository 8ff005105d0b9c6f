CREATE TABLE "ekyc_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"id_ref" text NOT NULL,
	"front_key" text NOT NULL,
	"front_type" text NOT NULL,
	"back_key" text NOT NULL,
	"back_type" text NOT NULL,
	"selfie_key" text NOT NULL,
	"selfie_type" text NOT NULL,
	"reason_code" text,
	"reason_note" text,
	"vendor_result" jsonb,
	"vendor_checked_at" timestamp with time zone,
	"reset_at" timestamp with time zone,
	"retention_until" timestamp with time zone NOT NULL,
	"images_deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ekyc_submissions_status_known" CHECK ("ekyc_submissions"."status" in ('pending', 'processing', 'submitted', 'accepted', 'rejected', 'rejected-can-retry', 'undetermined', 'suspicious'))
);
--> statement-breakpoint
CREATE TABLE "ekyc_transitions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"submission_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"actor" text NOT NULL,
	"reason" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ekyc_declarations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"nationality" text NOT NULL,
	"country_of_origin" text NOT NULL,
	"postcode" text NOT NULL,
	"address_1" text NOT NULL,
	"address_2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"phone" text NOT NULL,
	"height_cm" integer NOT NULL,
	"weight_kg" integer NOT NULL,
	"smoker" boolean NOT NULL,
	"accuracy_acknowledged_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ekyc_declarations_nationality_known" CHECK ("ekyc_declarations"."nationality" in ('malaysian', 'foreigner'))
);
--> statement-breakpoint
CREATE TABLE "ekyc_image_access_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"submission_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"viewer_id" uuid NOT NULL,
	"ip" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_roles" (
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_roles_pkey" PRIMARY KEY("user_id","role"),
	CONSTRAINT "user_roles_role_known" CHECK ("user_roles"."role" in ('staff'))
);
--> statement-breakpoint
ALTER TABLE "ekyc_submissions" ADD CONSTRAINT "ekyc_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ekyc_transitions" ADD CONSTRAINT "ekyc_transitions_submission_id_ekyc_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."ekyc_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ekyc_declarations" ADD CONSTRAINT "ekyc_declarations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ekyc_image_access_log" ADD CONSTRAINT "ekyc_image_access_log_submission_id_ekyc_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."ekyc_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ekyc_image_access_log" ADD CONSTRAINT "ekyc_image_access_log_viewer_id_users_id_fk" FOREIGN KEY ("viewer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_roles" ADD CONSTRAINT "user_roles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ekyc_submissions_user_id_idx" ON "ekyc_submissions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ekyc_submissions_status_idx" ON "ekyc_submissions" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "ekyc_submissions_id_ref_idx" ON "ekyc_submissions" USING btree ("id_ref");--> statement-breakpoint
CREATE INDEX "ekyc_submissions_retention_idx" ON "ekyc_submissions" USING btree ("retention_until") WHERE "ekyc_submissions"."images_deleted_at" is null;--> statement-breakpoint
CREATE INDEX "ekyc_transitions_submission_id_idx" ON "ekyc_transitions" USING btree ("submission_id","id");--> statement-breakpoint
CREATE INDEX "ekyc_declarations_user_id_idx" ON "ekyc_declarations" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "ekyc_image_access_log_submission_id_idx" ON "ekyc_image_access_log" USING btree ("submission_id","id");
