CREATE TABLE "rfq_tallies" (
	"rfq_id" integer PRIMARY KEY NOT NULL,
	"items" integer DEFAULT 0 NOT NULL,
	"invited" integer DEFAULT 0 NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rfq_tallies" ADD CONSTRAINT "rfq_tallies_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each RFQ's tallies (docs/decisions/023-rfq-tallies.md § RFQ tallies): its requested items, its invitations not
-- withdrawn and those answered, kept by the triggers below in the transaction that writes them. An
-- RFQ's row is made when the RFQ is; a statement of items or invitations adds what it changed to
-- the rows of its RFQs. The triggers are named `tally_…` so that they fire after those of
-- migrations 0011 and 0016 on the same tables, which lock the touched RFQs first (triggers of one
-- event fire in the order of their names): a tally row is only written under its RFQ's lock
-- (docs/decisions/025-lock-order.md § Lock order).
CREATE FUNCTION "rfq_tallies_new_rfqs"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "rfq_tallies" ("rfq_id") SELECT "id" FROM "new_rows" ORDER BY "id";
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Items count +1 as written and -1 as they were, per RFQ: an item edited in place (the grid saved)
-- counts +1 -1 for its RFQ, and a statement whose sums are all 0 writes nothing and locks nothing.
-- An RFQ deleted with its items has lost its row already, or is about to: nothing to update.
CREATE FUNCTION "rfq_tallies_items"() RETURNS trigger LANGUAGE plpgsql AS $$
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
-- Invitations likewise: +1 as written and -1 as they were in each count they are in. The first
-- look that marks an invitation viewed changes neither count of its RFQ.
CREATE FUNCTION "rfq_tallies_invitations"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "rfq_ids" int[] := '{}';
  "invited_signs" int[] := '{}';
  "answered_signs" int[] := '{}';
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT "rfq_ids" || array_agg("rfq_id"),
      "invited_signs" || array_agg(("status" <> 'withdrawn')::int),
      "answered_signs" || array_agg(("status" = 'answered')::int)
    INTO "rfq_ids", "invited_signs", "answered_signs" FROM "new_rows";
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT "rfq_ids" || array_agg("rfq_id"),
      "invited_signs" || array_agg(-("status" <> 'withdrawn')::int),
      "answered_signs" || array_agg(-("status" = 'answered')::int)
    INTO "rfq_ids", "invited_signs", "answered_signs" FROM "old_rows";
  END IF;
  UPDATE "rfq_tallies" t
  SET "invited" = t."invited" + d."invited", "answered" = t."answered" + d."answered"
  FROM (
    SELECT "rfq_id", sum(c."invited")::int AS "invited", sum(c."answered")::int AS "answered"
    FROM unnest("rfq_ids", "invited_signs", "answered_signs") AS c("rfq_id", "invited", "answered")
    GROUP BY "rfq_id"
  ) d
  WHERE t."rfq_id" = d."rfq_id" AND (d."invited" <> 0 OR d."answered" <> 0);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "tally_rfqs_insert" AFTER INSERT ON "rfqs"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_tallies_new_rfqs"();
--> statement-breakpoint
CREATE TRIGGER "tally_rfq_items_insert" AFTER INSERT ON "rfq_items"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_tallies_items"();
--> statement-breakpoint
CREATE TRIGGER "tally_rfq_items_update" AFTER UPDATE ON "rfq_items"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_tallies_items"();
--> statement-breakpoint
CREATE TRIGGER "tally_rfq_items_delete" AFTER DELETE ON "rfq_items"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_tallies_items"();
--> statement-breakpoint
CREATE TRIGGER "tally_rfq_invitations_insert" AFTER INSERT ON "rfq_invitations"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_tallies_invitations"();
--> statement-breakpoint
CREATE TRIGGER "tally_rfq_invitations_update" AFTER UPDATE ON "rfq_invitations"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "rfq_tallies_invitations"();
--> statement-breakpoint
CREATE TRIGGER "tally_rfq_invitations_delete" AFTER DELETE ON "rfq_invitations"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_tallies_invitations"();
--> statement-breakpoint
-- Backfill: the tallies of every RFQ written before this migration.
INSERT INTO "rfq_tallies" ("rfq_id", "items", "invited", "answered")
SELECT r."id",
  (SELECT count(*)::int FROM "rfq_items" i WHERE i."rfq_id" = r."id"),
  (SELECT count(*)::int FROM "rfq_invitations" v WHERE v."rfq_id" = r."id" AND v."status" <> 'withdrawn'),
  (SELECT count(*)::int FROM "rfq_invitations" v WHERE v."rfq_id" = r."id" AND v."status" = 'answered')
FROM "rfqs" r;
