-- The summaries are kept by triggers, in the same transaction as every write of the rows they sum
-- (confirming a quote again, an order's lines, deletes that cascade from a company or a quote), so
-- the analytics read them as exact as the raw rows (docs/measurements/queries.md § Queries at
-- scale). Statement triggers with transition tables: a bulk insert applies one grouped change, not
-- one per row.
CREATE OR REPLACE FUNCTION "price_item_months_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "price_item_months" AS m ("stakeholder_id", "month", "item_key", "records")
    SELECT "stakeholder_id", date_trunc('month', "price_date")::date, "item_key", count(*)::int
    FROM "new_records" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("stakeholder_id", "month", "item_key")
    DO UPDATE SET "records" = m."records" + excluded."records";
  ELSE
    -- UPDATE and DELETE: take the old rows out (an UPDATE then puts the new ones back below).
    UPDATE "price_item_months" AS m SET "records" = m."records" - d."records"
    FROM (SELECT "stakeholder_id", date_trunc('month', "price_date")::date AS "month", "item_key",
                 count(*)::int AS "records"
          FROM "old_records" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) d
    WHERE m."stakeholder_id" = d."stakeholder_id" AND m."month" = d."month"
      AND m."item_key" = d."item_key";
    IF TG_OP = 'UPDATE' THEN
      INSERT INTO "price_item_months" AS m ("stakeholder_id", "month", "item_key", "records")
      SELECT "stakeholder_id", date_trunc('month', "price_date")::date, "item_key", count(*)::int
      FROM "new_records" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT ("stakeholder_id", "month", "item_key")
      DO UPDATE SET "records" = m."records" + excluded."records";
    END IF;
    DELETE FROM "price_item_months" m
    USING (SELECT DISTINCT "stakeholder_id", date_trunc('month', "price_date")::date AS "month", "item_key"
           FROM "old_records") d
    WHERE m."records" = 0 AND m."stakeholder_id" = d."stakeholder_id" AND m."month" = d."month"
      AND m."item_key" = d."item_key";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "price_item_months_insert" AFTER INSERT ON "price_records"
  REFERENCING NEW TABLE AS "new_records" FOR EACH STATEMENT EXECUTE FUNCTION "price_item_months_apply"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "price_item_months_update" AFTER UPDATE ON "price_records"
  REFERENCING OLD TABLE AS "old_records" NEW TABLE AS "new_records"
  FOR EACH STATEMENT EXECUTE FUNCTION "price_item_months_apply"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "price_item_months_delete" AFTER DELETE ON "price_records"
  REFERENCING OLD TABLE AS "old_records" FOR EACH STATEMENT EXECUTE FUNCTION "price_item_months_apply"();
