import { sql } from 'drizzle-orm';
import { locations } from './schema/index.ts';

/**
 * A location's postal address on one line, from its parts: street and number, floor, apartment,
 * postal code and city, state, country; empty parts leave no stray separator
 * (docs/product-rules.md § Delivery address).
 */
export const locationAddress = sql<string>`concat_ws(', ',
  nullif(btrim(concat_ws(' ', ${locations.route}, ${locations.streetNumber})), ''),
  nullif(${locations.floor}, ''),
  nullif(${locations.apartment}, ''),
  nullif(btrim(concat_ws(' ', ${locations.postalCode}, ${locations.city})), ''),
  nullif(${locations.state}, ''),
  nullif(${locations.country}, ''))`;
