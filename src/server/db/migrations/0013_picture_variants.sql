CREATE TABLE "picture_variants" (
	"trainer_id" integer NOT NULL,
	"hash" text NOT NULL,
	"variant" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "picture_variants_trainer_id_hash_variant_pk" PRIMARY KEY("trainer_id","hash","variant")
);
