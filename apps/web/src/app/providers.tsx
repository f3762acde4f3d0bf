import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '../lib/i18n.ts';
import { lazyComponent } from '../lib/lazy-component.tsx';
import { queryClient as appQueryClient, clearQueriesOnTokenChange } from '../lib/query-client.ts';
import { useToasterWanted } from '../lib/toast.ts';

const Toaster = lazyComponent(() => import('sonner').then((module) => module.Toaster));

interface AppProvidersProps {
  children: ReactNode;
  /** Tests pass a fresh client so cached data never leaks from one test into the next. */
  queryClient?: QueryClient;
}

export function AppProviders({ children, queryClient = appQueryClient }: AppProvidersProps) {
  const toasterWanted = useToasterWanted();
  useEffect(() => clearQueriesOnTokenChange(queryClient), [queryClient]);
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        {children}
        {/* docs/product.md section 4: a toast closes after 4000 ms unless a screen says otherwise. */}
        {/* Bottom right: the top right holds every header's Settings and Logout buttons. */}
        {toasterWanted ? <Toaster position="bottom-right" duration={4000} richColors closeButton /> : null}
      </QueryClientProvider>
    </I18nextProvider>
  );
}
