import {
  checkEmailResponseSchema,
  checkEmailSchema,
  companySchema,
  registerResponseSchema,
  registerSchema,
  updateCompanySchema,
} from '../../schemas/companies';
import { defineContract } from '../contract';

const tags = ['stakeholders'];

/** Signing up a company or retail account, and the caller's own company. */
export const companiesContracts = {
  checkEmail: defineContract({
    method: 'POST',
    path: '/stakeholders/check-email/',
    body: checkEmailSchema,
    responses: { 200: checkEmailResponseSchema },
    errors: ['validation_failed', 'rate_limited'],
    auth: 'public',
    summary: 'Whether an email can still sign up',
    tags,
  }),
  register: defineContract({
    method: 'POST',
    path: '/stakeholders/register/',
    body: registerSchema,
    responses: { 201: registerResponseSchema },
    errors: ['validation_failed', 'weak_password', 'email_taken', 'rate_limited'],
    auth: 'public',
    summary: 'Sign up: the account stays inactive until an account executive enables it',
    tags,
  }),
  mine: defineContract({
    method: 'GET',
    path: '/stakeholders/mine/',
    responses: { 200: companySchema },
    errors: ['unauthorized', 'token_invalid', 'forbidden', 'not_found'],
    auth: 'user',
    summary: 'The caller’s company: its name and type',
    tags,
  }),
  updateMine: defineContract({
    method: 'PATCH',
    path: '/stakeholders/mine/',
    body: updateCompanySchema,
    responses: { 200: companySchema },
    errors: ['unauthorized', 'token_invalid', 'forbidden', 'validation_failed', 'not_found'],
    auth: 'user',
    summary: 'Rename the caller’s company (OWNER and ADMIN)',
    tags,
  }),
};
