ALTER TABLE "payment_schedules" ADD COLUMN "notice_sent_cycle" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_schedules" ADD COLUMN "retry_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_schedules" ADD COLUMN "retry_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_schedules" ADD COLUMN "last_debit_at" timestamp with time zone;