-- The RFQs a statement touched: through `id` on rfqs; `rfq_id` on rfq_invitations, rfq_items,
-- rfq_award_lines and rfq_award_offers; the invitation on rfq_answers and quotes; the answer's
-- invitation on rfq_answer_lines. A deleted invitation needs no trigger: its row goes by cascade,
-- and no other invitation's row is derived from it. An update of rfqs, rfq_invitations or quotes touches only the
-- RFQs whose rows changed in a column the derivation reads: opening the answer link, saving a
-- quote's values or renaming an RFQ derive nothing again.
CREATE OR REPLACE FUNCTION "supplier_invitation_facts_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  keys int[];
  touched int[];
BEGIN
  IF TG_OP = 'UPDATE' THEN
    CASE TG_TABLE_NAME
      WHEN 'rfqs' THEN
        SELECT array_agg(n."id") INTO keys FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
        WHERE (n."stakeholder_id", n."project_id") IS DISTINCT FROM (o."stakeholder_id", o."project_id");
      WHEN 'rfq_invitations' THEN
        SELECT array_agg(k) INTO keys FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id",
          LATERAL (VALUES (n."rfq_id"), (o."rfq_id")) v(k)
        WHERE (n."rfq_id", n."supplier_id", n."status", n."sent_at", n."answered_at")
          IS DISTINCT FROM (o."rfq_id", o."supplier_id", o."status", o."sent_at", o."answered_at");
      WHEN 'quotes' THEN
        SELECT array_agg(k) INTO keys FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id",
          LATERAL (VALUES (n."invitation_id"), (o."invitation_id")) v(k)
        WHERE n."invitation_id" IS DISTINCT FROM o."invitation_id";
      WHEN 'rfq_answers' THEN
        SELECT array_agg("invitation_id") INTO keys FROM (
          SELECT "invitation_id" FROM "new_rows" UNION SELECT "invitation_id" FROM "old_rows") u;
      WHEN 'rfq_answer_lines' THEN
        SELECT array_agg("answer_id") INTO keys FROM (
          SELECT "answer_id" FROM "new_rows" UNION SELECT "answer_id" FROM "old_rows") u;
      ELSE
        SELECT array_agg("rfq_id") INTO keys FROM (
          SELECT "rfq_id" FROM "new_rows" UNION SELECT "rfq_id" FROM "old_rows") u;
    END CASE;
  ELSIF TG_OP = 'INSERT' THEN
    CASE TG_TABLE_NAME
      WHEN 'rfq_answers', 'quotes' THEN
        SELECT array_agg("invitation_id") INTO keys FROM "new_rows";
      WHEN 'rfq_answer_lines' THEN
        SELECT array_agg("answer_id") INTO keys FROM "new_rows";
      ELSE
        SELECT array_agg("rfq_id") INTO keys FROM "new_rows";
    END CASE;
  ELSE
    CASE TG_TABLE_NAME
      WHEN 'rfq_answers', 'quotes' THEN
        SELECT array_agg("invitation_id") INTO keys FROM "old_rows";
      WHEN 'rfq_answer_lines' THEN
        SELECT array_agg("answer_id") INTO keys FROM "old_rows";
      ELSE
        SELECT array_agg("rfq_id") INTO keys FROM "old_rows";
    END CASE;
  END IF;
  -- Answer lines name an answer; answers and quotes an invitation: each leads to its RFQ. A row
  -- whose answer or invitation this statement's cascade already removed leads nowhere: the write
  -- that removed it touched the same RFQ.
  IF TG_TABLE_NAME = 'rfq_answer_lines' THEN
    SELECT array_agg(DISTINCT a."invitation_id") INTO keys
    FROM "rfq_answers" a WHERE a."id" IN (SELECT unnest(keys));
  END IF;
  IF TG_TABLE_NAME IN ('rfq_answers', 'quotes', 'rfq_answer_lines') THEN
    SELECT array_agg(DISTINCT i."rfq_id") INTO touched
    FROM "rfq_invitations" i WHERE i."id" IN (SELECT unnest(keys));
  ELSE
    SELECT array_agg(DISTINCT k) INTO touched FROM unnest(keys) k WHERE k IS NOT NULL;
  END IF;
  PERFORM "supplier_invitation_facts_refresh"(touched);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "supplier_invitation_facts_rfq_invitations_insert" AFTER INSERT ON "rfq_invitations"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "supplier_invitation_facts_rfq_invitations_update" AFTER UPDATE ON "rfq_invitations"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "supplier_invitation_facts_rfq_items_insert" AFTER INSERT ON "rfq_items"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "supplier_invitation_facts_rfq_items_update" AFTER UPDATE ON "rfq_items"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "supplier_invitation_facts_rfq_items_delete" AFTER DELETE ON "rfq_items"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "supplier_invitation_facts_rfq_answers_insert" AFTER INSERT ON "rfq_answers"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "supplier_invitation_facts_rfq_answers_update" AFTER UPDATE ON "rfq_answers"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "supplier_invitation_facts_rfq_answers_delete" AFTER DELETE ON "rfq_answers"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "supplier_invitation_facts_rfq_answer_lines_insert" AFTER INSERT ON "rfq_answer_lines"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "supplier_invitation_facts_rfq_answer_lines_update" AFTER UPDATE ON "rfq_answer_lines"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "supplier_invitation_facts_rfq_answer_lines_delete" AFTER DELETE ON "rfq_answer_lines"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "supplier_invitation_facts_quotes_insert" AFTER INSERT ON "quotes"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "supplier_invitation_facts_quotes_update" AFTER UPDATE ON "quotes"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "supplier_invitation_facts_quotes_delete" AFTER DELETE ON "quotes"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "supplier_invitation_facts_rfq_award_lines_insert" AFTER INSERT ON "rfq_award_lines"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "supplier_invitation_facts_rfq_award_lines_update" AFTER UPDATE ON "rfq_award_lines"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "supplier_invitation_facts_rfq_award_lines_delete" AFTER DELETE ON "rfq_award_lines"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "supplier_invitation_facts_rfq_award_offers_insert" AFTER INSERT ON "rfq_award_offers"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "supplier_invitation_facts_rfq_award_offers_update" AFTER UPDATE ON "rfq_award_offers"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "supplier_invitation_facts_rfq_award_offers_delete" AFTER DELETE ON "rfq_award_offers"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "supplier_invitation_facts_rfqs_update" AFTER UPDATE ON "rfqs"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
