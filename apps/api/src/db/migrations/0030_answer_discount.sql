ALTER TABLE "rfq_answers" ADD COLUMN "discount_total" numeric;--> statement-breakpoint
ALTER TABLE "rfq_answers" ADD COLUMN "discount_pct" numeric;