CREATE TABLE "spend_totals" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "spend_totals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"stakeholder_id" integer NOT NULL,
	"dimension" varchar(8) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"key" varchar(210) NOT NULL,
	"supplier_id" integer,
	"supplier_name" varchar(200) NOT NULL,
	"scale" smallint NOT NULL,
	"orders" integer NOT NULL,
	"amount" numeric NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spend_totals" ADD CONSTRAINT "spend_totals_stakeholder_id_stakeholders_id_fk" FOREIGN KEY ("stakeholder_id") REFERENCES "public"."stakeholders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "spend_totals_key_idx" ON "spend_totals" USING btree ("stakeholder_id","dimension","currency","key");--> statement-breakpoint
-- The spend without a period, project or supplier filter (docs/product-rules.md § Analytics) reads
-- these all-time figures per company, currency and key instead of every order
-- (docs/measurements/queries.md § Queries at scale). Like the summaries of 0009 and 0017, triggers keep
-- them in the transaction of every write of what they sum: an order's status, supplier, project,
-- currency and date (`purchase_orders`) and its goods (`purchase_order_goods`, itself kept from
-- the order's lines by 0009), deletes and cascades included. An order counts while it is not
-- cancelled and has goods; each write adds what it changes: +1 order and its amount under the
-- order's keys as they are after it, -1 and the amount as they were before.
--
-- Two transactions that change one key never wait for each other here. A write locks the key's
-- rows that no other transaction holds (SKIP LOCKED), deletes them and inserts one row with their
-- sum plus its change; a row another transaction holds stays, and the key's figures are the sum
-- of its rows. A row is never updated, only inserted and deleted by the transaction that holds
-- it, so each committed transaction has added exactly its change, in whatever order they commit.
-- Updating one row per key in place would make every spend write of a company's month wait for
-- the one before it, and deadlock an award change (its cancellations lock their keys' rows, then
-- it takes the order counter) against an award that holds the counter and writes its new orders'
-- keys.
CREATE TYPE "spend_change" AS ("stakeholder_id" integer, "currency" varchar(3),
  "supplier_id" integer, "supplier_name" varchar(200), "project_id" integer,
  "created_at" timestamp with time zone, "orders" integer, "amount" numeric);
--> statement-breakpoint
-- An order's three keys, as the spend view groups them: its supplier (the directory's id, else
-- `name:` and the name it was ordered from), its project and the UTC month of its creation.
CREATE FUNCTION "spend_keys"(integer, varchar, integer, timestamp with time zone)
RETURNS TABLE ("dimension" varchar, "key" varchar, "supplier_id" integer, "supplier_name" varchar)
LANGUAGE sql STABLE AS $$
  VALUES ('supplier'::varchar, coalesce($1::text, 'name:' || $2)::varchar, $1, $2),
         ('project', $3::text, NULL, ''),
         ('month', to_char($4 AT TIME ZONE 'UTC', 'YYYY-MM'), NULL, '')
$$;
--> statement-breakpoint
-- Adds the changes to their keys. The decimal places of an order's amount are part of the row's
-- key, so each row's sum keeps them and the view's sum of a key's rows has those of a sum of its
-- orders. A company being deleted takes its rows by cascade, so its changes are left out.
CREATE FUNCTION "spend_totals_apply"("changes" "spend_change"[]) RETURNS void LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
-- Goods written (an order's lines inserted, changed or deleted): the old amounts go, the new ones
-- come, each under its order's keys if the order counts. The orders are read from the other table,
-- so they are locked first (FOR SHARE, until commit): a transaction changing an order's status,
-- supplier, project, currency or date holds it (FOR UPDATE) and the two go one after the other,
-- and whichever comes second reads, in a statement that starts after the first has committed, what
-- the first wrote. Without that lock, a goods change and a cancellation of the same order, each
-- reading the other's row as it was, would both take the old amount away.
CREATE FUNCTION "spend_totals_goods"() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER "spend_totals_goods_insert" AFTER INSERT ON "purchase_order_goods"
  REFERENCING NEW TABLE AS "new_goods" FOR EACH STATEMENT EXECUTE FUNCTION "spend_totals_goods"();
--> statement-breakpoint
CREATE TRIGGER "spend_totals_goods_update" AFTER UPDATE ON "purchase_order_goods"
  REFERENCING OLD TABLE AS "old_goods" NEW TABLE AS "new_goods"
  FOR EACH STATEMENT EXECUTE FUNCTION "spend_totals_goods"();
--> statement-breakpoint
CREATE TRIGGER "spend_totals_goods_delete" AFTER DELETE ON "purchase_order_goods"
  REFERENCING OLD TABLE AS "old_goods" FOR EACH STATEMENT EXECUTE FUNCTION "spend_totals_goods"();
--> statement-breakpoint
-- Orders changed (a status move, a cancellation, the supplier gone from the directory): the
-- orders whose figures move leave their old keys and join their new ones, with their goods. The
-- updated orders are locked by this statement until commit, so their goods cannot change
-- meanwhile: a goods change locks the order first (above) and waits, and one that came first has
-- committed before this update could lock the order, so the goods read here are the latest. An
-- order's id cannot change while it has goods (their foreign key), so old and new pair by id.
CREATE FUNCTION "spend_totals_orders"() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER "spend_totals_orders_update" AFTER UPDATE ON "purchase_orders"
  REFERENCING OLD TABLE AS "old_orders" NEW TABLE AS "new_orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "spend_totals_orders"();
--> statement-breakpoint
-- An order deleted (alone, or by the cascade from its RFQ, project or company): its goods go by
-- their own cascade after the order's row is gone, when neither side could find the other, so the
-- order's amount is taken away before, per row, while the delete holds the order locked. A new
-- order has no goods yet (their foreign key needs the order first), so an insert changes nothing.
CREATE FUNCTION "spend_totals_order_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" <> 'cancelled' THEN
    PERFORM "spend_totals_apply"(ARRAY(
      SELECT ROW(OLD."stakeholder_id", OLD."currency", OLD."supplier_id", OLD."supplier_name",
                 OLD."project_id", OLD."created_at", -1, -g."amount")::"spend_change"
      FROM "purchase_order_goods" g WHERE g."purchase_order_id" = OLD."id"));
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER "spend_totals_order_delete" BEFORE DELETE ON "purchase_orders"
  FOR EACH ROW EXECUTE FUNCTION "spend_totals_order_delete"();
--> statement-breakpoint
-- Backfill: the orders written before this migration.
INSERT INTO "spend_totals" ("stakeholder_id", "dimension", "currency", "key", "supplier_id",
  "supplier_name", "scale", "orders", "amount")
SELECT o."stakeholder_id", k."dimension", o."currency", k."key", k."supplier_id", k."supplier_name",
  scale(g."amount"), count(*)::int, sum(g."amount")
FROM "purchase_order_goods" g JOIN "purchase_orders" o ON o."id" = g."purchase_order_id"
CROSS JOIN LATERAL "spend_keys"(o."supplier_id", o."supplier_name", o."project_id", o."created_at") k
WHERE o."status" <> 'cancelled'
GROUP BY 1, 2, 3, 4, 5, 6, 7;
