import fp from 'fastify-plugin';
import helmet from 'helmet';

/**
 * Security headers with a content security policy the web app passes (scripts from this origin
 * only; Mantine's inline styles; images as data: or blob: URLs). helmet's middleware is built once
 * here: @fastify/helmet builds it again on every request, which showed in profiles.
 */
export const securityHeadersPlugin = fp<{ connectSrc: string[] }>(
  (app, options, done) => {
    const middleware = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
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
    });
    app.addHook('onRequest', (request, reply, next) => {
      middleware(request.raw, reply.raw, (error?: unknown) => next(error as Error | undefined));
    });
    done();
  },
  { name: 'security-headers' },
);
