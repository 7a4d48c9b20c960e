DROP INDEX "rfq_invitations_provider_idx";--> statement-breakpoint
ALTER TABLE "rfqs" ADD COLUMN "items_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "rfq_invitations_provider_sent_idx" ON "rfq_invitations" USING btree ("provider_stakeholder_id","sent_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);