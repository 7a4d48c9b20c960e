-- Locations churn (created and deleted all day) while each company's list stays small: autovacuum
-- cleans and re-analyzes the table after 200 changed rows plus 2 %, not PostgreSQL's default 20 %
-- (vacuum) and 10 % (analyze) of a table that holds every company's locations
-- (docs/decisions/018-table-care.md § Lists that stay fast when tables churn).
ALTER TABLE "locations" SET (
  autovacuum_vacuum_scale_factor = 0.02,
  autovacuum_vacuum_threshold = 200,
  autovacuum_analyze_scale_factor = 0.02,
  autovacuum_analyze_threshold = 200
);
