-- Every company starts with the seed table, valid from 2000-01-01 (docs/product-rules.md
-- § Exchange rates; the same rates as SEED_FX_PAIRS in packages/comparison/src/fx.ts). A trigger
-- writes it in the transaction that creates the company, so reading the table never writes and
-- a seed rate the company deletes does not come back.
CREATE OR REPLACE FUNCTION "fx_rates_seed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "fx_rates" ("stakeholder_id", "base_currency", "quote_currency", "rate", "valid_from")
  VALUES (NEW."id", 'USD', 'MXN', 18.50, '2000-01-01'),
         (NEW."id", 'USD', 'COP', 4000, '2000-01-01'),
         (NEW."id", 'USD', 'CLP', 950, '2000-01-01'),
         (NEW."id", 'EUR', 'USD', 1.08, '2000-01-01');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE TRIGGER "fx_rates_seed" AFTER INSERT ON "stakeholders" FOR EACH ROW EXECUTE FUNCTION "fx_rates_seed"();
