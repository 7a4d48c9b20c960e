CREATE TABLE "supplier_performance_totals" (
	"stakeholder_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"invited" integer NOT NULL,
	"answered" integer NOT NULL,
	"wins" integer NOT NULL,
	"items_won" integer NOT NULL,
	"items_invited" integer NOT NULL,
	"items_answered" integer NOT NULL,
	"items_compared" integer NOT NULL,
	"substitutions" integer NOT NULL,
	CONSTRAINT "supplier_performance_totals_stakeholder_id_supplier_id_pk" PRIMARY KEY("stakeholder_id","supplier_id")
);
--> statement-breakpoint
-- Supplier performance without a period or project sums these rows, one per company and supplier,
-- instead of every invitation of the company (docs/measurements/queries.md § Queries at scale). Kept like
-- price_item_totals (migration 0017): statement triggers with transition tables on
-- supplier_invitation_facts add each statement's new rows and take its old rows away, in the same
-- transaction. The facts are themselves written by the triggers of migration 0016 inside the
-- transaction that writes what they derive from, so these sums move with every such write,
-- cascades included. Deltas commute: two transactions writing facts of one supplier at once (on
-- different RFQs; one RFQ's are derived one after the other) each add their own difference, the
-- second waiting for the first's row lock and then adding to the committed sum (UPDATE and ON
-- CONFLICT DO UPDATE read the newest row version), so the sums stay exact without a lock of their
-- own. No foreign keys, as on the facts: a row follows its facts, and a deleted supplier's or
-- company's facts go first (invitations set to no supplier, or deleted), taking the row to 0.
CREATE FUNCTION "supplier_performance_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "supplier_performance_totals" AS t ("stakeholder_id", "supplier_id", "invited",
      "answered", "wins", "items_won", "items_invited", "items_answered", "items_compared",
      "substitutions")
    SELECT "stakeholder_id", "supplier_id", count(*)::int, count("hours_to_answer")::int,
      (count(*) FILTER (WHERE "items_won" > 0))::int, sum("items_won")::int,
      sum("items_invited")::int, sum("items_answered")::int, sum("items_compared")::int,
      sum("substitutions")::int
    FROM "new_facts" GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT ("stakeholder_id", "supplier_id") DO UPDATE SET
      "invited" = t."invited" + excluded."invited", "answered" = t."answered" + excluded."answered",
      "wins" = t."wins" + excluded."wins", "items_won" = t."items_won" + excluded."items_won",
      "items_invited" = t."items_invited" + excluded."items_invited",
      "items_answered" = t."items_answered" + excluded."items_answered",
      "items_compared" = t."items_compared" + excluded."items_compared",
      "substitutions" = t."substitutions" + excluded."substitutions";
  ELSE
    -- UPDATE and DELETE: take the old rows out (an UPDATE then puts the new ones back below).
    UPDATE "supplier_performance_totals" AS t SET "invited" = t."invited" - d."invited",
      "answered" = t."answered" - d."answered", "wins" = t."wins" - d."wins",
      "items_won" = t."items_won" - d."items_won",
      "items_invited" = t."items_invited" - d."items_invited",
      "items_answered" = t."items_answered" - d."items_answered",
      "items_compared" = t."items_compared" - d."items_compared",
      "substitutions" = t."substitutions" - d."substitutions"
    FROM (SELECT "stakeholder_id", "supplier_id", count(*)::int AS "invited",
            count("hours_to_answer")::int AS "answered",
            (count(*) FILTER (WHERE "items_won" > 0))::int AS "wins",
            sum("items_won")::int AS "items_won", sum("items_invited")::int AS "items_invited",
            sum("items_answered")::int AS "items_answered",
            sum("items_compared")::int AS "items_compared",
            sum("substitutions")::int AS "substitutions"
          FROM "old_facts" GROUP BY 1, 2 ORDER BY 1, 2) d
    WHERE t."stakeholder_id" = d."stakeholder_id" AND t."supplier_id" = d."supplier_id";
    IF TG_OP = 'UPDATE' THEN
      INSERT INTO "supplier_performance_totals" AS t ("stakeholder_id", "supplier_id", "invited",
        "answered", "wins", "items_won", "items_invited", "items_answered", "items_compared",
        "substitutions")
      SELECT "stakeholder_id", "supplier_id", count(*)::int, count("hours_to_answer")::int,
        (count(*) FILTER (WHERE "items_won" > 0))::int, sum("items_won")::int,
        sum("items_invited")::int, sum("items_answered")::int, sum("items_compared")::int,
        sum("substitutions")::int
      FROM "new_facts" GROUP BY 1, 2 ORDER BY 1, 2
      ON CONFLICT ("stakeholder_id", "supplier_id") DO UPDATE SET
        "invited" = t."invited" + excluded."invited", "answered" = t."answered" + excluded."answered",
        "wins" = t."wins" + excluded."wins", "items_won" = t."items_won" + excluded."items_won",
        "items_invited" = t."items_invited" + excluded."items_invited",
        "items_answered" = t."items_answered" + excluded."items_answered",
        "items_compared" = t."items_compared" + excluded."items_compared",
        "substitutions" = t."substitutions" + excluded."substitutions";
    END IF;
    DELETE FROM "supplier_performance_totals" t
    USING (SELECT DISTINCT "stakeholder_id", "supplier_id" FROM "old_facts") d
    WHERE t."invited" = 0 AND t."stakeholder_id" = d."stakeholder_id"
      AND t."supplier_id" = d."supplier_id";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "supplier_performance_totals_insert" AFTER INSERT ON "supplier_invitation_facts"
  REFERENCING NEW TABLE AS "new_facts"
  FOR EACH STATEMENT EXECUTE FUNCTION "supplier_performance_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "supplier_performance_totals_update" AFTER UPDATE ON "supplier_invitation_facts"
  REFERENCING OLD TABLE AS "old_facts" NEW TABLE AS "new_facts"
  FOR EACH STATEMENT EXECUTE FUNCTION "supplier_performance_totals_apply"();
--> statement-breakpoint
CREATE TRIGGER "supplier_performance_totals_delete" AFTER DELETE ON "supplier_invitation_facts"
  REFERENCING OLD TABLE AS "old_facts"
  FOR EACH STATEMENT EXECUTE FUNCTION "supplier_performance_totals_apply"();
--> statement-breakpoint
INSERT INTO "supplier_performance_totals" ("stakeholder_id", "supplier_id", "invited", "answered",
  "wins", "items_won", "items_invited", "items_answered", "items_compared", "substitutions")
SELECT "stakeholder_id", "supplier_id", count(*)::int, count("hours_to_answer")::int,
  (count(*) FILTER (WHERE "items_won" > 0))::int, sum("items_won")::int, sum("items_invited")::int,
  sum("items_answered")::int, sum("items_compared")::int, sum("substitutions")::int
FROM "supplier_invitation_facts" GROUP BY 1, 2;
