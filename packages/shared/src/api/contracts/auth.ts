import { z } from 'zod';
import {
  googleLoginResponseSchema,
  googleLoginSchema,
  loginSchema,
  refreshTokenSchema,
  tokenPairSchema,
} from '../../schemas/auth';
import { messageSchema } from '../../schemas/common';
import { defineContract } from '../contract';

const tags = ['auth'];

/** Sessions: sign-in (password or Google), token refresh and sign-out. */
export const authContracts = {
  login: defineContract({
    method: 'POST',
    path: '/token/',
    body: loginSchema,
    responses: { 200: tokenPairSchema },
    errors: ['validation_failed', 'invalid_credentials', 'rate_limited'],
    auth: 'public',
    summary: 'Exchange email and password for a token pair',
    tags,
  }),
  refresh: defineContract({
    method: 'POST',
    path: '/token/refresh/',
    body: refreshTokenSchema,
    responses: { 200: tokenPairSchema },
    errors: ['validation_failed', 'token_invalid'],
    auth: 'public',
    summary: 'Exchange a refresh token for a new pair (the old refresh token stops working)',
    tags,
  }),
  logout: defineContract({
    method: 'POST',
    path: '/token/blacklist/',
    body: refreshTokenSchema,
    responses: { 200: messageSchema },
    errors: ['validation_failed', 'token_invalid'],
    auth: 'public',
    summary: 'End the session of a refresh token',
    tags,
  }),
  googleLogin: defineContract({
    method: 'POST',
    path: '/users/google/login/',
    body: googleLoginSchema,
    responses: { 200: googleLoginResponseSchema },
    errors: [
      'validation_failed',
      'callback_url_not_allowed',
      'rate_limited',
      'google_unavailable',
      'google_not_configured',
    ],
    auth: 'public',
    summary: 'Start a Google sign-in: the provider’s authorization URL',
    tags,
  }),
  googleCallback: defineContract({
    method: 'GET',
    path: '/users/google/callback/',
    responses: { 302: z.null() },
    errors: ['rate_limited'],
    auth: 'public',
    summary: 'Where the provider returns; redirects (302) to the web app',
    tags,
  }),
};
