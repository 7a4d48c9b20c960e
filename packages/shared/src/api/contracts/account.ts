import { messageSchema } from '../../schemas/common';
import {
  changePasswordSchema,
  meSchema,
  passwordResetConfirmSchema,
  passwordResetSchema,
  profileSchema,
  setLanguageSchema,
  uidTokenParamsSchema,
  updateProfileSchema,
} from '../../schemas/users';
import { defineContract } from '../contract';

const tags = ['users'];
const signedIn = ['unauthorized', 'token_invalid'] as const;

/** The signed-in user's own account, and the public password-reset and activation links. */
export const accountContracts = {
  me: defineContract({
    method: 'GET',
    path: '/users/me/',
    responses: { 200: meSchema },
    errors: signedIn,
    auth: 'user',
    summary: 'The signed-in user’s id',
    tags,
  }),
  profile: defineContract({
    method: 'GET',
    path: '/users/profile/',
    responses: { 200: profileSchema },
    errors: [...signedIn, 'not_found'],
    auth: 'user',
    summary: 'The signed-in user’s profile',
    tags,
  }),
  updateProfile: defineContract({
    method: 'PUT',
    path: '/users/profile/',
    body: updateProfileSchema,
    responses: { 200: profileSchema },
    errors: [...signedIn, 'validation_failed', 'invalid_image', 'not_found'],
    auth: 'user',
    summary: 'Change the signed-in user’s name, phone and avatar',
    tags,
  }),
  setLanguage: defineContract({
    method: 'POST',
    path: '/users/set-user-language/',
    body: setLanguageSchema,
    responses: { 200: messageSchema },
    errors: [...signedIn, 'validation_failed'],
    auth: 'user',
    summary: 'Keep the signed-in user’s language',
    tags,
  }),
  changePassword: defineContract({
    method: 'POST',
    path: '/users/change-password/',
    body: changePasswordSchema,
    responses: { 200: messageSchema },
    errors: [
      ...signedIn,
      'validation_failed',
      'weak_password',
      'current_password_wrong',
      'not_found',
    ],
    auth: 'user',
    summary: 'Change the password; the user’s other sessions end',
    tags,
  }),
  requestPasswordReset: defineContract({
    method: 'POST',
    path: '/users/password-reset/',
    body: passwordResetSchema,
    responses: { 200: messageSchema },
    errors: ['validation_failed', 'rate_limited'],
    auth: 'public',
    summary: 'Mail a password reset link (same answer whether the email exists)',
    tags,
  }),
  confirmPasswordReset: defineContract({
    method: 'POST',
    path: '/users/password-reset-confirm/:uidb64/:token/',
    params: uidTokenParamsSchema,
    body: passwordResetConfirmSchema,
    responses: { 200: messageSchema },
    errors: ['validation_failed', 'weak_password', 'reset_link_invalid', 'rate_limited'],
    auth: 'public',
    summary: 'Set a new password with a reset link',
    tags,
  }),
  activate: defineContract({
    method: 'GET',
    path: '/users/activate/:uidb64/:token/',
    params: uidTokenParamsSchema,
    responses: { 200: messageSchema },
    errors: ['activation_failed', 'not_found', 'rate_limited'],
    auth: 'public',
    summary: 'Activate an account with its mailed link (works once)',
    tags,
  }),
};
