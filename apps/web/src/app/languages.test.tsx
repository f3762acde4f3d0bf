import type { Language } from '@shiftclock/contract/languages';
import { DEFAULT_SETTINGS } from '@shiftclock/contract/settings';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, switchLanguage } from '../lib/i18n.ts';
import { formatDate, formatDecimal } from '../lib/time/clock.ts';
import { renderRoute } from '../test/render-route.tsx';
import { stubApi } from '../test/stub-api.ts';

// docs/decisions/0152-languages.md: a location's screens speak its language setting; the others the
// browser's, or the header menu's choice; dates and numbers follow; server refusals arrive by code.

const kioskAccount = { valid: true, accountType: 'location', locationId: 'ABC234', organizationId: 'org-1' };

function stubKioskIn(
  language: Language,
  handlers: Parameters<typeof stubApi>[0] = {},
  place = { timezone: 'Europe/Berlin', region: 'DE' },
) {
  return stubApi({
    'GET /api/auth/validate': { status: 200, body: kioskAccount },
    'GET /api/admin/location-info': {
      status: 200,
      body: { locationId: 'ABC234', locationName: 'Plaza', address: null, ...place },
    },
    'GET /api/admin/location-settings': {
      status: 200,
      body: { settings: { ...DEFAULT_SETTINGS, language } },
    },
    'GET /api/shift/current': { status: 200, body: { shifts: [], serverTime: new Date().toISOString() } },
    ...handlers,
  });
}

function preferLanguages(languages: string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

beforeEach(() => localStorage.clear());
// test/setup.ts puts the screens back in English after each test.
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("a location's screens", () => {
  it("speak the location's language, whatever the browser prefers, and set <html lang>", async () => {
    preferLanguages(['fr-FR', 'en']);
    localStorage.setItem('token', 'kiosk-token');
    stubKioskIn('de');
    renderRoute('/location/ABC234');
    expect(await screen.findByRole('button', { name: 'Einstempeln' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Standort-Dashboard' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    // Remembered on the device, so the next start opens in German at once.
    expect(localStorage.getItem('shiftclock.location-language')).toBe('de');
  });

  it("write dates the way of the location's country: English in Paris is day first", async () => {
    preferLanguages(['en-US']);
    localStorage.setItem('token', 'kiosk-token');
    stubKioskIn('en', {}, { timezone: 'Europe/Paris', region: 'FR' });
    renderRoute('/location/ABC234');
    // The kiosk's clock: 'Monday, 30 November 2026', where New York's reads 'Monday, November 30, 2026'.
    expect(await screen.findByText(/^[A-Z][a-z]+day, \d{1,2} [A-Z][a-z]+ \d{4}$/)).toBeInTheDocument();
    expect(localStorage.getItem('shiftclock.location-region')).toBe('FR');
  });

  it("show the server's refusal in that language by its code, and its English for a code they do not know", async () => {
    localStorage.setItem('token', 'kiosk-token');
    let answer = {
      message: 'Ada Lovelace is already clocked in',
      code: 'ALREADY_CLOCKED_IN',
      employeeName: 'Ada Lovelace',
    };
    const { calls } = stubKioskIn('de', {
      'POST /api/shift/clock-in': () => ({ status: 409, body: answer }),
    });
    renderRoute('/location/ABC234');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Mitarbeiter-ID'), '1');
    await user.click(screen.getByRole('button', { name: 'Einstempeln' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ada Lovelace ist bereits eingestempelt');
    // The page's language goes with every call: the server writes its e-mails in it.
    expect(calls.at(-1)?.headers.get('Accept-Language')).toBe('de');

    answer = { message: 'Something new went wrong', code: 'SOMETHING_NEW', employeeName: '' };
    await user.type(screen.getByLabelText('Mitarbeiter-ID'), '1');
    await user.click(screen.getByRole('button', { name: 'Einstempeln' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something new went wrong'));
  });
});

describe('the screens before sign-in', () => {
  it("follow the browser's preferred languages, then the header's menu, which the browser remembers", async () => {
    preferLanguages(['de-AT', 'fr']);
    stubApi({});
    renderRoute('/organization/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Organisations-Anmeldung' })).toBeVisible();
    expect(document.documentElement.lang).toBe('de');

    await userEvent.selectOptions(screen.getByLabelText('Sprache'), 'Français');
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion organisation' })).toBeVisible();
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem('shiftclock.language')).toBe('fr');
    // A client-side check speaks the page's language too.
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter en tant qu’administrateur' }));
    expect(await screen.findByText('L’adresse e-mail est obligatoire')).toBeVisible();
  });

  it('fall back to English for a browser in a language we do not have', async () => {
    preferLanguages(['ja-JP', 'it']);
    stubApi({});
    renderRoute('/organization/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Organization Login' })).toBeVisible();
    expect(i18n.language).toBe('en');
  });
});

describe('dates and numbers', () => {
  const tuesday = '2026-11-24T09:30:00Z';
  it.each([
    ['en', 'Tue, Nov 24', 'Tuesday, November 24, 2026', '7.5'],
    ['fr', 'mar. 24 nov.', 'mardi 24 novembre 2026', '7,5'],
    ['de', 'Di., 24. Nov.', 'Dienstag, 24. November 2026', '7,5'],
    ['es', 'mar, 24 nov', 'martes, 24 de noviembre de 2026', '7,5'],
  ] as const)('follow the page language (%s)', async (language, short, long, hours) => {
    await switchLanguage(language);
    expect(formatDate(tuesday, 'Europe/Paris', 'weekdayDayMonth')).toBe(short);
    expect(formatDate(tuesday, 'Europe/Paris', 'longDate')).toBe(long);
    expect(formatDecimal(7.5, 1)).toBe(hours);
  });
});
