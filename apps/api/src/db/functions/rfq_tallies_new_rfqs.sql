-- Each RFQ's tallies (docs/decisions/023-rfq-tallies.md § RFQ tallies): its requested items, its
-- invitations not withdrawn and those answered, kept by the triggers below in the transaction that
-- writes them. An RFQ's row is made when the RFQ is; a statement of items or invitations adds what
-- it changed to the rows of its RFQs. The triggers are named `tally_…` so that they fire after
-- those of migrations 0011 and 0016 on the same tables, which lock the touched RFQs first (triggers
-- of one event fire in the order of their names): a tally row is only written under its RFQ's lock
-- (docs/decisions/025-lock-order.md § Lock order).
CREATE OR REPLACE FUNCTION "rfq_tallies_new_rfqs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "rfq_tallies" ("rfq_id") SELECT "id" FROM "new_rows" ORDER BY "id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "tally_rfqs_insert" AFTER INSERT ON "rfqs"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_tallies_new_rfqs"();
