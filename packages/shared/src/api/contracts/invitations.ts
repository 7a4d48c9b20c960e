import { z } from 'zod';
import { idParamSchema, messageSchema } from '../../schemas/common';
import {
  acceptInvitationSchema,
  invitationListSchema,
  invitationSchema,
  inviteUserSchema,
  updateInvitationSchema,
} from '../../schemas/users';
import { defineContract } from '../contract';

const tags = ['users'];
const allowed = ['unauthorized', 'token_invalid', 'forbidden', 'retail_no_company'] as const;

/** Members and invitations of the caller's company, and accepting an invitation. */
export const invitationsContracts = {
  list: defineContract({
    method: 'GET',
    path: '/users/invites/',
    responses: { 200: invitationListSchema },
    errors: allowed,
    auth: 'user',
    summary: 'Every member (the owner included) and every pending invitation',
    tags,
  }),
  create: defineContract({
    method: 'POST',
    path: '/users/invites/',
    body: inviteUserSchema,
    responses: { 201: invitationSchema },
    errors: [
      ...allowed,
      'validation_failed',
      'email_taken',
      'invitation_pending',
      'role_not_allowed',
    ],
    auth: 'user',
    summary: 'Invite an email with a role; the invitation mail goes out',
    tags,
  }),
  update: defineContract({
    method: 'PATCH',
    path: '/users/invites/:id/',
    params: idParamSchema,
    body: updateInvitationSchema,
    responses: { 200: invitationSchema },
    errors: [
      ...allowed,
      'validation_failed',
      'role_not_allowed',
      'invitation_not_pending',
      'not_found',
    ],
    auth: 'user',
    summary: 'Change the role of a pending invitation',
    tags,
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/users/invites/:id/',
    params: idParamSchema,
    responses: { 204: z.null() },
    errors: [...allowed, 'invitation_not_pending', 'not_found'],
    auth: 'user',
    summary: 'Withdraw a pending invitation',
    tags,
  }),
  resend: defineContract({
    method: 'POST',
    path: '/users/invites/:id/resend_invitation/',
    params: idParamSchema,
    responses: { 200: messageSchema },
    errors: [...allowed, 'invitation_not_pending', 'not_found'],
    auth: 'user',
    summary: 'Mail a new invitation link (the old one stops working)',
    tags,
  }),
  accept: defineContract({
    method: 'POST',
    path: '/users/invites/accept_invitation/',
    body: acceptInvitationSchema,
    responses: { 200: messageSchema },
    errors: [
      'validation_failed',
      'weak_password',
      'invitation_invalid',
      'invitation_expired',
      'invitation_accepted',
      'email_taken',
      'rate_limited',
    ],
    auth: 'public',
    summary: 'Create the invited user with this password',
    tags,
  }),
};
