import { idParamSchema } from '../../schemas/common';
import {
  projectListQuerySchema,
  projectListSchema,
  projectSchema,
  saveProjectSchema,
} from '../../schemas/projects';
import { defineContract } from '../contract';

const tags = ['projects'];
const allowed = ['unauthorized', 'token_invalid', 'forbidden', 'buyers_only'] as const;
const one = [...allowed, 'not_found'] as const;

/** Projects of the caller's buyer company or retail account. */
export const projectsContracts = {
  list: defineContract({
    method: 'GET',
    path: '/projects/',
    query: projectListQuerySchema,
    responses: { 200: projectListSchema },
    errors: [...allowed, 'not_found'],
    auth: 'user',
    summary: 'List the company’s projects',
    tags,
  }),
  create: defineContract({
    method: 'POST',
    path: '/projects/',
    body: saveProjectSchema,
    responses: { 201: projectSchema },
    errors: [...allowed, 'validation_failed', 'project_code_taken', 'reference_not_found'],
    auth: 'user',
    summary: 'Add a project',
    tags,
  }),
  get: defineContract({
    method: 'GET',
    path: '/projects/:id/',
    params: idParamSchema,
    responses: { 200: projectSchema },
    errors: one,
    auth: 'user',
    summary: 'One project',
    tags,
  }),
  update: defineContract({
    method: 'PUT',
    path: '/projects/:id/',
    params: idParamSchema,
    body: saveProjectSchema,
    responses: { 200: projectSchema },
    errors: [...one, 'validation_failed', 'project_code_taken', 'reference_not_found'],
    auth: 'user',
    summary: 'Replace a project’s fields',
    tags,
  }),
  close: defineContract({
    method: 'POST',
    path: '/projects/:id/close/',
    params: idParamSchema,
    responses: { 200: projectSchema },
    errors: one,
    auth: 'user',
    summary: 'Close a project (no new RFQs)',
    tags,
  }),
  reopen: defineContract({
    method: 'POST',
    path: '/projects/:id/reopen/',
    params: idParamSchema,
    responses: { 200: projectSchema },
    errors: one,
    auth: 'user',
    summary: 'Reopen a closed project',
    tags,
  }),
};
