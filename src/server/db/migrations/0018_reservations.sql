CREATE TABLE "class_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"party_size" integer NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"seq" serial NOT NULL,
	"confirmed_at" timestamp with time zone,
	"paid" boolean DEFAULT false NOT NULL,
	"attended" boolean,
	"reminder_sent_at" timestamp with time zone,
	"reminders_off" boolean DEFAULT false NOT NULL,
	"confirm_token_hash" text NOT NULL,
	"manage_token_hash" text NOT NULL,
	"claim_token_hash" text,
	CONSTRAINT "class_reservations_party" CHECK ("class_reservations"."party_size" between 1 and 4),
	CONSTRAINT "class_reservations_status" CHECK ("class_reservations"."status" in ('pending', 'held', 'waitlisted', 'offered', 'cancelled', 'expired'))
);
--> statement-breakpoint
ALTER TABLE "class_reservations" ADD CONSTRAINT "class_reservations_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_reservations_live_email" ON "class_reservations" USING btree ("class_id",lower("email")) WHERE "class_reservations"."status" in ('pending', 'held', 'waitlisted', 'offered');--> statement-breakpoint
CREATE INDEX "class_reservations_class_status" ON "class_reservations" USING btree ("class_id","status");--> statement-breakpoint
CREATE INDEX "class_reservations_due" ON "class_reservations" USING btree ("status","expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "class_reservations_confirm_token" ON "class_reservations" USING btree ("confirm_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "class_reservations_manage_token" ON "class_reservations" USING btree ("manage_token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "class_reservations_claim_token" ON "class_reservations" USING btree ("claim_token_hash");