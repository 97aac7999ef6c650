CREATE TABLE "class_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"place" text NOT NULL,
	"distance_miles" integer NOT NULL,
	"confirmed_at" timestamp with time zone NOT NULL,
	"last_sent_at" timestamp with time zone,
	CONSTRAINT "class_alerts_distance" CHECK ("class_alerts"."distance_miles" in (10, 25, 50, 100))
);
--> statement-breakpoint
CREATE TABLE "trainer_daily_counts" (
	"trainer_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "trainer_daily_counts_trainer_id_day_kind_subject_pk" PRIMARY KEY("trainer_id","day","kind","subject"),
	CONSTRAINT "trainer_daily_counts_kind" CHECK ("trainer_daily_counts"."kind" in ('profile_view', 'card_impression', 'register_click', 'contact_click', 'ics_download'))
);
--> statement-breakpoint
ALTER TABLE "trainer_daily_counts" ADD CONSTRAINT "trainer_daily_counts_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "class_alerts_email_place" ON "class_alerts" USING btree ("email","place");--> statement-breakpoint
CREATE INDEX "trainer_daily_counts_day" ON "trainer_daily_counts" USING btree ("day");