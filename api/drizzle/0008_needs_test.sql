CREATE TABLE "needs_test_results" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"product_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"language" text NOT NULL,
	"eligible" boolean NOT NULL,
	"age_next_birthday" integer NOT NULL,
	"need_sen" integer NOT NULL,
	"sum_covered_sen" integer,
	"monthly_sen" integer,
	"breakdown" jsonb NOT NULL,
	"reasons" jsonb NOT NULL,
	"ineligible" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "needs_test_results_language_known" CHECK ("needs_test_results"."language" in ('en', 'ms')),
	CONSTRAINT "needs_test_results_amounts_positive" CHECK ("needs_test_results"."need_sen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "needs_test_results" ADD CONSTRAINT "needs_test_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "needs_test_results_user_created_idx" ON "needs_test_results" USING btree ("user_id","created_at");
