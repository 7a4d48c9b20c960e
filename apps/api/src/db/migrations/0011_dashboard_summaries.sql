CREATE TABLE "quote_status_counts" (
	"stakeholder_id" integer NOT NULL,
	"status" varchar(10) NOT NULL,
	"quotes" integer NOT NULL,
	CONSTRAINT "quote_status_counts_stakeholder_id_status_pk" PRIMARY KEY("stakeholder_id","status")
);
--> statement-breakpoint
CREATE TABLE "rfq_award_queue" (
	"rfq_id" integer PRIMARY KEY NOT NULL,
	"stakeholder_id" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"offers" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "quote_status_counts" ADD CONSTRAINT "quote_status_counts_stakeholder_id_stakeholders_id_fk" FOREIGN KEY ("stakeholder_id") REFERENCES "public"."stakeholders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rfq_award_queue" ADD CONSTRAINT "rfq_award_queue_rfq_id_rfqs_id_fk" FOREIGN KEY ("rfq_id") REFERENCES "public"."rfqs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rfq_award_queue_company_due_idx" ON "rfq_award_queue" USING btree ("stakeholder_id","due_at","rfq_id");--> statement-breakpoint
-- The dashboard's two counts read these summaries instead of every quote waiting and every sent
-- RFQ (docs/measurements/queries.md § Queries at scale). Like those of 0009, triggers keep them in the same
-- transaction as every write of the rows they depend on, cascades included; statement triggers
-- with transition tables, so a bulk write applies one grouped change.
CREATE FUNCTION "quote_status_counts_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "quote_status_counts" AS c ("stakeholder_id", "status", "quotes")
    SELECT "stakeholder_id", "status", count(*)::int FROM "new_rows" GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("stakeholder_id", "status") DO UPDATE SET "quotes" = c."quotes" + excluded."quotes";
  ELSIF TG_OP = 'UPDATE' THEN
    -- Only the statuses whose count changes are written: saving a quote's values leaves them be.
    INSERT INTO "quote_status_counts" AS c ("stakeholder_id", "status", "quotes")
    SELECT "stakeholder_id", "status", sum("n")::int FROM (
      SELECT "stakeholder_id", "status", 1 AS "n" FROM "new_rows"
      UNION ALL SELECT "stakeholder_id", "status", -1 FROM "old_rows") d
    GROUP BY 1, 2 HAVING sum("n") <> 0 ORDER BY 1, 2
    ON CONFLICT ("stakeholder_id", "status") DO UPDATE SET "quotes" = c."quotes" + excluded."quotes";
  ELSE
    -- A delete only takes away (a company's deletion has already removed its counts).
    UPDATE "quote_status_counts" AS c SET "quotes" = c."quotes" - d."n"
    FROM (SELECT "stakeholder_id", "status", count(*)::int AS "n" FROM "old_rows"
          GROUP BY 1, 2 ORDER BY 1, 2) d
    WHERE c."stakeholder_id" = d."stakeholder_id" AND c."status" = d."status";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "quote_status_counts_insert" AFTER INSERT ON "quotes"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "quote_status_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "quote_status_counts_update" AFTER UPDATE ON "quotes"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "quote_status_counts_apply"();
--> statement-breakpoint
CREATE TRIGGER "quote_status_counts_delete" AFTER DELETE ON "quotes"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "quote_status_counts_apply"();
--> statement-breakpoint
-- Decides again whether each of these RFQs is ready to award (docs/product-rules.md § Dashboard:
-- sent or closed, no award, at least one offer: a confirmed quote filed under it or an answer of an
-- invitation not withdrawn) and writes its row, or removes it. The RFQs are locked first, so two
-- transactions that change one RFQ's offers decide one after the other, each seeing the other's
-- committed change (every statement of a function reads what is committed when it starts).
CREATE FUNCTION "rfq_award_queue_refresh"("ids" int[]) RETURNS void LANGUAGE plpgsql AS $$
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
--> statement-breakpoint
-- The RFQs a write to rfqs (id), or to quotes, rfq_invitations and rfq_awards (rfq_id), touched.
CREATE FUNCTION "rfq_award_queue_touch"() RETURNS trigger LANGUAGE plpgsql AS $$
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
-- The RFQs of the invitations whose answers were written or deleted.
CREATE FUNCTION "rfq_award_queue_touch_answers"() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER "rfq_award_queue_rfqs_insert" AFTER INSERT ON "rfqs"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_award_queue_touch"();
--> statement-breakpoint
CREATE TRIGGER "rfq_award_queue_rfqs_update" AFTER UPDATE ON "rfqs"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "rfq_award_queue_touch"();
--> statement-breakpoint
CREATE TRIGGER "rfq_award_queue_quotes_insert" AFTER INSERT ON "quotes"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_award_queue_touch"();
--> statement-breakpoint
CREATE TRIGGER "rfq_award_queue_quotes_update" AFTER UPDATE ON "quotes"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "rfq_award_queue_touch"();
--> statement-breakpoint
CREATE TRIGGER "rfq_award_queue_quotes_delete" AFTER DELETE ON "quotes"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_award_queue_touch"();
--> statement-breakpoint
CREATE TRIGGER "rfq_award_queue_invitations_insert" AFTER INSERT ON "rfq_invitations"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_award_queue_touch"();
--> statement-breakpoint
CREATE TRIGGER "rfq_award_queue_invitations_update" AFTER UPDATE ON "rfq_invitations"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "rfq_award_queue_touch"();
--> statement-breakpoint
CREATE TRIGGER "rfq_award_queue_invitations_delete" AFTER DELETE ON "rfq_invitations"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_award_queue_touch"();
--> statement-breakpoint
CREATE TRIGGER "rfq_award_queue_awards_insert" AFTER INSERT ON "rfq_awards"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_award_queue_touch"();
--> statement-breakpoint
CREATE TRIGGER "rfq_award_queue_awards_update" AFTER UPDATE ON "rfq_awards"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "rfq_award_queue_touch"();
--> statement-breakpoint
CREATE TRIGGER "rfq_award_queue_awards_delete" AFTER DELETE ON "rfq_awards"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_award_queue_touch"();
--> statement-breakpoint
CREATE TRIGGER "rfq_award_queue_answers_insert" AFTER INSERT ON "rfq_answers"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_award_queue_touch_answers"();
--> statement-breakpoint
CREATE TRIGGER "rfq_award_queue_answers_update" AFTER UPDATE ON "rfq_answers"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows"
  FOR EACH STATEMENT EXECUTE FUNCTION "rfq_award_queue_touch_answers"();
--> statement-breakpoint
CREATE TRIGGER "rfq_award_queue_answers_delete" AFTER DELETE ON "rfq_answers"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "rfq_award_queue_touch_answers"();
--> statement-breakpoint
-- Backfill: the rows written before this migration.
INSERT INTO "quote_status_counts" ("stakeholder_id", "status", "quotes")
SELECT "stakeholder_id", "status", count(*)::int FROM "quotes" GROUP BY 1, 2;
--> statement-breakpoint
SELECT "rfq_award_queue_refresh"(array_agg("id")) FROM "rfqs" WHERE "status" IN ('sent', 'closed');
