ALTER TABLE "card_sessions" DROP CONSTRAINT "card_sessions_amount_positive";--> statement-breakpoint
DROP INDEX "card_sessions_one_active_key";--> statement-breakpoint
ALTER TABLE "card_sessions" ADD COLUMN "kind" text DEFAULT 'pay' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "card_sessions_one_active_key" ON "card_sessions" USING btree ("certificate_uuid","kind") WHERE "card_sessions"."status" = 'active';--> statement-breakpoint
ALTER TABLE "card_sessions" ADD CONSTRAINT "card_sessions_kind_known" CHECK ("card_sessions"."kind" in ('pay', 'save'));--> statement-breakpoint
ALTER TABLE "card_sessions" ADD CONSTRAINT "card_sessions_amount_positive" CHECK (("card_sessions"."kind" = 'pay' and "card_sessions"."amount_sen" > 0) or ("card_sessions"."kind" = 'save' and "card_sessions"."amount_sen" = 0));