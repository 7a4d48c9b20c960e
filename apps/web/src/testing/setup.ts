import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { initI18n, i18n, loadPublicTranslations, loadSignedInTranslations } from '../lib/i18n';
import { rememberCompanyCountry } from '../lib/format';
import { server } from './server';

// Route modules load lazily; the first render of a page can take a moment under jsdom.
configure({ asyncUtilTimeout: 4000 });

// jsdom lacks the layout APIs Mantine reads (stack.md).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: vi.fn().mockImplementation((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  })),
});

class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
window.ResizeObserver = ResizeObserverStub;
window.HTMLElement.prototype.scrollIntoView = function scrollIntoView() {};
window.scrollTo = () => {};
// Mantine's autosizing Textarea listens for web fonts loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // Tests read English texts; the startup default (Spanish) has its own test.
  await initI18n('en');
  // Some tests switch i18next itself to Spanish: both languages are there, as after a switch.
  await loadPublicTranslations('es');
  await loadSignedInTranslations();
});

beforeEach(async () => {
  window.localStorage.clear();
  // The company's country formats numbers; a test that signs in elsewhere sets its own.
  rememberCompanyCountry(null);
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  // Mantine keeps notices in a store of its own, outside the rendered tree: a notice one test
  // raised would otherwise still be up in the next one, while it has not closed by itself.
  notifications.clean();
  server.resetHandlers();
});

afterAll(() => {
  server.close();
});
