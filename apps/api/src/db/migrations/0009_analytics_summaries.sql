CREATE TABLE "price_item_months" (
	"stakeholder_id" integer NOT NULL,
	"month" date NOT NULL,
	"item_key" varchar(500) NOT NULL,
	"records" integer NOT NULL,
	CONSTRAINT "price_item_months_stakeholder_id_month_item_key_pk" PRIMARY KEY("stakeholder_id","month","item_key")
);
--> statement-breakpoint
CREATE TABLE "purchase_order_goods" (
	"purchase_order_id" integer PRIMARY KEY NOT NULL,
	"amount" numeric NOT NULL,
	"lines" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_item_months" ADD CONSTRAINT "price_item_months_stakeholder_id_stakeholders_id_fk" FOREIGN KEY ("stakeholder_id") REFERENCES "public"."stakeholders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_goods" ADD CONSTRAINT "purchase_order_goods_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_records_project_idx" ON "price_records" USING btree ("stakeholder_id","project_id","item_key");--> statement-breakpoint
CREATE INDEX "price_records_supplier_idx" ON "price_records" USING btree ("stakeholder_id","supplier_id","item_key");--> statement-breakpoint
CREATE INDEX "price_records_date_idx" ON "price_records" USING btree ("stakeholder_id","price_date","item_key");--> statement-breakpoint
-- The summaries are kept by triggers, in the same transaction as every write of the rows they sum
-- (confirming a quote again, an order's lines, deletes that cascade from a company or a quote), so
-- the analytics read them as exact as the raw rows (docs/measurements/queries.md § Queries at scale).
-- Statement triggers with transition tables: a bulk insert applies one grouped change, not one per row.
CREATE FUNCTION "price_item_months_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER "price_item_months_insert" AFTER INSERT ON "price_records"
  REFERENCING NEW TABLE AS "new_records" FOR EACH STATEMENT EXECUTE FUNCTION "price_item_months_apply"();
--> statement-breakpoint
CREATE TRIGGER "price_item_months_update" AFTER UPDATE ON "price_records"
  REFERENCING OLD TABLE AS "old_records" NEW TABLE AS "new_records"
  FOR EACH STATEMENT EXECUTE FUNCTION "price_item_months_apply"();
--> statement-breakpoint
CREATE TRIGGER "price_item_months_delete" AFTER DELETE ON "price_records"
  REFERENCING OLD TABLE AS "old_records" FOR EACH STATEMENT EXECUTE FUNCTION "price_item_months_apply"();
--> statement-breakpoint
-- An order's goods are summed again from its lines (an amount's decimal places then read exactly as
-- a sum of the lines would); an order with no line left has no row.
CREATE FUNCTION "purchase_order_goods_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER "purchase_order_goods_insert" AFTER INSERT ON "purchase_order_lines"
  REFERENCING NEW TABLE AS "new_lines" FOR EACH STATEMENT EXECUTE FUNCTION "purchase_order_goods_apply"();
--> statement-breakpoint
CREATE TRIGGER "purchase_order_goods_update" AFTER UPDATE ON "purchase_order_lines"
  REFERENCING OLD TABLE AS "old_lines" NEW TABLE AS "new_lines"
  FOR EACH STATEMENT EXECUTE FUNCTION "purchase_order_goods_apply"();
--> statement-breakpoint
CREATE TRIGGER "purchase_order_goods_delete" AFTER DELETE ON "purchase_order_lines"
  REFERENCING OLD TABLE AS "old_lines" FOR EACH STATEMENT EXECUTE FUNCTION "purchase_order_goods_apply"();
--> statement-breakpoint
-- Backfill: the rows written before this migration.
INSERT INTO "price_item_months" ("stakeholder_id", "month", "item_key", "records")
SELECT "stakeholder_id", date_trunc('month', "price_date")::date, "item_key", count(*)::int
FROM "price_records" GROUP BY 1, 2, 3;
--> statement-breakpoint
INSERT INTO "purchase_order_goods" ("purchase_order_id", "amount", "lines")
SELECT "purchase_order_id", sum("amount"), count(*)::int FROM "purchase_order_lines" GROUP BY 1;
--> statement-breakpoint
CREATE INDEX "purchase_orders_company_status_idx" ON "purchase_orders" USING btree ("stakeholder_id","status");--> statement-breakpoint
CREATE INDEX "rfq_awards_awarded_at_idx" ON "rfq_awards" USING btree ("awarded_at");
