import type { UpdateProfileInput } from '@app/shared/schemas/users';

export type ProfileFormValues = Omit<UpdateProfileInput, 'avatar'>;

/**
 * The PUT body: the form's fields, plus `avatar` only when the user chose a new picture
 * (docs/product-rules.md § Screens). An unchanged avatar is never sent back.
 */
export function buildProfilePayload(
  values: ProfileFormValues,
  newAvatar: string | null,
): UpdateProfileInput {
  return newAvatar ? { ...values, avatar: newAvatar } : { ...values };
}
