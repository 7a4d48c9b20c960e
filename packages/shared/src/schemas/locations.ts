import { z } from 'zod';
import { DEFAULT_LOCATION_TYPE, LOCATION_TYPES } from '../constants/domain.ts';
import {
  LATITUDE_RANGE,
  LONGITUDE_RANGE,
  NAME_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
} from '../constants/limits.ts';
import { optionalText, requiredText } from './rules.ts';

const text = optionalText(SHORT_TEXT_MAX_LENGTH).optional().default('');

const coordinate = (range: { min: number; max: number }, key: string) =>
  z
    .number({ error: 'validation.number' })
    .min(range.min, key)
    .max(range.max, key)
    .nullable()
    .optional()
    .default(null);

/** Location fields (docs/product-rules.md § Locations); name, city, state, country and postal code are required. */
export const saveLocationSchema = z.object({
  name: requiredText(NAME_MAX_LENGTH),
  location_type: z
    .enum(LOCATION_TYPES, { error: 'validation.locationType' })
    .optional()
    .default(DEFAULT_LOCATION_TYPE),
  street_number: text,
  route: text,
  floor: text,
  apartment: text,
  city: requiredText(NAME_MAX_LENGTH),
  state: requiredText(NAME_MAX_LENGTH),
  country: requiredText(NAME_MAX_LENGTH),
  postal_code: requiredText(32),
  latitude: coordinate(LATITUDE_RANGE, 'validation.latitude'),
  longitude: coordinate(LONGITUDE_RANGE, 'validation.longitude'),
  place_id: text,
  formatted_address: optionalText(1000).optional().default(''),
  full_address: optionalText(1000).optional().default(''),
});
export type SaveLocationInput = z.input<typeof saveLocationSchema>;
export type SaveLocationData = z.output<typeof saveLocationSchema>;

export const locationSchema = z.object({
  id: z.number(),
  name: z.string(),
  location_type: z.enum(LOCATION_TYPES),
  street_number: z.string(),
  route: z.string(),
  floor: z.string(),
  apartment: z.string(),
  city: z.string(),
  state: z.string(),
  country: z.string(),
  postal_code: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  place_id: z.string(),
  formatted_address: z.string(),
  full_address: z.string(),
});
export type Location = z.infer<typeof locationSchema>;
export const locationListSchema = z.array(locationSchema);

/** GET /locations/types/: code → name in the request's language. */
export const locationTypesSchema = z.record(z.enum(LOCATION_TYPES), z.string());
export type LocationTypes = z.infer<typeof locationTypesSchema>;
