import { LOCATION_TYPES, type Language } from '@app/shared/constants/domain';
import type { Location, LocationTypes, SaveLocationData } from '@app/shared/schemas/locations';
import { badRequest, notFound } from '../../lib/app-error.ts';
import { translate } from '../../lib/i18n.ts';
import type { Scope } from '../../lib/permissions.ts';
import type { AppContext } from '../../app-context.ts';
import {
  deleteLocation,
  findLocation,
  insertLocation,
  listLocations,
  updateLocation,
  type LocationRow,
  type LocationValues,
} from './locations.repository.ts';

type Ctx = Pick<AppContext, 'db'>;

function toLocation(row: LocationRow): Location {
  return {
    id: row.id,
    name: row.name,
    location_type: row.locationType,
    street_number: row.streetNumber,
    route: row.route,
    floor: row.floor,
    apartment: row.apartment,
    city: row.city,
    state: row.state,
    country: row.country,
    postal_code: row.postalCode,
    latitude: row.latitude,
    longitude: row.longitude,
    place_id: row.placeId,
    formatted_address: row.formattedAddress,
    full_address: row.fullAddress,
  };
}

function toValues(input: SaveLocationData): LocationValues {
  return {
    name: input.name,
    locationType: input.location_type,
    streetNumber: input.street_number,
    route: input.route,
    floor: input.floor,
    apartment: input.apartment,
    city: input.city,
    state: input.state,
    country: input.country,
    postalCode: input.postal_code,
    latitude: input.latitude,
    longitude: input.longitude,
    placeId: input.place_id,
    formattedAddress: input.formatted_address,
    fullAddress: input.full_address,
  };
}

/** The caller's company's (or retail account's) locations, oldest first. */
export async function getLocations(ctx: Ctx, scope: Scope): Promise<Location[]> {
  const rows = await listLocations(ctx.db, scope.stakeholderId);
  return rows.map(toLocation);
}

/** Adds a location to the caller's company and answers it as saved. */
export async function createLocation(
  ctx: Ctx,
  scope: Scope,
  input: SaveLocationData,
): Promise<Location> {
  return toLocation(await insertLocation(ctx.db, scope.stakeholderId, toValues(input)));
}

/** Replaces one of the caller's company's locations; another company's id answers 404. */
export async function replaceLocation(
  ctx: Ctx,
  scope: Scope,
  id: number,
  input: SaveLocationData,
): Promise<Location> {
  const row = await updateLocation(ctx.db, scope.stakeholderId, id, toValues(input));
  if (!row) throw notFound();
  return toLocation(row);
}

/** Deletes one of the caller's company's locations; another company's id answers 404. */
export async function removeLocation(ctx: Ctx, scope: Scope, id: number): Promise<void> {
  if (!(await deleteLocation(ctx.db, scope.stakeholderId, id))) throw notFound();
}

/** The location type codes with their names in the given language (docs/product-rules.md § Locations). */
export function getLocationTypes(language: Language): LocationTypes {
  return Object.fromEntries(
    LOCATION_TYPES.map((code) => [code, translate(language, `locations.types.${code}`)]),
  ) as LocationTypes;
}

/**
 * Throws 400 on `field` unless the id is one of this company's locations (a project's or an RFQ's
 * delivery place): another company's location is refused like a missing one.
 */
export async function assertOwnLocation(
  ctx: Ctx,
  stakeholderId: number,
  id: number | null,
  field: string,
): Promise<void> {
  if (id === null) return;
  if (!(await findLocation(ctx.db, stakeholderId, id))) {
    throw badRequest('location_not_found', 'errors.locationNotFound', field);
  }
}
