-- The quotes filed under an invitation with their ids, so the provider dashboard's wins read the
-- quotes' keys from the index alone (docs/measurements/queries.md § Queries at scale).
DROP INDEX "quotes_invitation_idx";--> statement-breakpoint
CREATE INDEX "quotes_invitation_idx" ON "quotes" USING btree ("invitation_id","id") WHERE "quotes"."invitation_id" is not null;