import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProviders } from './app/providers.tsx';
import { AppRoutes, createRoutes, preloadScreen } from './app/router.tsx';
import { markAppStarted } from './lib/early-answers.ts';
import { queryClient } from './lib/query-client.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

markAppStarted();
const routes = createRoutes(queryClient);

// The first screen's calls start and its code loads before the first render (router.tsx). Its code
// was preloaded with the page (screens/*.html), so this rarely waits; if the code cannot be had, the
// render shows the loading screen and then the error page, as any later failure would.
void preloadScreen(routes, window.location.pathname)
  .catch(() => undefined)
  .then(() =>
    createRoot(container).render(
      <StrictMode>
        <AppProviders>
          <BrowserRouter>
            <AppRoutes routes={routes} />
          </BrowserRouter>
        </AppProviders>
      </StrictMode>,
    ),
  );
