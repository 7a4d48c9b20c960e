-- The RFQs of the invitations whose answers were written or deleted.
CREATE OR REPLACE FUNCTION "rfq_award_queue_touch_answers"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched int[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT i."rfq_id") INTO touched
    FROM "new_rows" n JOIN "rfq_invitations" i ON i."id" = n."invitation_id";
  ELSIF TG_OP = 'UPDATE' THEN
    SELECT array_agg(DISTINCT i."rfq_id") INTO touched
    FROM (SELECT "invitation_id" FROM "new_rows" UNION SELECT "invitation_id" FROM "old_rows") n
    JOIN "rfq_invitations" i ON i."id" = n."invitation_id";
  ELSE
    SELECT array_agg(DISTINCT i."rfq_id") INTO touched
    FROM "old_rows" n JOIN "rfq_invitations" i ON i."id" = n."invitation_id";
  END IF;
  PERFORM "rfq_award_queue_refresh"(touched);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "rfq_award_queue_answers_insert" AFTER INSERT ON "rfq_answers"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_award_queue_touch_answers"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "rfq_award_queue_answers_update" AFTER UPDATE ON "rfq_answers"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "rfq_award_queue_touch_answers"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "rfq_award_queue_answers_delete" AFTER DELETE ON "rfq_answers"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_award_queue_touch_answers"();
