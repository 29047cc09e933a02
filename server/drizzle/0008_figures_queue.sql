ALTER TABLE "plan_figures" ADD COLUMN "stale_at" timestamp with time zone DEFAULT now();--> statement-breakpoint
-- Marking a plan stale also notes when (stale_at): the figures worker waits until a plan has been quiet for a moment.
CREATE OR REPLACE FUNCTION "mark_figures_stale"(lvl integer, lkey integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF lvl = 1 THEN
    UPDATE "plan_figures" SET "stale" = true, "stale_seq" = "stale_seq" + 1, "stale_at" = now();
  ELSIF lvl = 4 THEN
    UPDATE "plan_figures" SET "stale" = true, "stale_seq" = "stale_seq" + 1, "stale_at" = now() WHERE "profile_id" IN
      (SELECT p."id" FROM "profiles" p JOIN "team_members" m ON m."user_id" = p."advisor_user_id" WHERE m."team_id" = lkey);
  ELSIF lvl = 5 THEN
    UPDATE "plan_figures" SET "stale" = true, "stale_seq" = "stale_seq" + 1, "stale_at" = now() WHERE "profile_id" IN
      (SELECT "id" FROM "profiles" WHERE "advisor_user_id" = lkey);
  ELSIF lvl = 6 THEN
    UPDATE "plan_figures" SET "stale" = true, "stale_seq" = "stale_seq" + 1, "stale_at" = now() WHERE "profile_id" = lkey;
  END IF;
END
$$;
