import { render } from '@testing-library/react';
import { type Location, MemoryRouter, type RouteObject, useLocation, useNavigate } from 'react-router';
import { onTestFinished } from 'vitest';
import { AppProviders } from '../app/providers.tsx';
import { AppRoutes, createRoutes } from '../app/router.tsx';
import { createQueryClient } from '../lib/query-client.ts';

/**
 * Where the router is and a way to move it, kept up to date by a probe inside it (tests read
 * `router.state.location` and call `router.navigate`, as with a data router).
 */
type RouterProbe = { state: { location: Location }; navigate: (to: string) => Promise<void> };

function LocationProbe({ into }: { into: RouterProbe }) {
  into.state.location = useLocation();
  const navigate = useNavigate();
  into.navigate = async (to) => {
    await navigate(to);
  };
  return null;
}

/** Renders the app's real route table at `path`, inside the app's providers. */
export function renderRoute(path: string, extraRoutes: RouteObject[] = []) {
  const queryClient = createQueryClient();
  // Unmounting leaves the client's calls and retries running: one of a finished test could reach the
  // next test's fetch stub with that test's stored tokens (a test of which token is sent failed so on
  // a loaded host). Clearing cancels them.
  onTestFinished(() => queryClient.clear());
  const router: RouterProbe = {
    state: { location: { pathname: path } as Location },
    navigate: async () => {},
  };
  const view = render(
    <AppProviders queryClient={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe into={router} />
        <AppRoutes routes={[...extraRoutes, ...createRoutes(queryClient)]} />
      </MemoryRouter>
    </AppProviders>,
  );
  return { router, ...view };
}
