import { z } from 'zod';
import { idParamSchema } from '../../schemas/common';
import {
  locationListSchema,
  locationSchema,
  locationTypesSchema,
  saveLocationSchema,
} from '../../schemas/locations';
import { defineContract } from '../contract';

const tags = ['locations'];
const readErrors = ['unauthorized', 'token_invalid', 'forbidden'] as const;
const writeErrors = [...readErrors, 'validation_failed', 'not_found'] as const;

/** Locations of the caller's company or retail account. */
export const locationsContracts = {
  types: defineContract({
    method: 'GET',
    path: '/locations/types/',
    responses: { 200: locationTypesSchema },
    errors: readErrors,
    auth: 'user',
    summary: 'Location types: code → name in the request language',
    tags,
  }),
  list: defineContract({
    method: 'GET',
    path: '/locations/',
    responses: { 200: locationListSchema },
    errors: readErrors,
    auth: 'user',
    summary: 'List the locations of the caller’s company',
    tags,
  }),
  create: defineContract({
    method: 'POST',
    path: '/locations/',
    body: saveLocationSchema,
    responses: { 201: locationSchema },
    errors: ['unauthorized', 'token_invalid', 'forbidden', 'validation_failed'],
    auth: 'user',
    summary: 'Add a location',
    tags,
  }),
  update: defineContract({
    method: 'PUT',
    path: '/locations/:id/',
    params: idParamSchema,
    body: saveLocationSchema,
    responses: { 200: locationSchema },
    errors: writeErrors,
    auth: 'user',
    summary: 'Replace a location’s fields',
    tags,
  }),
  remove: defineContract({
    method: 'DELETE',
    path: '/locations/:id/',
    params: idParamSchema,
    responses: { 204: z.null() },
    errors: [...readErrors, 'not_found'],
    auth: 'user',
    summary: 'Delete a location',
    tags,
  }),
};
