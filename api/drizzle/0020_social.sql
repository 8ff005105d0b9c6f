CREATE TABLE "social_sign_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"email_verified" boolean NOT NULL,
	"private_email" boolean DEFAULT false NOT NULL,
	"first_name" text,
	"last_name" text,
	"matched_user_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "social_sign_ins" ADD CONSTRAINT "social_sign_ins_matched_user_id_users_id_fk" FOREIGN KEY ("matched_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "social_sign_ins_token_hash_key" ON "social_sign_ins" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "social_sign_ins_expires_idx" ON "social_sign_ins" USING btree ("expires_at");