import { z } from 'zod';
import {
  refineUsage,
  registerPersonSchema,
  registerUsageSchema,
} from '@app/shared/schemas/companies';

/** Step 1: the shared person schema plus the confirmation ("Passwords don't match"). */
export const personStepSchema = registerPersonSchema
  .extend({ confirm_password: z.string().min(1, 'validation.required') })
  .refine((value) => value.password === value.confirm_password, {
    path: ['confirm_password'],
    message: 'validation.password.mismatchSignup',
  });

export type PersonStepInput = z.input<typeof personStepSchema>;
export type PersonStepValues = z.output<typeof personStepSchema>;

/** Step 2: usage type, with subtype and company name for providers and buyer companies. */
export const usageStepSchema = registerUsageSchema.superRefine(refineUsage);

export type UsageStepInput = z.input<typeof usageStepSchema>;
export type UsageStepValues = z.output<typeof usageStepSchema>;
