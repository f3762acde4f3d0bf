import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import i18next from 'i18next';
import { createElement as h, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initReactI18next, useTranslation } from 'react-i18next';
import { BrowserRouter, useRoutes } from 'react-router';

// The framework floor (bench/lib/floor-page.ts): the floor page's keypad and five names, drawn
// through the libraries every screen of the app starts with (apps/web/src/main.tsx,
// app/providers.tsx, lib/i18n.ts): a router matching the address, a query client whose one query
// holds the names, and i18next giving the strings. Nothing of the app's own. A screen's time over
// this page's is what the app adds; this page's over the floor page's is what the stack costs.
const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', 'clear', '0', 'enter'];
const NAMES = ['Ada Lovelace', 'Grace Hopper', 'Alan Turing', 'Edsger Dijkstra', 'Barbara Liskov'];

const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: 'en',
  resources: {
    en: { translation: { keypad: 'Keypad', working: 'Currently Working', clear: 'Clear', enter: 'Enter' } },
  },
  initAsync: false,
  interpolation: { escapeValue: false },
});
const queryClient = new QueryClient();

function Keypad() {
  const { t } = useTranslation();
  const names = useQuery({
    queryKey: ['names'],
    queryFn: () => NAMES,
    initialData: NAMES,
    staleTime: Infinity,
  });
  return h(
    'main',
    null,
    h(
      'fieldset',
      null,
      h('legend', null, t('keypad')),
      KEYS.map((key) => h('button', { key, type: 'button' }, /\d/.test(key) ? key : t(key))),
    ),
    h(
      'section',
      null,
      h('h2', null, t('working')),
      h(
        'ul',
        null,
        names.data.map((name) => h('li', { key: name }, name)),
      ),
    ),
  );
}

function Routes() {
  return useRoutes([{ path: '*', element: h(Keypad) }]);
}

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    h(StrictMode, null, h(QueryClientProvider, { client: queryClient }, h(BrowserRouter, null, h(Routes)))),
  );
