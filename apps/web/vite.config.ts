import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { prerender } from './vite/prerender.ts';

const require = createRequire(import.meta.url);

/**
 * react-router's package exports point at its development build (with its dev-only checks);
 * production bundles use the production build it also ships, which is smaller.
 */
function reactRouterProductionAlias() {
  const packageDir = dirname(require.resolve('react-router/package.json'));
  return { find: /^react-router$/, replacement: join(packageDir, 'dist/production/index.mjs') };
}

/** Vendor groups that change rarely get their own long-cached chunks. */
function vendorChunk(id: string): string | undefined {
  if (!id.includes('node_modules')) return undefined;
  if (/node_modules\/(react|react-dom|scheduler|react-router)\//.test(id)) return 'react';
  return undefined;
}

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes a brotli (best quality) and a gzip copy beside every text file of the build, once, so the
 * server hands each browser the smallest it accepts without compressing per request
 * (docs/decisions/016-web-delivery.md § Web delivery). Source maps are left alone: they are not
 * served.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      return statSync(path).isDirectory() ? walk(path) : [path];
    });
  return {
    name: 'cotiza-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After the prerender step (./vite/prerender.ts), so that its pages are compressed too.
    closeBundle: {
      sequential: true,
      handler() {
        for (const file of walk(outDir)) {
          if (!COMPRESSIBLE.test(file)) continue;
          const bytes = readFileSync(file);
          if (bytes.length < 1024) continue;
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
          );
          writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
        }
      },
    },
  };
}

export default defineConfig(({ mode }) => {
  const alias = mode === 'production' ? [reactRouterProductionAlias()] : [];
  return {
    plugins: [react(), prerender(alias), precompress()],
    resolve: { alias },
    server: {
      port: 5173,
      proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
    },
    preview: {
      port: 4173,
      proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      manifest: true,
      sourcemap: true,
      // No inline scripts or eval: the server's CSP is `script-src 'self'`.
      modulePreload: { polyfill: false },
      assetsInlineLimit: 0,
      rollupOptions: {
        output: { manualChunks: vendorChunk },
      },
    },
  };
});
