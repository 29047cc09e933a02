CREATE TABLE "client_views" (
	"profile_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_views_profile_id_user_id_day_pk" PRIMARY KEY("profile_id","user_id","day")
);
--> statement-breakpoint
CREATE TABLE "plan_figures" (
	"profile_id" integer PRIMARY KEY NOT NULL,
	"version" integer,
	"fingerprint" text,
	"probability" double precision,
	"net_worth" double precision,
	"total_assets" double precision,
	"incomplete" text,
	"computed_at" timestamp with time zone,
	"stale" boolean DEFAULT true NOT NULL,
	"stale_seq" integer DEFAULT 1 NOT NULL,
	"claimed_until" timestamp with time zone,
	"claimed_by" text,
	"runs" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_views" ADD CONSTRAINT "client_views_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_views" ADD CONSTRAINT "client_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_figures" ADD CONSTRAINT "plan_figures_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_figures_stale_idx" ON "plan_figures" USING btree ("stale");--> statement-breakpoint
-- Every plan has a figures row (stale until first computed); the dashboards and the figures worker read it.
INSERT INTO "plan_figures" ("profile_id") SELECT "id" FROM "profiles" ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "mark_figures_stale"(lvl integer, lkey integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF lvl = 1 THEN
    UPDATE "plan_figures" SET "stale" = true, "stale_seq" = "stale_seq" + 1;
  ELSIF lvl = 4 THEN
    UPDATE "plan_figures" SET "stale" = true, "stale_seq" = "stale_seq" + 1 WHERE "profile_id" IN
      (SELECT p."id" FROM "profiles" p JOIN "team_members" m ON m."user_id" = p."advisor_user_id" WHERE m."team_id" = lkey);
  ELSIF lvl = 5 THEN
    UPDATE "plan_figures" SET "stale" = true, "stale_seq" = "stale_seq" + 1 WHERE "profile_id" IN
      (SELECT "id" FROM "profiles" WHERE "advisor_user_id" = lkey);
  ELSIF lvl = 6 THEN
    UPDATE "plan_figures" SET "stale" = true, "stale_seq" = "stale_seq" + 1 WHERE "profile_id" = lkey;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "figures_profile_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "plan_figures" ("profile_id") VALUES (NEW."id") ON CONFLICT DO NOTHING;
  ELSIF NEW."version" IS DISTINCT FROM OLD."version" OR NEW."advisor_user_id" IS DISTINCT FROM OLD."advisor_user_id" THEN
    PERFORM "mark_figures_stale"(6, NEW."id");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "profiles_figures" AFTER INSERT OR UPDATE ON "profiles" FOR EACH ROW EXECUTE FUNCTION "figures_profile_change"();
--> statement-breakpoint
-- Assumption sets and mappings: a set at a level is only used at that level or below it.
CREATE OR REPLACE FUNCTION "figures_level_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE r record;
BEGIN
  IF TG_OP = 'DELETE' THEN r := OLD; ELSE r := NEW; END IF;
  IF TG_TABLE_NAME = 'settings' THEN
    IF r."key" NOT IN ('portfolio_assumption', 'inflation', 'monte_carlo_trials') THEN
      RETURN NULL;
    END IF;
  END IF;
  PERFORM "mark_figures_stale"(r."level", r."level_key");
  IF TG_OP = 'UPDATE' AND (OLD."level" <> NEW."level" OR OLD."level_key" <> NEW."level_key") THEN
    PERFORM "mark_figures_stale"(OLD."level", OLD."level_key");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "assumptions_figures" AFTER INSERT OR UPDATE OR DELETE ON "assumptions" FOR EACH ROW EXECUTE FUNCTION "figures_level_change"();
--> statement-breakpoint
CREATE TRIGGER "assumption_mappings_figures" AFTER INSERT OR UPDATE OR DELETE ON "assumption_mappings" FOR EACH ROW EXECUTE FUNCTION "figures_level_change"();
--> statement-breakpoint
CREATE TRIGGER "settings_figures" AFTER INSERT OR UPDATE OR DELETE ON "settings" FOR EACH ROW EXECUTE FUNCTION "figures_level_change"();
--> statement-breakpoint
-- Joining or leaving a team changes which team assumptions reach the member's plans.
CREATE OR REPLACE FUNCTION "figures_member_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN PERFORM "mark_figures_stale"(5, OLD."user_id"); END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN PERFORM "mark_figures_stale"(5, NEW."user_id"); END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "team_members_figures" AFTER INSERT OR UPDATE OR DELETE ON "team_members" FOR EACH ROW EXECUTE FUNCTION "figures_member_change"();
