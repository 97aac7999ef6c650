CREATE TYPE "public"."announcement_priority" AS ENUM('info', 'important', 'urgent');--> statement-breakpoint
CREATE TYPE "public"."mail_status" AS ENUM('queued', 'sent', 'failed');--> statement-breakpoint
CREATE TYPE "public"."onboarding_status" AS ENUM('details_pending', 'payment_pending', 'documents_pending', 'completed');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('pending', 'claimed', 'completed');--> statement-breakpoint
CREATE TYPE "public"."role_name" AS ENUM('trainer', 'admin', 'announcement_author');--> statement-breakpoint
CREATE TYPE "public"."trainer_status" AS ENUM('in_training', 'certified', 'hq', 'suspended', 'revoked');--> statement-breakpoint
CREATE TABLE "announcement_dismissals" (
	"announcement_id" integer NOT NULL,
	"trainer_id" integer NOT NULL,
	"dismissed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_dismissals_announcement_id_trainer_id_pk" PRIMARY KEY("announcement_id","trainer_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" serial PRIMARY KEY NOT NULL,
	"message" text NOT NULL,
	"priority" "announcement_priority" DEFAULT 'info' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applicants" (
	"id" serial PRIMARY KEY NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"city" text,
	"state" text,
	"address" text,
	"shirt_size" text,
	"device_color" text,
	"payment_plan" text,
	"agree_terms" boolean DEFAULT false NOT NULL,
	"terms_version" text,
	"payment_status" "payment_status" DEFAULT 'pending' NOT NULL,
	"payment_claimed_at" timestamp with time zone,
	"payment_verified_at" timestamp with time zone,
	"payment_verified_by" text,
	"onboarding_status" "onboarding_status" DEFAULT 'payment_pending' NOT NULL,
	"welcome_links_visited" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"trainer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"trainer_id" integer NOT NULL,
	"assessment_id" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"score" integer NOT NULL,
	"total_questions" integer NOT NULL,
	"passed" boolean NOT NULL,
	"time_spent" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessment_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"assessment_id" integer NOT NULL,
	"position" integer NOT NULL,
	"question" text NOT NULL,
	"options" jsonb NOT NULL,
	"correct_answer" integer NOT NULL,
	"explanation" text NOT NULL,
	"curriculum_guidance" text
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"class_number" integer NOT NULL,
	"pass_threshold" integer DEFAULT 80 NOT NULL,
	CONSTRAINT "assessments_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"trainer_id" integer NOT NULL,
	"title" text DEFAULT '2-Hour Basic Self-Defense Class' NOT NULL,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"time_zone" text NOT NULL,
	"location" text NOT NULL,
	"address" text,
	"price_cents" integer DEFAULT 7500 NOT NULL,
	"payment_link" text,
	"capacity" integer,
	"spots_left" integer,
	"type" text,
	"level" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"version" text NOT NULL,
	"required" boolean DEFAULT true NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"trainer_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"kind" text NOT NULL,
	"status" "mail_status" DEFAULT 'queued' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "module_resources" (
	"id" serial PRIMARY KEY NOT NULL,
	"module_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"link" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modules" (
	"id" integer PRIMARY KEY NOT NULL,
	"week" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"instructor_only" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resource_views" (
	"trainer_id" integer NOT NULL,
	"resource_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "resource_views_trainer_id_resource_id_pk" PRIMARY KEY("trainer_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"trainer_id" integer,
	"applicant_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "signatures" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_id" text NOT NULL,
	"document_version" text NOT NULL,
	"applicant_id" integer,
	"trainer_id" integer,
	"signer_name" text NOT NULL,
	"text_sha256" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_content" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "slug_history" (
	"slug" text PRIMARY KEY NOT NULL,
	"trainer_id" integer NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trainer_profiles" (
	"trainer_id" integer PRIMARY KEY NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"display_name" text,
	"phone" text,
	"address" text,
	"city" text,
	"state" text,
	"postal_code" text,
	"website" text,
	"bio" text,
	"public_bio" text,
	"notes" text,
	"profile_picture" text,
	"instagram" text,
	"facebook" text,
	"tiktok" text,
	"linkedin" text,
	"twitter" text,
	"pillar" text,
	"youtube" text,
	"other_social_media" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"training_date" date,
	"certification_date" date,
	"renewal_date" date,
	"has_insurance" boolean DEFAULT false NOT NULL,
	"insurance_provider" text,
	"insurance_expiry" date,
	"has_stripe" boolean DEFAULT false NOT NULL,
	"stripe_payment_link" text,
	"has_paypal" boolean DEFAULT false NOT NULL,
	"paypal_payment_link" text,
	"has_pillar" boolean DEFAULT false NOT NULL,
	"pillar_account_link" text,
	"has_affiliate_link" boolean DEFAULT false NOT NULL,
	"affiliate_link" text,
	"has_curriculum" boolean DEFAULT true NOT NULL,
	"has_marketing_resources" boolean DEFAULT true NOT NULL,
	"has_workbooks" boolean DEFAULT true NOT NULL,
	"has_video_library" boolean DEFAULT false NOT NULL,
	"has_trainer_drive" boolean DEFAULT false NOT NULL,
	"has_canva" boolean DEFAULT false NOT NULL,
	"has_marketing_assets" boolean DEFAULT false NOT NULL,
	"in_whatsapp" boolean DEFAULT false NOT NULL,
	"in_facebook" boolean DEFAULT false NOT NULL,
	"community_notes" text,
	"publicly_listed" boolean DEFAULT true NOT NULL,
	"featured_trainer" boolean DEFAULT false NOT NULL,
	"show_full_name" boolean DEFAULT false NOT NULL,
	"show_email" boolean DEFAULT false NOT NULL,
	"show_phone" boolean DEFAULT false NOT NULL,
	"show_city" boolean DEFAULT true NOT NULL,
	"show_state" boolean DEFAULT true NOT NULL,
	"show_bio" boolean DEFAULT true NOT NULL,
	"show_website" boolean DEFAULT true NOT NULL,
	"show_social_media" boolean DEFAULT true NOT NULL,
	"display_location" text,
	"availability_description" text,
	"display_contact" text,
	"public_phone" text,
	"public_email" text,
	"specializations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"class_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"years_experience" integer DEFAULT 0 NOT NULL,
	"experience_level" text,
	"experience_description" text,
	"testimonials" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"website_public" text,
	"public_social_media" text,
	"latitude" double precision,
	"longitude" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trainer_roles" (
	"trainer_id" integer NOT NULL,
	"role" "role_name" NOT NULL,
	CONSTRAINT "trainer_roles_trainer_id_role_pk" PRIMARY KEY("trainer_id","role")
);
--> statement-breakpoint
CREATE TABLE "trainers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"status" "trainer_status" DEFAULT 'certified' NOT NULL,
	"slug" text NOT NULL,
	"time_zone" text DEFAULT 'America/Chicago' NOT NULL,
	"payment_status" "payment_status" DEFAULT 'completed' NOT NULL,
	"onboarding_status" "onboarding_status" DEFAULT 'completed' NOT NULL,
	"password_hash" text,
	"affiliate_code" text,
	"classes_version" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"topic" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcement_dismissals" ADD CONSTRAINT "announcement_dismissals_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_dismissals" ADD CONSTRAINT "announcement_dismissals_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_created_by_trainers_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."trainers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applicants" ADD CONSTRAINT "applicants_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_questions" ADD CONSTRAINT "assessment_questions_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_tokens" ADD CONSTRAINT "login_tokens_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "module_resources" ADD CONSTRAINT "module_resources_module_id_modules_id_fk" FOREIGN KEY ("module_id") REFERENCES "public"."modules"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_views" ADD CONSTRAINT "resource_views_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resource_views" ADD CONSTRAINT "resource_views_resource_id_module_resources_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."module_resources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_applicant_id_applicants_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."applicants"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signatures" ADD CONSTRAINT "signatures_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_content" ADD CONSTRAINT "site_content_updated_by_trainers_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."trainers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "slug_history" ADD CONSTRAINT "slug_history_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_profiles" ADD CONSTRAINT "trainer_profiles_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trainer_roles" ADD CONSTRAINT "trainer_roles_trainer_id_trainers_id_fk" FOREIGN KEY ("trainer_id") REFERENCES "public"."trainers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applicants_email" ON "applicants" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "assessment_attempts_trainer" ON "assessment_attempts" USING btree ("trainer_id","assessment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_questions_position" ON "assessment_questions" USING btree ("assessment_id","position");--> statement-breakpoint
CREATE INDEX "classes_trainer_date" ON "classes" USING btree ("trainer_id","date");--> statement-breakpoint
CREATE INDEX "classes_date" ON "classes" USING btree ("date");--> statement-breakpoint
CREATE INDEX "login_tokens_email" ON "login_tokens" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "module_resources_position" ON "module_resources" USING btree ("module_id","position");--> statement-breakpoint
CREATE INDEX "sessions_trainer" ON "sessions" USING btree ("trainer_id");--> statement-breakpoint
CREATE INDEX "signatures_applicant" ON "signatures" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "signatures_trainer" ON "signatures" USING btree ("trainer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "trainers_email_unique" ON "trainers" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "trainers_slug_unique" ON "trainers" USING btree ("slug");