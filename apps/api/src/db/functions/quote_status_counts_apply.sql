-- The dashboard's two counts read these summaries instead of every quote waiting and every sent
-- RFQ (docs/measurements/queries.md § Queries at scale). Like those of 0009, triggers keep them in
-- the same transaction as every write of the rows they depend on, cascades included; statement
-- triggers with transition tables, so a bulk write applies one grouped change.
CREATE OR REPLACE FUNCTION "quote_status_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "quote_status_counts" AS c ("stakeholder_id", "status", "quotes")
    SELECT "stakeholder_id", "status", count(*)::int FROM "new_rows" GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("stakeholder_id", "status") DO UPDATE SET "quotes" = c."quotes" + excluded."quotes";
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only the statuses whose count changes are written: saving a quote's values leaves them be.
    INSERT INTO "quote_status_counts" AS c ("stakeholder_id", "status", "quotes")
    SELECT "stakeholder_id", "status", sum("n")::int FROM (
      SELECT "stakeholder_id", "status", 1 AS "n" FROM "new_rows"
      UNION ALL SELECT "stakeholder_id", "status", -1 FROM "old_rows") d
    GROUP BY 1, 2 HAVING sum("n") <> 0 ORDER BY 1, 2
    ON CONFLICT ("stakeholder_id", "status") DO UPDATE SET "quotes" = c."quotes" + excluded."quotes";
  ELSE
    -- A delete only takes away (a company's deletion has already removed its counts).
    UPDATE "quote_status_counts" AS c SET "quotes" = c."quotes" - d."n"
    FROM (SELECT "stakeholder_id", "status", count(*)::int AS "n" FROM "old_rows"
          GROUP BY 1, 2 ORDER BY 1, 2) d
    WHERE c."stakeholder_id" = d."stakeholder_id" AND c."status" = d."status";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "quote_status_counts_insert" AFTER INSERT ON "quotes"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "quote_status_counts_apply"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "quote_status_counts_update" AFTER UPDATE ON "quotes"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "quote_status_counts_apply"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "quote_status_counts_delete" AFTER DELETE ON "quotes"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "quote_status_counts_apply"();
