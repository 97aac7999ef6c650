CREATE TABLE "assessment_attempt_starts" (
	"id" serial PRIMARY KEY NOT NULL,
	"trainer_id" integer NOT NULL,
	"assessment_id" integer NOT NULL,
	"option_order" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"submitted_at" timestamp with time zone,
	"attempt_id" integer
);
--> statement-breakpoint
ALTER TABLE "assessment_attempt_starts" ADD CONSTRAINT "assessment_attempt_starts_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempt_starts" ADD CONSTRAINT "assessment_attempt_starts_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempt_starts" ADD CONSTRAINT "assessment_attempt_starts_attempt_id_assessment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."assessment_attempts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_attempt_starts_open" ON "assessment_attempt_starts" USING btree ("trainer_id","assessment_id") WHERE "assessment_attempt_starts"."submitted_at" is null;