-- Bumps calc_epoch on every change to what a combined calculation result reads besides the plan's own records
-- (those bump profiles.version): scenarios, actions, settings, assumption sets and mappings, teams and members.
INSERT INTO "calc_epoch" ("id", "epoch") VALUES (1, 1) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "bump_calc_epoch"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "calc_epoch" SET "epoch" = "epoch" + 1 WHERE "id" = 1;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "scenarios_calc_epoch" AFTER INSERT OR UPDATE OR DELETE ON "scenarios" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calc_epoch"();
--> statement-breakpoint
CREATE TRIGGER "actions_calc_epoch" AFTER INSERT OR UPDATE OR DELETE ON "actions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calc_epoch"();
--> statement-breakpoint
CREATE TRIGGER "settings_calc_epoch" AFTER INSERT OR UPDATE OR DELETE ON "settings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calc_epoch"();
--> statement-breakpoint
CREATE TRIGGER "assumptions_calc_epoch" AFTER INSERT OR UPDATE OR DELETE ON "assumptions" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calc_epoch"();
--> statement-breakpoint
CREATE TRIGGER "assumption_mappings_calc_epoch" AFTER INSERT OR UPDATE OR DELETE ON "assumption_mappings" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calc_epoch"();
--> statement-breakpoint
CREATE TRIGGER "teams_calc_epoch" AFTER INSERT OR UPDATE OR DELETE ON "teams" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calc_epoch"();
--> statement-breakpoint
CREATE TRIGGER "team_members_calc_epoch" AFTER INSERT OR UPDATE OR DELETE ON "team_members" FOR EACH STATEMENT EXECUTE FUNCTION "bump_calc_epoch"();
