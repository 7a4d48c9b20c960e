import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

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

export default defineConfig(({ mode }) => ({
  plugins: [react()],
  resolve: { alias: mode === 'production' ? [reactRouterProductionAlias()] : [] },
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
}));
