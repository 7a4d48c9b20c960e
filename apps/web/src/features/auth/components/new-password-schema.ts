import { z } from 'zod';
import { passwordSchema } from '@app/shared/schemas/rules';

/** The shared password rule plus a confirmation that must match ("Passwords do not match"). */
export const newPasswordSchema = z
  .object({
    password: passwordSchema,
    confirm_password: z.string().min(1, 'validation.required'),
  })
  .refine((value) => value.password === value.confirm_password, {
    path: ['confirm_password'],
    message: 'validation.password.mismatchReset',
  });

export type NewPasswordValues = z.infer<typeof newPasswordSchema>;
