import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE } from '@app/shared/api/paths';

/** Where the build writes the prerendered public pages: `index.html` is `/`, `login.html` `/login`. */
const PRERENDERED_DIR = 'prerendered';

/** The prerendered pages of the build by their path (docs/decisions/016-web-delivery.md § Web delivery). */
function readPrerenderedPages(webDistDir: string): Map<string, string> {
  const dir = join(webDistDir, PRERENDERED_DIR);
  if (!existsSync(dir)) return new Map();
  return new Map(
    readdirSync(dir)
      .filter((name) => name.endsWith('.html'))
      .map((name) => {
        const page = basename(name, '.html');
        return [page === 'index' ? '/' : `/${page}`, readFileSync(join(dir, name), 'utf8')];
      }),
  );
}

/**
 * Serves the built web app at `/` and answers every other non-API GET with its index.html, so
 * the SPA's routes load on refresh. `/`, `/login` and `/signup` get their prerendered page instead
 * when the address has no query (a query such as `?expired=1` changes what the page shows, so the
 * app draws it). `/config.js` hands the browser its start-time settings without an inline script
 * (the CSP allows only the prerendered pages' language script, by its hash).
 */
export const webStaticPlugin = fp(
  async (app) => {
    const { webDistDir, webSentryDsn, serveSourceMaps } = app.ctx.config;
    const indexFile = join(webDistDir, 'index.html');
    const hasBuild = existsSync(indexFile);
    const runtimeConfig = `window.__COTIZA_CONFIG__=${JSON.stringify({ sentryDsn: webSentryDsn ?? null })};`;

    app.get('/config.js', { schema: { hide: true } }, (_request, reply) =>
      reply
        .type('text/javascript; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(runtimeConfig),
    );

    if (hasBuild) {
      if (!serveSourceMaps) {
        // The build keeps its source maps for error reports; browsers get them only when asked for.
        app.addHook('onRequest', (request, reply, done) => {
          if (request.url.includes('.map') && /\.map$/i.test(request.url.split('?')[0] ?? ''))
            return void reply
              .code(404)
              .send({ error: request.t('errors.notFound'), error_code: 'not_found' });
          done();
        });
      }
      await app.register(fastifyStatic, {
        root: webDistDir,
        wildcard: true,
        index: false,
        // The build writes .br and .gz beside each text file; the one the browser accepts is sent,
        // with `Vary: Accept-Encoding` (docs/decisions/016-web-delivery.md § Web delivery).
        preCompressed: true,
        setHeaders: (res, path) => {
          res.header(
            'cache-control',
            path.includes(`${join(webDistDir, 'assets')}`)
              ? 'public, max-age=31536000, immutable'
              : 'no-cache',
          );
        },
      });
    }
    const indexHtml = hasBuild ? readFileSync(indexFile, 'utf8') : undefined;
    const prerenderedPages = hasBuild
      ? readPrerenderedPages(webDistDir)
      : new Map<string, string>();
    const sendIndex = (reply: FastifyReply, html = indexHtml) =>
      html
        ? reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html)
        : reply
            .code(503)
            .type('text/plain; charset=utf-8')
            .send('The web app is not built yet: run `npm run build` (or `npm run dev`).');

    const pageFor = (path: string, url: string) =>
      (url === path ? prerenderedPages.get(path) : undefined) ?? indexHtml;
    // The static plugin would answer the root folder with 403: it is the app's page.
    app.get('/', { schema: { hide: true } }, (request, reply) =>
      sendIndex(reply, pageFor('/', request.url)),
    );
    for (const path of prerenderedPages.keys()) {
      if (path === '/') continue;
      app.get(path, { schema: { hide: true } }, (request, reply) =>
        sendIndex(reply, pageFor(path, request.url)),
      );
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (
        path === API_BASE ||
        path.startsWith(`${API_BASE}/`) ||
        !wantsPage ||
        // A missing file (`/assets/x.js`) is a 404; a page whose last part holds a dotted token
        // (`/rfq-answer/<payload>.<signature>`) is the app's page: extensions are short.
        /\.[a-z0-9]{1,8}$/i.test(path)
      ) {
        return reply
          .code(404)
          .send({ error: request.t('errors.notFound'), error_code: 'not_found' });
      }
      return sendIndex(reply);
    });
  },
  { name: 'web-static', dependencies: ['language'] },
);
