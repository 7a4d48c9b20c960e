-- The dashboards' reads (docs/measurements/queries.md § Queries at scale). An award carries its RFQ's
-- company (an RFQ never changes company), so a company's awards of a period are one index range:
-- the award-date index alone held every company's awards, and PostgreSQL joined them to all of the
-- company's RFQs to keep its own.
ALTER TABLE "rfq_awards" ADD COLUMN "stakeholder_id" integer;--> statement-breakpoint
UPDATE "rfq_awards" a SET "stakeholder_id" = r."stakeholder_id" FROM "rfqs" r WHERE r."id" = a."rfq_id";--> statement-breakpoint
ALTER TABLE "rfq_awards" ALTER COLUMN "stakeholder_id" SET NOT NULL;--> statement-breakpoint
DROP INDEX "rfq_awards_awarded_at_idx";--> statement-breakpoint
CREATE INDEX "rfq_awards_company_awarded_idx" ON "rfq_awards" USING btree ("stakeholder_id","awarded_at");--> statement-breakpoint
CREATE INDEX "rfq_award_lines_offer_idx" ON "rfq_award_lines" USING btree ("rfq_id","offer_key");--> statement-breakpoint
CREATE INDEX "rfq_invitations_provider_answered_idx" ON "rfq_invitations" USING btree ("provider_stakeholder_id","answered_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);
