-- An order's goods are summed again from its lines (an amount's decimal places then read exactly as
-- a sum of the lines would); an order with no line left has no row.
CREATE OR REPLACE FUNCTION "purchase_order_goods_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "purchase_order_id") INTO touched FROM "new_lines";
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT o) INTO touched FROM (
      SELECT "purchase_order_id" AS o FROM "new_lines" UNION SELECT "purchase_order_id" FROM "old_lines") u;
  ELSE
    SELECT array_agg(DISTINCT "purchase_order_id") INTO touched FROM "old_lines";
  END IF;
  DELETE FROM "purchase_order_goods" g WHERE g."purchase_order_id" = ANY (touched)
    AND NOT EXISTS (SELECT 1 FROM "purchase_order_lines" l WHERE l."purchase_order_id" = g."purchase_order_id");
  INSERT INTO "purchase_order_goods" AS g ("purchase_order_id", "amount", "lines")
  SELECT l."purchase_order_id", sum(l."amount"), count(*)::int
  FROM "purchase_order_lines" l
  WHERE l."purchase_order_id" = ANY (touched)
  GROUP BY l."purchase_order_id" ORDER BY l."purchase_order_id"
  ON CONFLICT ("purchase_order_id") DO UPDATE SET "amount" = excluded."amount", "lines" = excluded."lines";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "purchase_order_goods_insert" AFTER INSERT ON "purchase_order_lines"
  REFERENCING NEW TABLE AS "new_lines" FOR EACH STATEMENT EXECUTE FUNCTION "purchase_order_goods_apply"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "purchase_order_goods_update" AFTER UPDATE ON "purchase_order_lines"
  REFERENCING OLD TABLE AS "old_lines" NEW TABLE AS "new_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION "purchase_order_goods_apply"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "purchase_order_goods_delete" AFTER DELETE ON "purchase_order_lines"
  REFERENCING OLD TABLE AS "old_lines" FOR EACH STATEMENT EXECUTE FUNCTION "purchase_order_goods_apply"();
