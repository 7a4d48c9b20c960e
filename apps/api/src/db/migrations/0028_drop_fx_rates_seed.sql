-- A new company starts with no exchange rates: the development corpus's rates are no company's
-- (docs/product-rules.md § Exchange rates). Rates companies already hold stay theirs.
DROP TRIGGER IF EXISTS "fx_rates_seed" ON "stakeholders";
--> statement-breakpoint
DROP FUNCTION IF EXISTS "fx_rates_seed"();
