-- Adds the changes to their keys. The decimal places of an order's amount are part of the row's
-- key, so each row's sum keeps them and the view's sum of a key's rows has those of a sum of its
-- orders. A company being deleted takes its rows by cascade, so its changes are left out.
CREATE OR REPLACE FUNCTION "spend_totals_apply"("changes" "spend_change"[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "deltas" "spend_totals"[];
  "held" bigint[];
BEGIN
  SELECT array_agg(ROW(NULL, d.*)::"spend_totals") INTO "deltas" FROM (
    SELECT c."stakeholder_id", k."dimension", c."currency", k."key", k."supplier_id",
      k."supplier_name", scale(c."amount")::smallint, sum(c."orders")::int, sum(c."amount")
    FROM unnest("changes") c
    CROSS JOIN LATERAL "spend_keys"(c."supplier_id", c."supplier_name", c."project_id", c."created_at") k
    WHERE EXISTS (SELECT 1 FROM "stakeholders" s WHERE s."id" = c."stakeholder_id")
    GROUP BY 1, 2, 3, 4, 5, 6, 7
    HAVING sum(c."orders") <> 0 OR sum(c."amount") <> 0) d;
  IF "deltas" IS NULL THEN
    RETURN;
  END IF;
  SELECT array_agg(h."id") INTO "held" FROM (
    SELECT t."id" FROM "spend_totals" t
    WHERE (t."stakeholder_id", t."dimension", t."currency", t."key", t."supplier_name", t."scale") IN (
      SELECT d."stakeholder_id", d."dimension", d."currency", d."key", d."supplier_name", d."scale"
      FROM unnest("deltas") d)
    FOR UPDATE OF t SKIP LOCKED) h;
  INSERT INTO "spend_totals" ("stakeholder_id", "dimension", "currency", "key", "supplier_id",
    "supplier_name", "scale", "orders", "amount")
  SELECT "stakeholder_id", "dimension", "currency", "key", "supplier_id", "supplier_name", "scale",
    sum("orders")::int, sum("amount")
  FROM (SELECT * FROM "spend_totals" WHERE "id" = ANY ("held")
        UNION ALL SELECT * FROM unnest("deltas")) r
  GROUP BY "stakeholder_id", "dimension", "currency", "key", "supplier_id", "supplier_name", "scale"
  HAVING sum("orders") <> 0 OR sum("amount") <> 0;
  DELETE FROM "spend_totals" WHERE "id" = ANY ("held");
END $$;
