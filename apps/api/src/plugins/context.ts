import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Database, Db } from '../db/client.ts';
import type { Jwt } from '../lib/jwt.ts';
import type { MailSender } from '../mail/sender.ts';

/**
 * What services need from the running app. Routes pass `app.ctx`; tests may build one directly.
 */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  jwt: Jwt;
  mail: MailSender;
  log: FastifyBaseLogger;
};

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
