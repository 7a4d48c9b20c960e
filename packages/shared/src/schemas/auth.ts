import { z } from 'zod';
import { LANGUAGES } from '../constants/domain.ts';
import { emailSchema } from './rules.ts';

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(1024),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const refreshTokenSchema = z.object({
  refresh: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(4096),
});
export type RefreshTokenInput = z.infer<typeof refreshTokenSchema>;

export const googleLoginSchema = z.object({
  callback_url: z.string({ error: 'validation.required' }).url('validation.url').max(2048),
  language: z.enum(LANGUAGES, { error: 'validation.language' }).optional(),
});
export type GoogleLoginInput = z.infer<typeof googleLoginSchema>;

export const googleLoginResponseSchema = z.object({ authorization_url: z.string() });
export type GoogleLoginResponse = z.infer<typeof googleLoginResponseSchema>;
