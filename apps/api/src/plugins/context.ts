import type { AppContext } from '../app-context.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The application context `buildApp` made; routes hand it to services. */
    ctx: AppContext;
  }
}
