import { pendingRegistrationListSchema } from '../../schemas/companies';
import { idParamSchema, messageSchema } from '../../schemas/common';
import { defineContract } from '../contract';

const tags = ['backoffice'];
const staff = ['unauthorized', 'token_invalid', 'staff_only'] as const;

/** The account executives' back office: only staff users reach it. */
export const backofficeContracts = {
  pendingRegistrations: defineContract({
    method: 'GET',
    path: '/backoffice/registrations/',
    responses: { 200: pendingRegistrationListSchema },
    errors: staff,
    auth: 'user',
    summary: 'Registrations waiting for an account executive',
    tags,
  }),
  approveRegistration: defineContract({
    method: 'POST',
    path: '/backoffice/registrations/:id/approve/',
    params: idParamSchema,
    responses: { 200: messageSchema },
    errors: [...staff, 'registration_not_pending', 'not_found'],
    auth: 'user',
    summary: 'Approve a registration: mails the activation link',
    tags,
  }),
};
