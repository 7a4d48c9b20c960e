ALTER TABLE "quotes" ADD COLUMN "project_id" integer;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "quotes_project_idx" ON "quotes" USING btree ("project_id","id");--> statement-breakpoint
-- A quote filed under an RFQ is on the RFQ's project (docs/product-rules.md § Quote intake and review).
UPDATE "quotes" SET "project_id" = "rfqs"."project_id" FROM "rfqs" WHERE "quotes"."rfq_id" = "rfqs"."id";
