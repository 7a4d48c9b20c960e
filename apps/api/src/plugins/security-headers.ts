import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { FIRST_PAINT_LANGUAGE_SCRIPT } from '@app/shared/constants/first-paint';

const HSTS = 'max-age=31536000; includeSubDomains';

/** The prerendered pages' one inline script, allowed by its hash (docs/decisions/016-web-delivery.md § Web delivery). */
const FIRST_PAINT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(FIRST_PAINT_LANGUAGE_SCRIPT).digest('base64')}'`;

/**
 * Security headers with a content security policy the web app passes (scripts from this origin
 * only, and the first paint's language script by its hash; Mantine's inline styles; images as
 * data: or blob: URLs). helmet's middleware is built once here: @fastify/helmet builds it again
 * on every request, which showed in profiles.
 */
export const securityHeadersPlugin = fp<{ connectSrc: string[] }>(
  (app, options, done) => {
    const middleware = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", FIRST_PAINT_SCRIPT_HASH],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'", ...options.connectSrc],
          workerSrc: ["'self'", 'blob:'],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          // The product may be served over plain http on a LAN address; upgrading would break it.
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
      // Sent below, and only over https: over plain http a browser ignores it, and it would pin
      // every subdomain of a LAN name to https.
      strictTransportSecurity: false,
    });
    app.addHook('onRequest', (request, reply, next) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      middleware(request.raw, reply.raw, (error?: unknown) => next(error as Error | undefined));
    });
    done();
  },
  { name: 'security-headers' },
);
