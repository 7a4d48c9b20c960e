CREATE TABLE "fx_rates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fx_rates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"stakeholder_id" integer NOT NULL,
	"base_currency" varchar(3) NOT NULL,
	"quote_currency" varchar(3) NOT NULL,
	"rate" numeric NOT NULL,
	"valid_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fx_rates" ADD CONSTRAINT "fx_rates_stakeholder_id_stakeholders_id_fk" FOREIGN KEY ("stakeholder_id") REFERENCES "public"."stakeholders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fx_rates_pair_date_idx" ON "fx_rates" USING btree ("stakeholder_id","base_currency","quote_currency","valid_from");--> statement-breakpoint
-- Every company starts with the seed table, valid from 2000-01-01 (docs/product-rules.md
-- § Exchange rates; the same rates as SEED_FX_PAIRS in packages/comparison/src/fx.ts). A trigger
-- writes it in the transaction that creates the company, so reading the table never writes and
-- a seed rate the company deletes does not come back.
CREATE FUNCTION "fx_rates_seed"() RETURNS trigger LANGUAGE plpgsql AS $$
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
CREATE TRIGGER "fx_rates_seed" AFTER INSERT ON "stakeholders" FOR EACH ROW EXECUTE FUNCTION "fx_rates_seed"();
--> statement-breakpoint
INSERT INTO "fx_rates" ("stakeholder_id", "base_currency", "quote_currency", "rate", "valid_from")
SELECT s."id", v."base", v."quote", v."rate", DATE '2000-01-01'
FROM "stakeholders" s
CROSS JOIN (VALUES ('USD', 'MXN', 18.50), ('USD', 'COP', 4000), ('USD', 'CLP', 950), ('EUR', 'USD', 1.08)) AS v("base", "quote", "rate");
