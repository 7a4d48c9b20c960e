CREATE INDEX "purchase_orders_company_status_idx" ON "purchase_orders" USING btree ("stakeholder_id","status");--> statement-breakpoint
CREATE INDEX "rfq_awards_awarded_at_idx" ON "rfq_awards" USING btree ("awarded_at");--> statement-breakpoint
CREATE INDEX "rfqs_company_status_due_idx" ON "rfqs" USING btree ("stakeholder_id","status","due_at");