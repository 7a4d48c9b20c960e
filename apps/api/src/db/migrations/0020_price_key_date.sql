-- An item key's records in the price trend's order (docs/measurements/queries.md § Queries at scale): the
-- item list's newest description of each key was a backward scan of the company's records by
-- date that sorted a whole day's records by id to find it.
CREATE INDEX "price_records_key_date_idx" ON "price_records" USING btree ("stakeholder_id","item_key","price_date","id");