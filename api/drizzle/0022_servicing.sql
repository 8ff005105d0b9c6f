CREATE TABLE "certificate_change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"certificate_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"proposed" jsonb NOT NULL,
	"pin_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_change_requests_kind_known" CHECK ("certificate_change_requests"."kind" in ('nominee', 'contact')),
	CONSTRAINT "certificate_change_requests_status_known" CHECK ("certificate_change_requests"."status" in ('pending', 'applied'))
);
--> statement-breakpoint
CREATE TABLE "certificate_history" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"certificate_id" uuid NOT NULL,
	"actor_user_id" uuid,
	"actor_role" text NOT NULL,
	"kind" text NOT NULL,
	"from_value" jsonb,
	"to_value" jsonb,
	"change_request_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_history_kind_known" CHECK ("certificate_history"."kind" in ('nominee', 'contact_phone', 'contact_address', 'cancellation')),
	CONSTRAINT "certificate_history_actor_role_known" CHECK ("certificate_history"."actor_role" in ('holder', 'staff', 'system'))
);
--> statement-breakpoint
ALTER TABLE "certificate_change_requests" ADD CONSTRAINT "certificate_change_requests_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_change_requests" ADD CONSTRAINT "certificate_change_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_change_requests" ADD CONSTRAINT "certificate_change_requests_pin_id_email_pins_id_fk" FOREIGN KEY ("pin_id") REFERENCES "public"."email_pins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_history" ADD CONSTRAINT "certificate_history_certificate_id_certificates_id_fk" FOREIGN KEY ("certificate_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_history" ADD CONSTRAINT "certificate_history_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificate_history" ADD CONSTRAINT "certificate_history_change_request_id_certificate_change_requests_id_fk" FOREIGN KEY ("change_request_id") REFERENCES "public"."certificate_change_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificate_change_requests_certificate_idx" ON "certificate_change_requests" USING btree ("certificate_id","created_at");--> statement-breakpoint
CREATE INDEX "certificate_history_certificate_idx" ON "certificate_history" USING btree ("certificate_id","id");