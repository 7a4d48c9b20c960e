import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, preloadOpenedPage } from './app/router';
import { getInitialLanguage, initI18n } from './lib/i18n';
import { initMonitoring } from './lib/monitoring';
import './components/ui/mantine-styles';

void initMonitoring();
preloadOpenedPage(window.location.pathname);

const app = (
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>
);

/*
 * A prerendered page's body holds one container per language (`#root-es`, `#root-en`); the
 * page's style shows the one its inline script chose. The app keeps that one alone in the body
 * and hydrates it once the language is ready, so its first render matches the markup
 * (docs/decisions/016-web-delivery.md § Web delivery). Any other page is the empty `#root`.
 */
const language = getInitialLanguage();
const prerendered = document.getElementById(`root-${language}`);
if (prerendered) {
  document.body.replaceChildren(prerendered);
  prerendered.id = 'root';
  void initI18n(language).then(() => hydrateRoot(prerendered, app));
} else {
  const container = document.getElementById('root');
  if (!container) throw new Error('The #root element is missing from index.html');
  createRoot(container).render(app);
}
