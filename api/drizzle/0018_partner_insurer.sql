CREATE TABLE "partner_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product" text NOT NULL,
	"user_id" uuid,
	"email" text NOT NULL,
	"status" text DEFAULT 'saved' NOT NULL,
	"application" jsonb NOT NULL,
	"answers" jsonb,
	"accepted_terms" jsonb,
	"partner_application_id" text,
	"partner_version" integer DEFAULT 0 NOT NULL,
	"plan" jsonb,
	"premium_sen" integer,
	"decision_reason" text,
	"policy_number" text,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"partner_payment_id" text,
	"payment_url" text,
	"payment_status" text,
	"payment_attempts" integer DEFAULT 0 NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "partner_applications_email_lower_case" CHECK ("partner_applications"."email" = lower("partner_applications"."email"))
);
--> statement-breakpoint
CREATE TABLE "partner_insurer_events" (
	"event_id" text PRIMARY KEY NOT NULL,
	"partner_application_id" text NOT NULL,
	"version" integer NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_applications" ADD CONSTRAINT "partner_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "partner_applications_partner_id_key" ON "partner_applications" USING btree ("partner_application_id");--> statement-breakpoint
CREATE INDEX "partner_applications_user_idx" ON "partner_applications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "partner_applications_email_idx" ON "partner_applications" USING btree ("email");