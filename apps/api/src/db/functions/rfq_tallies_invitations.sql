-- Invitations likewise: +1 as written and -1 as they were in each count they are in. The first
-- look that marks an invitation viewed changes neither count of its RFQ.
CREATE OR REPLACE FUNCTION "rfq_tallies_invitations"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "rfq_ids" int[] := '{}';
  "invited_signs" int[] := '{}';
  "answered_signs" int[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT "rfq_ids" || array_agg("rfq_id"),
      "invited_signs" || array_agg(("status" <> 'withdrawn')::int),
      "answered_signs" || array_agg(("status" = 'answered')::int)
    INTO "rfq_ids", "invited_signs", "answered_signs" FROM "new_rows";
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT "rfq_ids" || array_agg("rfq_id"),
      "invited_signs" || array_agg(-("status" <> 'withdrawn')::int),
      "answered_signs" || array_agg(-("status" = 'answered')::int)
    INTO "rfq_ids", "invited_signs", "answered_signs" FROM "old_rows";
  END IF;
  UPDATE "rfq_tallies" t
  SET "invited" = t."invited" + d."invited", "answered" = t."answered" + d."answered"
  FROM (
    SELECT "rfq_id", sum(c."invited")::int AS "invited", sum(c."answered")::int AS "answered"
    FROM unnest("rfq_ids", "invited_signs", "answered_signs") AS c("rfq_id", "invited", "answered")
    GROUP BY "rfq_id"
  ) d
  WHERE t."rfq_id" = d."rfq_id" AND (d."invited" <> 0 OR d."answered" <> 0);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "tally_rfq_invitations_insert" AFTER INSERT ON "rfq_invitations"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_tallies_invitations"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "tally_rfq_invitations_update" AFTER UPDATE ON "rfq_invitations"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "rfq_tallies_invitations"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "tally_rfq_invitations_delete" AFTER DELETE ON "rfq_invitations"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_tallies_invitations"();
