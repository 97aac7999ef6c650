ALTER TABLE "job_runs" DROP CONSTRAINT "job_runs_job_day_pk";--> statement-breakpoint
ALTER TABLE "job_runs" DROP COLUMN "day";