import { z } from 'zod';
import { defineContract } from '../contract';

export const healthContracts = {
  check: defineContract({
    method: 'GET',
    path: '/health/',
    responses: {
      200: z.object({ status: z.literal('ok') }),
      503: z.object({ status: z.literal('unavailable') }),
    },
    errors: [],
    auth: 'public',
    summary: 'Whether the API and its database answer',
    tags: ['health'],
  }),
};
