import { render } from '@testing-library/react';
// RouterProvider from 'react-router', not 'react-router/dom' as in main.tsx: under Vitest the two entry
// points resolve to different builds (ESM and CommonJS) whose router contexts do not meet, and every
// hook then throws "may be used only in the context of a <Router>". The browser build is unaffected.
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { createRoutes } from '../app/router.tsx';
import { createQueryClient } from '../lib/query-client.ts';

/** Renders the app's real route table at `path`, inside the app's providers. */
export function renderRoute(path: string, extraRoutes: RouteObject[] = []) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter([...extraRoutes, ...createRoutes(queryClient)], {
    initialEntries: [path],
  });
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}
