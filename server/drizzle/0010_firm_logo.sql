CREATE TABLE "level_logos" (
	"level" integer NOT NULL,
	"level_key" integer NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "level_logos_level_level_key_pk" PRIMARY KEY("level","level_key")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "from_name" text;