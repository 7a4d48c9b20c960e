import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
  type RouteOptions,
} from 'fastify';
import type { DestinationStream } from 'pino';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { API_BASE } from '@app/shared/api/paths';
import { BODY_LIMIT_BYTES } from '@app/shared/constants/limits';
import type { Config } from './config.ts';
import { createAppContext, type AppContextOptions } from './app-context.ts';
import { startInboundMail } from './jobs/inbound-mail.ts';
import { startWorker } from './jobs/worker.ts';
import { pickLanguage, translate } from './lib/i18n.ts';
import { serializeError, serializeRequest } from './lib/log-serializers.ts';
import { apiRoutes } from './modules/routes.ts';
import { authPlugin } from './plugins/auth.ts';
import './plugins/context.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { languagePlugin } from './plugins/language.ts';
import { hostileInputPlugin } from './plugins/hostile-input.ts';
import { rateLimitPlugin } from './plugins/rate-limit.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { webStaticPlugin } from './plugins/web-static.ts';
import { workOrderMails } from './modules/purchase-orders/order-mail.service.ts';

export type AppOptions = Omit<AppContextOptions, 'log'> & {
  config: Config;
  logger?: FastifyServerOptions['logger'];
  /** Where the product's own logger writes (tests read it); standard output otherwise. */
  logStream?: DestinationStream;
  /** Serve the built web app at `/` (off in most API tests). */
  serveWeb?: boolean;
  /** Work the job queue in this process; by default as the config says. */
  worker?: boolean;
  /** Told of every route as it is registered (the contract check lists them). */
  onRoute?: (route: RouteOptions) => void;
};

/**
 * TRUST_PROXY as Fastify takes it: a list of addresses and ranges as is; a hop count as a function
 * that believes the `n` nearest hops (Fastify 5 reads a bare number as trusting nothing). A hop
 * count fits a server reachable only through its proxies (README.md § Production).
 */
function trustProxyOption(
  value: Config['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}

/**
 * A URL the router cannot take (a path parameter over 200 characters, bad percent-encoding)
 * names nothing that exists: 404 like any unknown path, an answer link's as an unknown link
 * (docs/product-rules.md § Answering an RFQ), in the request's language.
 */
function answerUnroutable(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const language = pickLanguage(
    new URLSearchParams(request.raw.url?.split('?')[1] ?? '').get('language'),
    request.headers['accept-language'],
  );
  const isAnswerLink = (request.raw.url ?? '').startsWith('/api/rfq-answer/');
  const [code, key] = isAnswerLink
    ? (['answer_link_invalid', 'errors.answerLinkInvalid'] as const)
    : (['not_found', 'errors.notFound'] as const);
  request.log.info({ code: error.code }, 'a URL the router cannot take answered 404');
  void reply.code(404).send({ error: translate(language, key), error_code: code });
}

/** Builds the whole product: API under /api, web app at /. Tests use this with app.inject. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          '*.password',
          '*.new_password',
          '*.current_password',
          '*.refresh',
          '*.access',
          '*.token',
        ],
        censor: '[redacted]',
      },
      serializers: { req: serializeRequest, err: serializeError },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: trustProxyOption(config.trustProxy),
    requestIdHeader: 'x-request-id',
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    frameworkErrors: answerUnroutable,
  });
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx = await createAppContext(config, {
    log: app.log,
    database: options.database,
    mailTransport: options.mailTransport,
    mailTiming: options.mailTiming,
  });
  app.decorate('ctx', ctx);
  // Every API process delivers mail (docs/decisions/006-the-outbox.md § Mail path).
  app.addHook('onReady', () => ctx.mail.work());
  // …and draws and mails the purchase orders an award issued (docs/product-rules.md § Documents
  // off the request's thread).
  app.addHook('onReady', () => workOrderMails(ctx));
  // With the embedded database no other process can reach the queue: the server reads quotes.
  if (options.worker ?? config.inProcessWorker) app.addHook('onReady', () => startWorker(ctx));
  // Quotes by e-mail, when a port is configured; its bound port is kept for tests (port 0).
  const inboundMail: { port: number | null } = { port: null };
  app.decorate('inboundMail', inboundMail);
  const inboundPort = config.inbound.port;
  if (inboundPort !== undefined) {
    let inbound: Awaited<ReturnType<typeof startInboundMail>> | undefined;
    app.addHook('onReady', async () => {
      inbound = await startInboundMail(ctx, inboundPort);
      inboundMail.port = inbound.port;
    });
    app.addHook('onClose', async () => inbound?.close());
  }
  app.addHook('onClose', () => ctx.close());

  // An empty body sent as JSON (a POST or DELETE with the header and nothing else) is no body.
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text === '') {
      done(null, undefined);
      return;
    }
    void parseJson(request, text, done);
  });

  await app.register(securityHeadersPlugin, { connectSrc: sentryOrigin(config.webSentryDsn) });
  await app.register(compressionPlugin);
  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  await app.register(authPlugin);
  await app.register(rateLimitPlugin);
  await app.register(hostileInputPlugin);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Cotiza API',
        version: '1.0.0',
        description: 'Construction purchasing and contracting.',
      },
      servers: [{ url: '/' }],
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, {
    routePrefix: `${API_BASE}/docs`,
    staticCSP: true,
    transformStaticCSP: (header) => header,
  });
  app.get(`${API_BASE}/openapi.json`, { schema: { hide: true } }, () => app.swagger());

  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      for (const routes of apiRoutes) await typed.register(routes);
    },
    { prefix: API_BASE },
  );

  if (options.serveWeb ?? true) {
    await app.register(webStaticPlugin);
  } else {
    app.setNotFoundHandler((request, reply) =>
      reply.code(404).send({ error: request.t('errors.notFound'), error_code: 'not_found' }),
    );
  }
  return app;
}

function sentryOrigin(dsn: string | undefined): string[] {
  if (!dsn) return [];
  try {
    return [new URL(dsn).origin];
  } catch {
    return [];
  }
}
