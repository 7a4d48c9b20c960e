-- An order's three keys, as the spend view groups them: its supplier (the directory's id, else
-- `name:` and the name it was ordered from), its project and the UTC month of its creation.
CREATE OR REPLACE FUNCTION "spend_keys"(integer, varchar, integer, timestamp with time zone)
RETURNS TABLE ("dimension" varchar, "key" varchar, "supplier_id" integer, "supplier_name" varchar)
LANGUAGE sql STABLE AS $$
  VALUES ('supplier'::varchar, coalesce($1::text, 'name:' || $2)::varchar, $1, $2),
         ('project', $3::text, NULL, ''),
         ('month', to_char($4 AT TIME ZONE 'UTC', 'YYYY-MM'), NULL, '')
$$;
