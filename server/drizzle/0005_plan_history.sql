CREATE TABLE "plan_version_results" (
	"profile_id" integer NOT NULL,
	"version" integer NOT NULL,
	"probability_of_success" double precision,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_version_results_profile_id_version_pk" PRIMARY KEY("profile_id","version")
);
--> statement-breakpoint
ALTER TABLE "plan_events" ADD COLUMN "area" text;--> statement-breakpoint
ALTER TABLE "plan_events" ADD COLUMN "version" integer;--> statement-breakpoint
ALTER TABLE "plan_events" ADD COLUMN "changes" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "plan_version_results" ADD CONSTRAINT "plan_version_results_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;