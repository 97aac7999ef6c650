CREATE TABLE "document_versions" (
	"document_id" text NOT NULL,
	"version" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"text_sha256" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "document_versions_document_id_version_pk" PRIMARY KEY("document_id","version")
);
--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_document_id_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_versions" ADD CONSTRAINT "document_versions_created_by_trainers_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."trainers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The current text of each document becomes its first kept version (written by hand: drizzle-kit writes no data).
INSERT INTO "document_versions" ("document_id", "version", "title", "body", "text_sha256")
SELECT "id", "version", "title", "body", encode(sha256(convert_to("body", 'UTF8')), 'hex') FROM "documents"
ON CONFLICT DO NOTHING;
