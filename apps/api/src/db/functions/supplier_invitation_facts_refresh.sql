-- Supplier performance reads one row per counted invitation instead of deriving them on every
-- request (docs/measurements/queries.md § Queries at scale). Like the summaries of 0009 and 0011,
-- triggers keep the rows in the same transaction as every write of what they derive from, cascades
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
CREATE OR REPLACE FUNCTION "supplier_invitation_facts_refresh"("ids" int[]) RETURNS void LANGUAGE plpgsql AS $$
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
