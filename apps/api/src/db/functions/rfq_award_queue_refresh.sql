-- Decides again whether each of these RFQs is ready to award (docs/product-rules.md § Dashboard:
-- sent or closed, no award, at least one offer: a confirmed quote filed under it or an answer of an
-- invitation not withdrawn) and writes its row, or removes it. The RFQs are locked first, so two
-- transactions that change one RFQ's offers decide one after the other, each seeing the other's
-- committed change (every statement of a function reads what is committed when it starts).
CREATE OR REPLACE FUNCTION "rfq_award_queue_refresh"("ids" int[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF "ids" IS NULL OR cardinality("ids") = 0 THEN
    RETURN;
  END IF;
  PERFORM 1 FROM "rfqs" WHERE "id" = ANY ("ids") ORDER BY "id" FOR NO KEY UPDATE;
  DELETE FROM "rfq_award_queue" WHERE "rfq_id" = ANY ("ids");
  INSERT INTO "rfq_award_queue" AS q ("rfq_id", "stakeholder_id", "due_at", "offers")
  SELECT r."id", r."stakeholder_id", r."due_at", o."offers"
  FROM "rfqs" r
  CROSS JOIN LATERAL (SELECT
      (SELECT count(*) FROM "quotes" qu WHERE qu."rfq_id" = r."id" AND qu."status" = 'confirmed')
    + (SELECT count(*) FROM "rfq_invitations" i WHERE i."rfq_id" = r."id" AND i."status" <> 'withdrawn'
         AND EXISTS (SELECT 1 FROM "rfq_answers" a WHERE a."invitation_id" = i."id")) AS "offers") o
  WHERE r."id" = ANY ("ids") AND r."status" IN ('sent', 'closed') AND o."offers" > 0
    AND NOT EXISTS (SELECT 1 FROM "rfq_awards" w WHERE w."rfq_id" = r."id")
  ORDER BY r."id"
  ON CONFLICT ("rfq_id") DO UPDATE SET "stakeholder_id" = excluded."stakeholder_id",
    "due_at" = excluded."due_at", "offers" = excluded."offers";
END $$;
