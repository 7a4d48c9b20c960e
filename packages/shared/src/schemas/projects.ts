import { z } from 'zod';
import { NAME_MAX_LENGTH } from '../constants/limits.ts';
import { CURRENCIES, PROJECT_STATUSES } from '../constants/purchasing.ts';
import { pageFields, pageParam } from './common.ts';
import { nonNegativeDecimal, optionalId, percentage } from './purchasing-rules.ts';
import { optionalText, requiredText } from './rules.ts';

/** POST /projects/ and PUT /projects/:id/: a project's editable fields. */
export const saveProjectSchema = z.object({
  name: requiredText(NAME_MAX_LENGTH),
  /** The company's own short code (e.g. "TORRE-A"), unique within the company. */
  code: requiredText(32),
  client: optionalText(NAME_MAX_LENGTH).optional().default(''),
  /** One of the company's locations, usually a job site. */
  delivery_location_id: optionalId,
  currency: z.enum(CURRENCIES, { error: 'validation.currency' }),
  /** Percent, e.g. "16" for 16 % VAT. */
  tax_rate: percentage,
  budget: nonNegativeDecimal.nullable().optional().default(null),
});
export type SaveProjectInput = z.input<typeof saveProjectSchema>;
export type SaveProjectData = z.output<typeof saveProjectSchema>;

export const projectSchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string(),
  client: z.string(),
  delivery_location: z.object({ id: z.number(), name: z.string() }).nullable(),
  currency: z.enum(CURRENCIES),
  tax_rate: z.string(),
  budget: z.string().nullable(),
  status: z.enum(PROJECT_STATUSES),
  rfq_count: z.number(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
});
export type Project = z.infer<typeof projectSchema>;

/** GET /projects/: one page of the company's projects, newest first. */
export const projectListSchema = z.object({ projects: z.array(projectSchema), ...pageFields });
export type ProjectList = z.infer<typeof projectListSchema>;

/** GET /projects/?status=active&search=torre&page=2 */
export const projectListQuerySchema = z.object({
  status: z.enum(PROJECT_STATUSES).optional(),
  search: z.string().trim().max(NAME_MAX_LENGTH).optional(),
  page: pageParam,
});
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>;
