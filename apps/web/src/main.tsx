import '@cabkit/ui/theme';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app/router';
import { loadConfig } from './state/load-config';
import { applyServerData, readServerData } from './state/server-data';

// The server sends each page's first view with the data it drew it from (docs/decisions/0012-first-view-in-html.md):
// the first render reads the same data, so React takes the HTML over (hydrates) instead of drawing it again.
const serverData = readServerData();
if (serverData) applyServerData(serverData);
void loadConfig();

const container = document.getElementById('root');
const app = (
  <StrictMode>
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  </StrictMode>
);
if (container && serverData && container.firstElementChild) hydrateRoot(container, app);
else if (container) createRoot(container).render(app);
