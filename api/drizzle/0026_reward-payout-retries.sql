ALTER TABLE "reward_payouts" ADD COLUMN "attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reward_payouts" ADD COLUMN "next_attempt_at" timestamp with time zone;