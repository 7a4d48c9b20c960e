CREATE TABLE "supplier_invitation_facts" (
	"invitation_id" integer PRIMARY KEY NOT NULL,
	"stakeholder_id" integer NOT NULL,
	"rfq_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"hours_to_answer" double precision,
	"items_invited" integer NOT NULL,
	"items_answered" integer NOT NULL,
	"items_won" integer NOT NULL,
	"items_compared" integer NOT NULL,
	"substitutions" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_invitation_facts" ADD CONSTRAINT "supplier_invitation_facts_invitation_id_rfq_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."rfq_invitations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_invitation_facts_company_idx" ON "supplier_invitation_facts" USING btree ("stakeholder_id","supplier_id","hours_to_answer","sent_at","project_id","items_invited","items_answered","items_won","items_compared","substitutions");--> statement-breakpoint
CREATE INDEX "supplier_invitation_facts_rfq_idx" ON "supplier_invitation_facts" USING btree ("rfq_id");--> statement-breakpoint
CREATE INDEX "quotes_invitation_idx" ON "quotes" USING btree ("invitation_id") WHERE "quotes"."invitation_id" is not null;--> statement-breakpoint
-- Supplier performance reads one row per counted invitation instead of deriving them on every
-- request (docs/measurements/queries.md § Queries at scale). Like the summaries of 0009 and 0011, triggers
-- keep the rows in the same transaction as every write of what they derive from, cascades
-- included: statement triggers with transition tables name the RFQs a statement touched, and each
-- of those RFQs' rows is derived again from scratch, so no write can leave them behind.
--
-- Derives again the rows of these RFQs' invitations (the Suppliers view of docs/product-rules.md
-- § Analytics): each invitation sent, not withdrawn, with a supplier; its hours from sending to the answer; the
-- items its RFQ requests; the requested items priced in its latest answer revision; and, for its
-- offers (its answer, `answer-<invitation>`, and each quote filed under it, `quote-<quote>`), the
-- award lines they won and what the award stored for them: items matched and substitutions. The
-- RFQs are locked first, so two transactions that change one RFQ derive one after the other, the
-- second seeing the first's committed change (each statement of a function reads what is
-- committed when it starts). Only rows that differ are written: an answer rewrites its
-- invitation's row, not its RFQ's other nine, and the table and its index churn that much less.
CREATE FUNCTION "supplier_invitation_facts_refresh"("ids" int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF "ids" IS NULL OR cardinality("ids") = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM "rfqs" WHERE "id" = ANY ("ids") ORDER BY "id" FOR NO KEY UPDATE;
  -- One subquery per figure, each an index range of the invitation's RFQ: a join to the list of
  -- RFQs or a lateral join made PostgreSQL scan that list once per invitation (minutes over
  -- 200,000 invitations, against seconds).
  WITH "derived" AS MATERIALIZED (
    SELECT i."id" AS "invitation_id", r."stakeholder_id", r."id", r."project_id", i."supplier_id",
      i."sent_at",
      (extract(epoch FROM (i."answered_at" - i."sent_at")) / 3600)::float8,
      (SELECT count(*)::int FROM "rfq_items" it WHERE it."rfq_id" = r."id"),
      (SELECT count(DISTINCT l."item_id")::int FROM "rfq_answer_lines" l
       WHERE l."unit_price" IS NOT NULL AND l."answer_id" = (
         SELECT a."id" FROM "rfq_answers" a WHERE a."invitation_id" = i."id"
         ORDER BY a."revision" DESC LIMIT 1)),
      (SELECT count(*)::int FROM "rfq_award_lines" al
       WHERE al."rfq_id" = r."id" AND (al."offer_key" = 'answer-' || i."id" OR al."offer_key" IN (
         SELECT 'quote-' || q."id" FROM "quotes" q WHERE q."invitation_id" = i."id"))),
      (SELECT coalesce(sum(ao."items_matched"), 0)::int FROM "rfq_award_offers" ao
       WHERE ao."rfq_id" = r."id" AND (ao."offer_key" = 'answer-' || i."id" OR ao."offer_key" IN (
         SELECT 'quote-' || q."id" FROM "quotes" q WHERE q."invitation_id" = i."id"))),
      (SELECT coalesce(sum(ao."substitutions"), 0)::int FROM "rfq_award_offers" ao
       WHERE ao."rfq_id" = r."id" AND (ao."offer_key" = 'answer-' || i."id" OR ao."offer_key" IN (
         SELECT 'quote-' || q."id" FROM "quotes" q WHERE q."invitation_id" = i."id")))
    FROM "rfqs" r
    JOIN "rfq_invitations" i ON i."rfq_id" = r."id"
    WHERE r."id" = ANY ("ids") AND i."status" <> 'withdrawn'
      AND i."sent_at" IS NOT NULL AND i."supplier_id" IS NOT NULL
  ), "gone" AS (
    DELETE FROM "supplier_invitation_facts" f
    WHERE f."rfq_id" = ANY ("ids")
      AND NOT EXISTS (SELECT 1 FROM "derived" d WHERE d."invitation_id" = f."invitation_id")
  )
  INSERT INTO "supplier_invitation_facts" AS f ("invitation_id", "stakeholder_id", "rfq_id",
    "project_id", "supplier_id", "sent_at", "hours_to_answer", "items_invited", "items_answered",
    "items_won", "items_compared", "substitutions")
  SELECT * FROM "derived"
  ON CONFLICT ("invitation_id") DO UPDATE SET "stakeholder_id" = excluded."stakeholder_id",
    "rfq_id" = excluded."rfq_id", "project_id" = excluded."project_id",
    "supplier_id" = excluded."supplier_id", "sent_at" = excluded."sent_at",
    "hours_to_answer" = excluded."hours_to_answer", "items_invited" = excluded."items_invited",
    "items_answered" = excluded."items_answered", "items_won" = excluded."items_won",
    "items_compared" = excluded."items_compared", "substitutions" = excluded."substitutions"
  WHERE (f."stakeholder_id", f."rfq_id", f."project_id", f."supplier_id", f."sent_at",
      f."hours_to_answer", f."items_invited", f."items_answered", f."items_won",
      f."items_compared", f."substitutions")
    IS DISTINCT FROM (excluded."stakeholder_id", excluded."rfq_id", excluded."project_id",
      excluded."supplier_id", excluded."sent_at", excluded."hours_to_answer",
      excluded."items_invited", excluded."items_answered", excluded."items_won",
      excluded."items_compared", excluded."substitutions");
END $$;
--> statement-breakpoint
-- The RFQs a statement touched: through `id` on rfqs; `rfq_id` on rfq_invitations, rfq_items,
-- rfq_award_lines and rfq_award_offers; the invitation on rfq_answers and quotes; the answer's
-- invitation on rfq_answer_lines. A deleted invitation needs no trigger: its row goes by cascade,
-- and no other invitation's row is derived from it. An update of rfqs, rfq_invitations or quotes touches only the
-- RFQs whose rows changed in a column the derivation reads: opening the answer link, saving a
-- quote's values or renaming an RFQ derive nothing again.
CREATE FUNCTION "supplier_invitation_facts_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER "supplier_invitation_facts_rfq_invitations_insert" AFTER INSERT ON "rfq_invitations"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE TRIGGER "supplier_invitation_facts_rfq_invitations_update" AFTER UPDATE ON "rfq_invitations"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE TRIGGER "supplier_invitation_facts_rfq_items_insert" AFTER INSERT ON "rfq_items"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE TRIGGER "supplier_invitation_facts_rfq_items_update" AFTER UPDATE ON "rfq_items"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE TRIGGER "supplier_invitation_facts_rfq_items_delete" AFTER DELETE ON "rfq_items"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE TRIGGER "supplier_invitation_facts_rfq_answers_insert" AFTER INSERT ON "rfq_answers"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE TRIGGER "supplier_invitation_facts_rfq_answers_update" AFTER UPDATE ON "rfq_answers"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE TRIGGER "supplier_invitation_facts_rfq_answers_delete" AFTER DELETE ON "rfq_answers"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE TRIGGER "supplier_invitation_facts_rfq_answer_lines_insert" AFTER INSERT ON "rfq_answer_lines"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE TRIGGER "supplier_invitation_facts_rfq_answer_lines_update" AFTER UPDATE ON "rfq_answer_lines"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE TRIGGER "supplier_invitation_facts_rfq_answer_lines_delete" AFTER DELETE ON "rfq_answer_lines"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE TRIGGER "supplier_invitation_facts_quotes_insert" AFTER INSERT ON "quotes"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE TRIGGER "supplier_invitation_facts_quotes_update" AFTER UPDATE ON "quotes"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE TRIGGER "supplier_invitation_facts_quotes_delete" AFTER DELETE ON "quotes"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE TRIGGER "supplier_invitation_facts_rfq_award_lines_insert" AFTER INSERT ON "rfq_award_lines"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE TRIGGER "supplier_invitation_facts_rfq_award_lines_update" AFTER UPDATE ON "rfq_award_lines"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE TRIGGER "supplier_invitation_facts_rfq_award_lines_delete" AFTER DELETE ON "rfq_award_lines"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE TRIGGER "supplier_invitation_facts_rfq_award_offers_insert" AFTER INSERT ON "rfq_award_offers"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE TRIGGER "supplier_invitation_facts_rfq_award_offers_update" AFTER UPDATE ON "rfq_award_offers"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE TRIGGER "supplier_invitation_facts_rfq_award_offers_delete" AFTER DELETE ON "rfq_award_offers"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
CREATE TRIGGER "supplier_invitation_facts_rfqs_update" AFTER UPDATE ON "rfqs"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "supplier_invitation_facts_touch"();
--> statement-breakpoint
-- Backfill: the rows of every invitation written before this migration.
SELECT "supplier_invitation_facts_refresh"(array_agg("id")) FROM "rfqs";
