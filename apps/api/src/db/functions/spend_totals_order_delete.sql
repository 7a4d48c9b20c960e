-- An order deleted (alone, or by the cascade from its RFQ, project or company): its goods go by
-- their own cascade after the order's row is gone, when neither side could find the other, so the
-- order's amount is taken away before, per row, while the delete holds the order locked. A new
-- order has no goods yet (their foreign key needs the order first), so an insert changes nothing.
CREATE OR REPLACE FUNCTION "spend_totals_order_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."status" <> 'cancelled' THEN
    PERFORM "spend_totals_apply"(ARRAY(
      SELECT ROW(OLD."stakeholder_id", OLD."currency", OLD."supplier_id", OLD."supplier_name",
                 OLD."project_id", OLD."created_at", -1, -g."amount")::"spend_change"
      FROM "purchase_order_goods" g WHERE g."purchase_order_id" = OLD."id"));
  END IF;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "spend_totals_order_delete" BEFORE DELETE ON "purchase_orders"
  FOR EACH ROW EXECUTE FUNCTION "spend_totals_order_delete"();
