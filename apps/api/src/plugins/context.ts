import type { AppContext } from '../app-context.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The application context `buildApp` made; routes hand it to services. */
    ctx: AppContext;
    /** The port quotes are received by e-mail on, once listening (null when off). */
    inboundMail: { port: number | null };
  }
}

/** Kept for code written before the context moved to app-context.ts; new code imports it there. */
export type { AppContext } from '../app-context.ts';
