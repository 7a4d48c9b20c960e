import { idParamSchema } from '../../schemas/common';
import { invitationSchema, updateMemberRoleSchema } from '../../schemas/users';
import { defineContract } from '../contract';

const tags = ['users'];
const allowed = [
  'unauthorized',
  'token_invalid',
  'forbidden',
  'retail_no_company',
  'owner_immutable',
  'not_found',
] as const;

/** Role and status of accepted members; both answer the member's entry as the list shows it. */
export const membersContracts = {
  updateRole: defineContract({
    method: 'PATCH',
    path: '/users/:id/',
    params: idParamSchema,
    body: updateMemberRoleSchema,
    responses: { 200: invitationSchema },
    errors: [...allowed, 'validation_failed', 'role_not_allowed'],
    auth: 'user',
    summary: 'Change an accepted member’s role (never the owner’s)',
    tags,
  }),
  toggleStatus: defineContract({
    method: 'POST',
    path: '/users/:id/toggle_status/',
    params: idParamSchema,
    responses: { 200: invitationSchema },
    errors: [...allowed, 'cannot_toggle_self'],
    auth: 'user',
    summary: 'Activate or deactivate a member (not the owner, not oneself)',
    tags,
  }),
};
