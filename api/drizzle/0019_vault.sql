CREATE TABLE "vault_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"policy_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vault_policies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product" text NOT NULL,
	"policy_number" text NOT NULL,
	"insurer_id" integer,
	"insurer_other" text,
	"type" text NOT NULL,
	"coverage_sen" bigint NOT NULL,
	"start_date" date NOT NULL,
	"expiry_date" date,
	"reminder_sent_for" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vault_policies_type_known" CHECK ("vault_policies"."type" in ('life', 'medical', 'personal_accident', 'motor', 'funeral')),
	CONSTRAINT "vault_policies_coverage_positive" CHECK ("vault_policies"."coverage_sen" > 0),
	CONSTRAINT "vault_policies_insurer_given" CHECK (("vault_policies"."insurer_id" is null) <> ("vault_policies"."insurer_other" is null)),
	CONSTRAINT "vault_policies_expiry_after_start" CHECK ("vault_policies"."expiry_date" is null or "vault_policies"."expiry_date" > "vault_policies"."start_date")
);
--> statement-breakpoint
ALTER TABLE "vault_attachments" ADD CONSTRAINT "vault_attachments_policy_id_vault_policies_id_fk" FOREIGN KEY ("policy_id") REFERENCES "public"."vault_policies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_attachments" ADD CONSTRAINT "vault_attachments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_policies" ADD CONSTRAINT "vault_policies_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vault_policies" ADD CONSTRAINT "vault_policies_insurer_id_insurers_id_fk" FOREIGN KEY ("insurer_id") REFERENCES "public"."insurers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "vault_attachments_policy_idx" ON "vault_attachments" USING btree ("policy_id","created_at");--> statement-breakpoint
CREATE INDEX "vault_policies_user_created_idx" ON "vault_policies" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "vault_policies_expiry_idx" ON "vault_policies" USING btree ("expiry_date");