-- Goods written (an order's lines inserted, changed or deleted): the old amounts go, the new ones
-- come, each under its order's keys if the order counts. The orders are read from the other table,
-- so they are locked first (FOR SHARE, until commit): a transaction changing an order's status,
-- supplier, project, currency or date holds it (FOR UPDATE) and the two go one after the other,
-- and whichever comes second reads, in a statement that starts after the first has committed, what
-- the first wrote. Without that lock, a goods change and a cancellation of the same order, each
-- reading the other's row as it was, would both take the old amount away.
CREATE OR REPLACE FUNCTION "spend_totals_goods"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "ids" int[];
  "changes" "spend_change"[] := '{}';
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg("purchase_order_id") INTO "ids" FROM "new_goods";
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(u."id") INTO "ids" FROM (
      SELECT "purchase_order_id" AS "id" FROM "new_goods"
      UNION SELECT "purchase_order_id" FROM "old_goods") u;
  ELSE
    SELECT array_agg("purchase_order_id") INTO "ids" FROM "old_goods";
  END IF;
  PERFORM 1 FROM "purchase_orders" WHERE "id" = ANY ("ids") ORDER BY "id" FOR SHARE;
  IF TG_OP <> 'DELETE' THEN
    "changes" := "changes" || ARRAY(
      SELECT ROW(o."stakeholder_id", o."currency", o."supplier_id", o."supplier_name", o."project_id",
                 o."created_at", 1, g."amount")::"spend_change"
      FROM "new_goods" g JOIN "purchase_orders" o ON o."id" = g."purchase_order_id"
      WHERE o."status" <> 'cancelled');
  END IF;
  IF TG_OP <> 'INSERT' THEN
    "changes" := "changes" || ARRAY(
      SELECT ROW(o."stakeholder_id", o."currency", o."supplier_id", o."supplier_name", o."project_id",
                 o."created_at", -1, -g."amount")::"spend_change"
      FROM "old_goods" g JOIN "purchase_orders" o ON o."id" = g."purchase_order_id"
      WHERE o."status" <> 'cancelled');
  END IF;
  PERFORM "spend_totals_apply"("changes");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "spend_totals_goods_insert" AFTER INSERT ON "purchase_order_goods"
  REFERENCING NEW TABLE AS "new_goods" FOR EACH STATEMENT EXECUTE FUNCTION "spend_totals_goods"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "spend_totals_goods_update" AFTER UPDATE ON "purchase_order_goods"
  REFERENCING OLD TABLE AS "old_goods" NEW TABLE AS "new_goods"
  FOR EACH STATEMENT EXECUTE FUNCTION "spend_totals_goods"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "spend_totals_goods_delete" AFTER DELETE ON "purchase_order_goods"
  REFERENCING OLD TABLE AS "old_goods" FOR EACH STATEMENT EXECUTE FUNCTION "spend_totals_goods"();
