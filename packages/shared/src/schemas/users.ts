import { z } from 'zod';
import { INVITABLE_ROLES, LANGUAGES, ROLES, USER_TYPES } from '../constants/domain.ts';
import { emailSchema, passwordSchema, phoneSchema, requiredText } from './rules.ts';

export const profileSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  phone_number: z.string(),
  language: z.enum(LANGUAGES),
  avatar: z.string().nullable(),
  /** null for account executives (staff users), who belong to no company. */
  user_type: z.enum(USER_TYPES).nullable(),
  role: z.enum(ROLES).nullable(),
  is_staff: z.boolean(),
  /**
   * The country of the user's company, whose number convention formats every amount the user reads
   * (docs/product-rules.md § Numbers and dates); null for staff.
   */
  company_country: z.string().nullable(),
});
export type Profile = z.infer<typeof profileSchema>;

/** An avatar is sent only when it is a new image data URL; the server checks its bytes. */
export const AVATAR_DATA_URL_PATTERN = /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/=]+$/;

export const updateProfileSchema = z.object({
  first_name: requiredText(),
  last_name: requiredText(),
  phone_number: phoneSchema,
  language: z.enum(LANGUAGES, { error: 'validation.language' }),
  avatar: z
    .string({ error: 'validation.invalidType' })
    .regex(AVATAR_DATA_URL_PATTERN, 'validation.avatar.invalid')
    .optional(),
});
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const meSchema = z.object({ id: z.number() });
export type Me = z.infer<typeof meSchema>;

export const setLanguageSchema = z.object({
  language: z.enum(LANGUAGES, { error: 'validation.language' }),
});
export type SetLanguageInput = z.infer<typeof setLanguageSchema>;

export const changePasswordSchema = z.object({
  current_password: z.string({ error: 'validation.required' }).min(1, 'validation.required'),
  new_password: passwordSchema,
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

export const passwordResetSchema = z.object({ email: emailSchema });
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;

export const passwordResetConfirmSchema = z.object({ new_password: passwordSchema });
export type PasswordResetConfirmInput = z.infer<typeof passwordResetConfirmSchema>;

export const uidTokenParamsSchema = z.object({
  uidb64: z.string().min(1).max(64),
  token: z.string().min(1).max(128),
});
export type UidTokenParams = z.infer<typeof uidTokenParamsSchema>;

export const acceptedUserSchema = z.object({
  id: z.number(),
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: z.enum(ROLES),
  is_active: z.boolean(),
  is_owner: z.boolean(),
  last_login: z.string().nullable(),
});
export type AcceptedUser = z.infer<typeof acceptedUserSchema>;

/** A member or pending invitation of the caller's company (docs/product-rules.md § Companies and members). */
export const invitationSchema = z.object({
  id: z.number(),
  email: z.string(),
  role: z.enum(ROLES),
  is_accepted: z.boolean(),
  accepted_user: acceptedUserSchema.nullable(),
});
export type Invitation = z.infer<typeof invitationSchema>;
export const invitationListSchema = z.array(invitationSchema);

const invitableRole = z.enum(INVITABLE_ROLES, { error: 'validation.role' });

export const inviteUserSchema = z.object({ email: emailSchema, role: invitableRole });
export type InviteUserInput = z.infer<typeof inviteUserSchema>;

export const updateInvitationSchema = z.object({ role: invitableRole });
export type UpdateInvitationInput = z.infer<typeof updateInvitationSchema>;

export const updateMemberRoleSchema = z.object({ role: invitableRole });
export type UpdateMemberRoleInput = z.infer<typeof updateMemberRoleSchema>;

export const acceptInvitationSchema = z.object({
  token: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(256),
  password: passwordSchema,
});
export type AcceptInvitationInput = z.infer<typeof acceptInvitationSchema>;
