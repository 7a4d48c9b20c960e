CREATE INDEX "price_records_rfq_item_idx" ON "price_records" USING btree ("rfq_item_id") WHERE "price_records"."rfq_item_id" is not null;--> statement-breakpoint
CREATE INDEX "price_records_supplier_fk_idx" ON "price_records" USING btree ("supplier_id") WHERE "price_records"."supplier_id" is not null;--> statement-breakpoint
CREATE INDEX "projects_delivery_location_idx" ON "projects" USING btree ("delivery_location_id") WHERE "projects"."delivery_location_id" is not null;--> statement-breakpoint
CREATE INDEX "purchase_order_lines_rfq_item_idx" ON "purchase_order_lines" USING btree ("rfq_item_id") WHERE "purchase_order_lines"."rfq_item_id" is not null;--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_idx" ON "purchase_orders" USING btree ("supplier_id") WHERE "purchase_orders"."supplier_id" is not null;--> statement-breakpoint
CREATE INDEX "purchase_orders_delivery_location_idx" ON "purchase_orders" USING btree ("delivery_location_id") WHERE "purchase_orders"."delivery_location_id" is not null;--> statement-breakpoint
CREATE INDEX "quote_lines_rfq_item_idx" ON "quote_lines" USING btree ("rfq_item_id") WHERE "quote_lines"."rfq_item_id" is not null;--> statement-breakpoint
CREATE INDEX "quotes_supplier_idx" ON "quotes" USING btree ("supplier_id") WHERE "quotes"."supplier_id" is not null;--> statement-breakpoint
CREATE INDEX "rfq_answer_lines_item_idx" ON "rfq_answer_lines" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "rfq_award_lines_item_idx" ON "rfq_award_lines" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "rfq_invitations_supplier_idx" ON "rfq_invitations" USING btree ("supplier_id") WHERE "rfq_invitations"."supplier_id" is not null;--> statement-breakpoint
CREATE INDEX "rfqs_delivery_location_idx" ON "rfqs" USING btree ("delivery_location_id") WHERE "rfqs"."delivery_location_id" is not null;--> statement-breakpoint
CREATE INDEX "supplier_line_matches_supplier_idx" ON "supplier_line_matches" USING btree ("supplier_id");