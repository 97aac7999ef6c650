-- Sessions get one owner (issue 30): one token table with a purpose in place of login_tokens and
-- applicant_tokens, and each session says whose it is. Every existing token and session is kept.
CREATE TABLE "sign_in_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"email" text NOT NULL,
	"trainer_id" integer,
	"applicant_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "sign_in_tokens_one_principal" CHECK (("sign_in_tokens"."purpose" = 'login' and "sign_in_tokens"."trainer_id" is not null and "sign_in_tokens"."applicant_id" is null) or ("sign_in_tokens"."purpose" = 'applicant' and "sign_in_tokens"."applicant_id" is not null and "sign_in_tokens"."trainer_id" is null))
);
--> statement-breakpoint
ALTER TABLE "sign_in_tokens" ADD CONSTRAINT "sign_in_tokens_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sign_in_tokens" ADD CONSTRAINT "sign_in_tokens_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_tokens_trainer" ON "sign_in_tokens" USING btree ("trainer_id");--> statement-breakpoint
CREATE INDEX "sign_in_tokens_applicant" ON "sign_in_tokens" USING btree ("applicant_id");--> statement-breakpoint
-- The links already e-mailed keep working (or keep saying "used" or "expired").
INSERT INTO "sign_in_tokens" ("token_hash", "purpose", "email", "trainer_id", "applicant_id", "created_at", "expires_at", "used_at")
	SELECT "token_hash", 'login', "email", "trainer_id", NULL, "created_at", "expires_at", "used_at" FROM "login_tokens"
	ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "sign_in_tokens" ("token_hash", "purpose", "email", "trainer_id", "applicant_id", "created_at", "expires_at", "used_at")
	SELECT "token_hash", 'applicant', "email", NULL, "applicant_id", "created_at", "expires_at", "used_at" FROM "applicant_tokens"
	ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "applicant_tokens" CASCADE;--> statement-breakpoint
DROP TABLE "login_tokens" CASCADE;--> statement-breakpoint
-- Each session's kind comes from the id it has. One with both ids or none (never written by the app)
-- could satisfy no kind: it is ended, which only signs that browser out.
ALTER TABLE "sessions" ADD COLUMN "kind" text;--> statement-breakpoint
DELETE FROM "sessions" WHERE ("trainer_id" IS NULL) = ("applicant_id" IS NULL);--> statement-breakpoint
UPDATE "sessions" SET "kind" = CASE WHEN "trainer_id" IS NOT NULL THEN 'trainer' ELSE 'applicant' END;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "kind" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "sessions_applicant" ON "sessions" USING btree ("applicant_id");--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_one_principal" CHECK (("sessions"."kind" = 'trainer' and "sessions"."trainer_id" is not null and "sessions"."applicant_id" is null) or ("sessions"."kind" = 'applicant' and "sessions"."applicant_id" is not null and "sessions"."trainer_id" is null));
