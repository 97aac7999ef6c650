ALTER TABLE "applicants" ADD COLUMN "order_reference" text DEFAULT gen_random_uuid()::text NOT NULL;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "order_email" text;--> statement-breakpoint
ALTER TABLE "applicants" ADD COLUMN "unmatched_order" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "applicants_order_reference" ON "applicants" USING btree ("order_reference");