import '@cabkit/ui/theme';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { browserHistory, Router } from './lib/router';
import { AppRoutes } from './app/router';
import { loadConfig } from './state/load-config';
import { applyServerData, readServerData } from './state/config';

// The server sends each page's first view with the data it drew it from (docs/decisions/0012-first-view-in-html.md):
// the first render reads the same data, so React takes the HTML over (hydrates) instead of drawing it again.
// The server's data is the answer of the two configuration calls, so a server-rendered page makes neither.
const serverData = readServerData();
if (serverData) applyServerData(serverData);
if (!serverData?.tenant || !serverData.configuration) void loadConfig();

const container = document.getElementById('root');
const app = (
  <StrictMode>
    <Router history={browserHistory()}>
      <AppRoutes />
    </Router>
  </StrictMode>
);
if (container && serverData && container.firstElementChild) hydrateRoot(container, app);
else if (container) createRoot(container).render(app);
