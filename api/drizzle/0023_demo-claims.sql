ALTER TABLE "claims" ALTER COLUMN "certificate_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "demo_cover_id" uuid;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_demo_cover_id_kubur_pro_demo_covers_id_fk" FOREIGN KEY ("demo_cover_id") REFERENCES "public"."kubur_pro_demo_covers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claims_demo_cover_idx" ON "claims" USING btree ("demo_cover_id");--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_one_subject" CHECK (("claims"."certificate_id" is null) <> ("claims"."demo_cover_id" is null));