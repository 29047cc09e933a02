ALTER TABLE "payments" ALTER COLUMN "amount" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "unit_price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "price_overrides" ALTER COLUMN "price" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "team_id" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_team_idx" ON "profiles" USING btree ("team_id");--> statement-breakpoint
-- Existing plans belong to their advisor's first team (the one joined first, whose settings they inherit).
UPDATE "profiles" SET "team_id" = (
  SELECT tm."team_id" FROM "team_members" tm WHERE tm."user_id" = "profiles"."advisor_user_id" AND tm."role" <> 'STAFF' ORDER BY tm."id" LIMIT 1
) WHERE "team_id" IS NULL AND "advisor_user_id" IS NOT NULL;
--> statement-breakpoint
-- A plan created without naming its team belongs to its advisor's first team (none outside any team); the
-- server names the team itself when a member creates a plan for an advisor through a given team.
CREATE OR REPLACE FUNCTION "profile_default_team"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."team_id" IS NULL AND NEW."advisor_user_id" IS NOT NULL THEN
    SELECT tm."team_id" INTO NEW."team_id" FROM "team_members" tm
      WHERE tm."user_id" = NEW."advisor_user_id" AND tm."role" <> 'STAFF' ORDER BY tm."id" LIMIT 1;
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "profiles_default_team" BEFORE INSERT ON "profiles" FOR EACH ROW EXECUTE FUNCTION "profile_default_team"();
