-- Items count +1 as written and -1 as they were, per RFQ: an item edited in place (the grid saved)
-- counts +1 -1 for its RFQ, and a statement whose sums are all 0 writes nothing and locks nothing.
-- An RFQ deleted with its items has lost its row already, or is about to: nothing to update.
CREATE OR REPLACE FUNCTION "rfq_tallies_items"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "rfq_ids" int[] := '{}';
  "item_signs" int[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT "rfq_ids" || array_agg("rfq_id"), "item_signs" || array_agg(1)
    INTO "rfq_ids", "item_signs" FROM "new_rows";
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT "rfq_ids" || array_agg("rfq_id"), "item_signs" || array_agg(-1)
    INTO "rfq_ids", "item_signs" FROM "old_rows";
  END IF;
  UPDATE "rfq_tallies" t SET "items" = t."items" + d."items"
  FROM (
    SELECT "rfq_id", sum("sign")::int AS "items"
    FROM unnest("rfq_ids", "item_signs") AS c("rfq_id", "sign") GROUP BY "rfq_id"
  ) d
  WHERE t."rfq_id" = d."rfq_id" AND d."items" <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "tally_rfq_items_insert" AFTER INSERT ON "rfq_items"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_tallies_items"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "tally_rfq_items_update" AFTER UPDATE ON "rfq_items"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_tallies_items"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "tally_rfq_items_delete" AFTER DELETE ON "rfq_items"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_tallies_items"();
