-- The RFQs a write to rfqs (id), or to quotes, rfq_invitations and rfq_awards (rfq_id), touched.
CREATE OR REPLACE FUNCTION "rfq_award_queue_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched int[];
BEGIN
  IF TG_TABLE_NAME = 'rfqs' THEN
    IF TG_OP = 'DELETE' THEN
      SELECT array_agg("id") INTO touched FROM "old_rows";
    ELSE
      SELECT array_agg("id") INTO touched FROM "new_rows";
    END IF;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT "rfq_id") INTO touched FROM "new_rows" WHERE "rfq_id" IS NOT NULL;
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT "rfq_id") INTO touched FROM (
      SELECT "rfq_id" FROM "new_rows" UNION SELECT "rfq_id" FROM "old_rows") u
    WHERE "rfq_id" IS NOT NULL;
  ELSE
    SELECT array_agg(DISTINCT "rfq_id") INTO touched FROM "old_rows" WHERE "rfq_id" IS NOT NULL;
  END IF;
  PERFORM "rfq_award_queue_refresh"(touched);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "rfq_award_queue_rfqs_insert" AFTER INSERT ON "rfqs"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_award_queue_touch"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "rfq_award_queue_rfqs_update" AFTER UPDATE ON "rfqs"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "rfq_award_queue_touch"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "rfq_award_queue_quotes_insert" AFTER INSERT ON "quotes"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_award_queue_touch"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "rfq_award_queue_quotes_update" AFTER UPDATE ON "quotes"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "rfq_award_queue_touch"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "rfq_award_queue_quotes_delete" AFTER DELETE ON "quotes"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_award_queue_touch"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "rfq_award_queue_invitations_insert" AFTER INSERT ON "rfq_invitations"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_award_queue_touch"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "rfq_award_queue_invitations_update" AFTER UPDATE ON "rfq_invitations"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "rfq_award_queue_touch"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "rfq_award_queue_invitations_delete" AFTER DELETE ON "rfq_invitations"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_award_queue_touch"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "rfq_award_queue_awards_insert" AFTER INSERT ON "rfq_awards"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_award_queue_touch"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "rfq_award_queue_awards_update" AFTER UPDATE ON "rfq_awards"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "rfq_award_queue_touch"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "rfq_award_queue_awards_delete" AFTER DELETE ON "rfq_awards"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_award_queue_touch"();
