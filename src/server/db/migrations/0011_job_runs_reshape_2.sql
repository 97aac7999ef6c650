ALTER TABLE "job_runs" ADD COLUMN "id" serial PRIMARY KEY NOT NULL;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "slot" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "ok" boolean;--> statement-breakpoint
ALTER TABLE "job_runs" ADD COLUMN "error" text;--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_slot" ON "job_runs" USING btree ("job","slot");--> statement-breakpoint
CREATE INDEX "job_runs_job_started" ON "job_runs" USING btree ("job","started_at");