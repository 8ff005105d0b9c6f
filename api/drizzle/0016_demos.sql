CREATE TABLE "kubur_pro_demo_covers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"benefit_sen" integer NOT NULL,
	"monthly_contribution_sen" integer NOT NULL,
	"beneficiary_name" text NOT NULL,
	"beneficiary_relationship" text NOT NULL,
	"beneficiary_phone" text NOT NULL,
	"status" text DEFAULT 'quoted' NOT NULL,
	"certificate_number" text,
	"cover_starts_on" date,
	"cover_ends_on" date,
	"issued_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kubur_pro_demo_covers_status_known" CHECK ("kubur_pro_demo_covers"."status" in ('quoted', 'issued'))
);
--> statement-breakpoint
CREATE TABLE "motor_demo_quotations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"registration_number" text NOT NULL,
	"vehicle_model_id" text NOT NULL,
	"year" integer NOT NULL,
	"engine_cc" integer NOT NULL,
	"cover_type" text NOT NULL,
	"market_value_sen" integer NOT NULL,
	"sum_insured_sen" integer,
	"ncd_basis_points" integer NOT NULL,
	"add_ons" jsonb NOT NULL,
	"owner_id_ref" text NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"basic_sen" integer NOT NULL,
	"ncd_sen" integer NOT NULL,
	"add_ons_sen" integer NOT NULL,
	"gross_sen" integer NOT NULL,
	"sst_sen" integer NOT NULL,
	"stamp_duty_sen" integer NOT NULL,
	"total_sen" integer NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"emails_sent" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "motor_demo_quotations_total" CHECK ("motor_demo_quotations"."total_sen" = "motor_demo_quotations"."gross_sen" + "motor_demo_quotations"."sst_sen" + "motor_demo_quotations"."stamp_duty_sen"),
	CONSTRAINT "motor_demo_quotations_amounts" CHECK ("motor_demo_quotations"."basic_sen" >= 0 and "motor_demo_quotations"."ncd_sen" >= 0 and "motor_demo_quotations"."add_ons_sen" >= 0)
);
--> statement-breakpoint
ALTER TABLE "kubur_pro_demo_covers" ADD CONSTRAINT "kubur_pro_demo_covers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kubur_pro_demo_covers_user_idx" ON "kubur_pro_demo_covers" USING btree ("user_id","created_at");