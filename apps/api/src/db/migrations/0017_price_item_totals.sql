CREATE TABLE "price_item_totals" (
	"stakeholder_id" integer NOT NULL,
	"item_key" varchar(500) NOT NULL,
	"records" integer NOT NULL,
	CONSTRAINT "price_item_totals_stakeholder_id_item_key_pk" PRIMARY KEY("stakeholder_id","item_key")
);
--> statement-breakpoint
ALTER TABLE "price_item_totals" ADD CONSTRAINT "price_item_totals_stakeholder_id_stakeholders_id_fk" FOREIGN KEY ("stakeholder_id") REFERENCES "public"."stakeholders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_item_totals_rank_idx" ON "price_item_totals" USING btree ("stakeholder_id","records" DESC NULLS FIRST,"item_key");--> statement-breakpoint
-- Kept like price_item_months (migration 0009): statement triggers with transition tables on
-- price_records, in the same transaction as every write of the records, so the count is exact
-- (docs/measurements/queries.md § Queries at scale).
CREATE FUNCTION "price_item_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "price_item_totals" AS t ("stakeholder_id", "item_key", "records")
    SELECT "stakeholder_id", "item_key", count(*)::int
    FROM "new_records" GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("stakeholder_id", "item_key")
    DO UPDATE SET "records" = t."records" + excluded."records";
  ELSE
    -- UPDATE and DELETE: take the old rows out (an UPDATE then puts the new ones back below).
    UPDATE "price_item_totals" AS t SET "records" = t."records" - d."records"
    FROM (SELECT "stakeholder_id", "item_key", count(*)::int AS "records"
          FROM "old_records" GROUP BY 1, 2 ORDER BY 1, 2) d
    WHERE t."stakeholder_id" = d."stakeholder_id" AND t."item_key" = d."item_key";
    IF TG_OP = 'UPDATE' THEN
      INSERT INTO "price_item_totals" AS t ("stakeholder_id", "item_key", "records")
      SELECT "stakeholder_id", "item_key", count(*)::int
      FROM "new_records" GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("stakeholder_id", "item_key")
      DO UPDATE SET "records" = t."records" + excluded."records";
    END IF;
    DELETE FROM "price_item_totals" t
    USING (SELECT DISTINCT "stakeholder_id", "item_key" FROM "old_records") d
    WHERE t."records" = 0 AND t."stakeholder_id" = d."stakeholder_id" AND t."item_key" = d."item_key";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "price_item_totals_insert" AFTER INSERT ON "price_records"
  REFERENCING NEW TABLE AS "new_records" FOR EACH STATEMENT EXECUTE FUNCTION "price_item_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "price_item_totals_update" AFTER UPDATE ON "price_records"
  REFERENCING OLD TABLE AS "old_records" NEW TABLE AS "new_records"
  FOR EACH STATEMENT EXECUTE FUNCTION "price_item_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "price_item_totals_delete" AFTER DELETE ON "price_records"
  REFERENCING OLD TABLE AS "old_records" FOR EACH STATEMENT EXECUTE FUNCTION "price_item_totals_apply"();
--> statement-breakpoint
INSERT INTO "price_item_totals" ("stakeholder_id", "item_key", "records")
SELECT "stakeholder_id", "item_key", count(*)::int FROM "price_records" GROUP BY 1, 2;
