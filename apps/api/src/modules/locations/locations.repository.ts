import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { locations } from '../../db/schema/index.ts';

export type LocationValues = Omit<
  typeof locations.$inferInsert,
  'id' | 'stakeholderId' | 'createdAt'
>;

/** Only what the API answers: skipping created_at spares a Date per row (lists of 1,000). */
const locationColumns = {
  id: locations.id,
  name: locations.name,
  locationType: locations.locationType,
  streetNumber: locations.streetNumber,
  route: locations.route,
  floor: locations.floor,
  apartment: locations.apartment,
  city: locations.city,
  state: locations.state,
  country: locations.country,
  postalCode: locations.postalCode,
  latitude: locations.latitude,
  longitude: locations.longitude,
  placeId: locations.placeId,
  formattedAddress: locations.formattedAddress,
  fullAddress: locations.fullAddress,
};
export type LocationRow = {
  [K in keyof typeof locationColumns]: (typeof locations.$inferSelect)[K];
};

/** Every location of one company, oldest first: one query. */
export async function listLocations(db: Db, stakeholderId: number): Promise<LocationRow[]> {
  return db
    .select(locationColumns)
    .from(locations)
    .where(eq(locations.stakeholderId, stakeholderId))
    .orderBy(asc(locations.id));
}

export async function insertLocation(
  db: Db,
  stakeholderId: number,
  values: LocationValues,
): Promise<LocationRow> {
  const [row] = await db
    .insert(locations)
    .values({ ...values, stakeholderId })
    .returning(locationColumns);
  if (!row) throw new Error('location insert returned nothing');
  return row;
}

/** Replaces a location of this company; undefined when the id is not one of its locations. */
export async function updateLocation(
  db: Db,
  stakeholderId: number,
  id: number,
  values: LocationValues,
): Promise<LocationRow | undefined> {
  const [row] = await db
    .update(locations)
    .set(values)
    .where(and(eq(locations.id, id), eq(locations.stakeholderId, stakeholderId)))
    .returning(locationColumns);
  return row;
}

/** Deletes a location of this company; answers whether there was one. */
export async function deleteLocation(db: Db, stakeholderId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(locations)
    .where(and(eq(locations.id, id), eq(locations.stakeholderId, stakeholderId)))
    .returning({ id: locations.id });
  return rows.length > 0;
}

/** One location of this company by id (its name and address), or undefined. */
export async function findLocation(
  db: Db,
  stakeholderId: number,
  id: number,
): Promise<{ id: number; name: string; fullAddress: string } | undefined> {
  const [row] = await db
    .select({ id: locations.id, name: locations.name, fullAddress: locations.fullAddress })
    .from(locations)
    .where(and(eq(locations.id, id), eq(locations.stakeholderId, stakeholderId)));
  return row;
}
