-- Orders changed (a status move, a cancellation, the supplier gone from the directory): the
-- orders whose figures move leave their old keys and join their new ones, with their goods. The
-- updated orders are locked by this statement until commit, so their goods cannot change
-- meanwhile: a goods change locks the order first (above) and waits, and one that came first has
-- committed before this update could lock the order, so the goods read here are the latest. An
-- order's id cannot change while it has goods (their foreign key), so old and new pair by id.
CREATE OR REPLACE FUNCTION "spend_totals_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "spend_totals_apply"(ARRAY(
    WITH "moved" AS (
      SELECT n."id" FROM "new_orders" n JOIN "old_orders" o ON o."id" = n."id"
      WHERE (n."status" = 'cancelled') <> (o."status" = 'cancelled')
        OR n."stakeholder_id" <> o."stakeholder_id" OR n."currency" <> o."currency"
        OR n."supplier_id" IS DISTINCT FROM o."supplier_id" OR n."supplier_name" <> o."supplier_name"
        OR n."project_id" <> o."project_id" OR n."created_at" <> o."created_at")
    SELECT ROW(n."stakeholder_id", n."currency", n."supplier_id", n."supplier_name", n."project_id",
               n."created_at", 1, g."amount")::"spend_change"
    FROM "new_orders" n JOIN "moved" m ON m."id" = n."id"
    JOIN "purchase_order_goods" g ON g."purchase_order_id" = n."id"
    WHERE n."status" <> 'cancelled'
    UNION ALL
    SELECT ROW(o."stakeholder_id", o."currency", o."supplier_id", o."supplier_name", o."project_id",
               o."created_at", -1, -g."amount")::"spend_change"
    FROM "old_orders" o JOIN "moved" m ON m."id" = o."id"
    JOIN "purchase_order_goods" g ON g."purchase_order_id" = o."id"
    WHERE o."status" <> 'cancelled'));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "spend_totals_orders_update" AFTER UPDATE ON "purchase_orders"
  REFERENCING OLD TABLE AS "old_orders" NEW TABLE AS "new_orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "spend_totals_orders"();
