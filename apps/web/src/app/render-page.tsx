/**
 * The build's server entry (`apps/web/vite/prerender.ts`): renders a public page's real React
 * tree, in one language, to the HTML its first paint shows before any JavaScript runs
 * (docs/decisions/016-web-delivery.md § Web delivery). The tree is the one `main.tsx` hydrates,
 * with a static router in place of the browser's.
 */
import type { Language } from '@app/shared/constants/domain';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { i18n, initI18n, loadPublicTranslations } from '../lib/i18n';
import { AppProvider } from './provider';
import { AppRoutes } from './router';

/** The page at `path` in `language`; it waits for the page's lazy chunks as the browser would. */
export async function renderPage(path: string, language: Language): Promise<string> {
  await initI18n(language);
  await loadPublicTranslations(language);
  await i18n.changeLanguage(language);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProvider>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProvider>
    </StrictMode>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
