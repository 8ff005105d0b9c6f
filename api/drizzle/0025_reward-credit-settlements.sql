CREATE TABLE "reward_credit_settlements" (
	"payment_uuid" text PRIMARY KEY NOT NULL,
	"certificate_uuid" uuid NOT NULL,
	"charge_key" text NOT NULL,
	"carried_sen" integer NOT NULL,
	"short_sen" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reward_credit_settlements_carried" CHECK ("reward_credit_settlements"."carried_sen" >= 0 and "reward_credit_settlements"."short_sen" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "reward_credit_settlements_charge_key" ON "reward_credit_settlements" USING btree ("charge_key");