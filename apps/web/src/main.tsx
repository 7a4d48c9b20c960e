import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProvider } from './app/provider';
import { AppRouter, preloadOpenedPage } from './app/router';
import { initMonitoring } from './lib/monitoring';
import './components/ui/mantine-styles';

void initMonitoring();
preloadOpenedPage(window.location.pathname);

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html');

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);
