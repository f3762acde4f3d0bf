import { type APIRequestContext, type Page, request } from '@playwright/test';
import { createActiveLocation, loginToken } from './support/api.ts';
import { trackRequests } from './support/network.ts';
import { seedManagerToken, seedTokens } from './support/session.ts';
import { expect, test } from './support/test.ts';

// The kiosk and the manager's screens speak the location's language; a punch at the kiosk,
// a shift scheduled and a punch corrected, in Spanish, French and German. Then the whole round in the
// pseudo-locale (accented, 40% longer) on a desktop, a tablet and a phone: nothing may be cut off.

const screenshotDir = process.env.E2E_SCREENSHOT_DIR;
const ZONE = 'Europe/Paris';

/** What each language's screens say, as a user reads them (docs/i18n/glossary-*.md). */
const languages = {
  es: {
    clockIn: 'Fichar entrada',
    clockedIn: (name: string) => `¡Entrada fichada! Bienvenido/a, ${name}`,
    alreadyIn: (name: string) => `${name} ya ha fichado la entrada`,
    working: 'Trabajando ahora',
    sections: 'Secciones del panel',
    schedule: 'Programar turno',
    create: 'Programar turno',
    scheduleTitle: 'Programar un turno nuevo',
    search: 'Buscar por nombre o ID',
    scheduled: 'Turno programado',
    recentShifts: 'Turnos recientes',
    correctLabel: /^Corregir el turno de Ada Lovelace del /,
    correctTitle: 'Corregir turno',
    clockInField: 'Entrada',
    time: (field: string) => `${field}: hora`,
    date: (field: string) => `${field}: fecha`,
    dateShape: /^\d{2}\/\d{2}\/\d{4}$/,
    save: 'Guardar',
    corrected: 'Turno corregido',
    hours: /^\d+,\d$/,
  },
  fr: {
    clockIn: 'Arrivée',
    clockedIn: (name: string) => `Arrivée pointée ! Bienvenue ${name}`,
    alreadyIn: (name: string) => `${name} a déjà pointé son arrivée`,
    working: 'En poste',
    sections: 'Sections du tableau de bord',
    schedule: 'Planifier un shift',
    create: 'Planifier le shift',
    scheduleTitle: 'Planifier un nouveau shift',
    search: 'Rechercher par nom ou ID',
    scheduled: 'Shift planifié',
    recentShifts: 'Shifts récents',
    correctLabel: /^Corriger le shift de Ada Lovelace du /,
    correctTitle: 'Corriger le shift',
    clockInField: 'Arrivée',
    time: (field: string) => `${field} – heure`,
    date: (field: string) => `${field} – date`,
    dateShape: /^\d{2}\/\d{2}\/\d{4}$/,
    save: 'Enregistrer',
    corrected: 'Shift corrigé',
    hours: /^\d+,\d$/,
  },
  de: {
    clockIn: 'Einstempeln',
    clockedIn: (name: string) => `Erfolgreich eingestempelt! Willkommen, ${name}`,
    alreadyIn: (name: string) => `${name} ist bereits eingestempelt`,
    working: 'Gerade im Dienst',
    sections: 'Bereiche des Dashboards',
    schedule: 'Schicht planen',
    create: 'Schicht planen',
    scheduleTitle: 'Neue Schicht planen',
    search: 'Nach Name oder ID suchen',
    scheduled: 'Schicht erfolgreich geplant',
    recentShifts: 'Letzte Schichten',
    correctLabel: /^Schicht von Ada Lovelace ab /,
    correctTitle: 'Schicht korrigieren',
    clockInField: 'Kommen',
    time: (field: string) => `${field} – Uhrzeit`,
    date: (field: string) => `${field} – Datum`,
    dateShape: /^\d{2}\.\d{2}\.\d{4}$/,
    save: 'Speichern',
    corrected: 'Schicht korrigiert',
    hours: /^\d+,\d$/,
  },
} as const;

async function call(
  api: APIRequestContext,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  data?: unknown,
) {
  const response = await api.fetch(path, { method, headers: { authorization: `Bearer ${token}` }, data });
  expect(response.status(), `${method} ${path}: ${await response.text()}`).toBeLessThan(300);
  return response.json();
}

/** A location whose settings name `language`, with Ada (who worked this morning) and Grace. */
async function locationIn(api: APIRequestContext, language: string) {
  const location = await createActiveLocation(api, { locationName: `Plaza ${language}`, timezone: ZONE });
  const manager = await loginToken(api, location, 'manager');
  const kiosk = await loginToken(api, location, 'location');
  const { settings } = await call(api, manager, 'GET', '/api/admin/location-settings');
  await call(api, manager, 'PUT', '/api/admin/location-settings', { settings: { ...settings, language } });
  await call(api, manager, 'POST', '/api/admin/employees/bulk', { names: ['Ada Lovelace', 'Grace Hopper'] });
  await call(api, kiosk, 'POST', '/api/shift/clock-in', { employeeId: '001' });
  await call(api, kiosk, 'POST', '/api/shift/clock-out', { employeeId: '001' });
  return { location, manager, kiosk };
}

async function shot(page: Page, name: string) {
  if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/${name}.png` });
}

for (const [language, words] of Object.entries(languages)) {
  test.describe
    .serial(`in ${language}`, () => {
      let api: APIRequestContext;
      let place: Awaited<ReturnType<typeof locationIn>>;

      test.beforeAll(async () => {
        api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
        place = await locationIn(api, language);
      });
      test.afterAll(async () => api.dispose());

      test('an employee clocks in at the kiosk', async ({ page, allowHttpErrors }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await seedTokens(page, { token: place.kiosk });
        await page.goto(`/location/${place.location.locationId}`);
        await expect(page.getByRole('heading', { name: words.working })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        // The date under the clock in the language's words and order.
        const today = new Intl.DateTimeFormat(language, {
          weekday: 'long',
          month: 'long',
          day: 'numeric',
          year: 'numeric',
          timeZone: ZONE,
        }).format(new Date());
        await expect(page.getByText(today)).toBeVisible();
        await shot(page, `kiosk-${language}-idle`);

        await page.keyboard.type('002');
        await page.getByRole('button', { name: words.clockIn, exact: true }).click();
        await expect(
          page.getByRole('status').filter({ hasText: words.clockedIn('Grace Hopper') }),
        ).toBeVisible();
        await shot(page, `kiosk-${language}`);

        // The server's refusal, in the location's language.
        allowHttpErrors(409);
        await page.keyboard.type('002');
        await page.getByRole('button', { name: words.clockIn, exact: true }).click();
        await expect(page.getByRole('alert')).toHaveText(words.alreadyIn('Grace Hopper'));
      });

      test('the manager schedules a shift and corrects a punch', async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await seedManagerToken(page, place.manager);
        await page.goto(`/manager/${place.location.locationId}`);
        const sections = page.getByRole('navigation', { name: words.sections });
        await expect(sections).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await shot(page, `manager-${language}`);

        await page.getByRole('button', { name: words.schedule }).first().click();
        const schedule = page.getByRole('dialog', { name: words.scheduleTitle });
        await schedule.getByPlaceholder(words.search).fill('001');
        await schedule.getByRole('option', { name: /001/ }).click();
        await schedule.getByRole('button', { name: words.create }).click();
        await expect(page.getByText(words.scheduled).first()).toBeVisible();
        await expect(schedule).toBeHidden();

        await sections.getByRole('link', { name: words.recentShifts }).click();
        await page.getByRole('button', { name: words.correctLabel }).click();
        const correct = page.getByRole('dialog', { name: words.correctTitle });
        const clockIn = correct.getByLabel(words.time(words.clockInField), { exact: true });
        // The date the language's way (24.11.2026, 24/11/2026), not the browser's.
        await expect(correct.getByLabel(words.date(words.clockInField), { exact: true })).toHaveValue(
          words.dateShape,
        );
        // An earlier time the same day: back to the hour, or to half past the hour before when Ada
        // clocked in on the hour (a run in an hour's first minute otherwise had nothing to save).
        const [hour = '00', minute = '00'] = (await clockIn.inputValue()).split(':');
        const hourBefore = String(Math.max(Number(hour) - 1, 0)).padStart(2, '0');
        await clockIn.fill(minute === '00' ? `${hourBefore}:30` : `${hour}:00`);
        await shot(page, `manager-${language}-correct`);
        await correct.getByRole('button', { name: words.save }).click();
        await expect(correct).toBeHidden();
        await expect(page.getByText(words.corrected).first()).toBeVisible();
        // Hours with the language's decimal comma.
        const hours = page
          .getByRole('region', { name: words.recentShifts })
          .last()
          .getByRole('row')
          .filter({ hasText: 'Ada Lovelace' })
          .getByRole('cell')
          .nth(4);
        await expect(hours).toHaveText(words.hours);
      });
    });
}

/**
 * Texts a screen cuts off or spills: a control, heading or label whose words reach outside its own
 * box (clipped by overflow, or drawn over its neighbours).
 */
async function cutOffTexts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, a, h1, h2, h3, label, th, legend, [role="status"]')]
      // Visible, not truncated on purpose, not a screen reader's label (sr-only is a 1 px box), not a
      // calendar block: a block is as tall as its shift, shows the lines that fit and has its whole
      // text in its accessible name and popover (a shift of a minute shows one line).
      .filter(
        (element) => element.offsetParent !== null && !element.closest('.truncate, .sr-only, [data-shift]'),
      )
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          // Blank, or a screen reader's words (sr-only: a 1 px box, here on a phone only).
          if (!node.textContent?.trim() || (node.parentElement?.getBoundingClientRect().width ?? 0) <= 1)
            continue;
          const words = document.createRange();
          words.selectNodeContents(node);
          for (const line of words.getClientRects()) {
            if (line.left < box.left - 1 || line.right > box.right + 1 || line.bottom > box.bottom + 2)
              return true;
          }
        }
        return false;
      })
      .map((element) => (element.textContent ?? '').trim().slice(0, 60)),
  );
}

async function expectNothingCutOff(page: Page, screen: string) {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: window.innerWidth,
  }));
  expect(widths.page, `${screen} scrolls sideways`).toBeLessThanOrEqual(widths.screen);
  expect(await cutOffTexts(page), `${screen}: cut-off texts`).toEqual([]);
}

test.describe
  .serial('in the pseudo-locale (accented, 40% longer)', () => {
    let api: APIRequestContext;
    let place: Awaited<ReturnType<typeof locationIn>>;

    test.beforeAll(async () => {
      api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
      place = await locationIn(api, 'en');
    });
    test.afterAll(async () => api.dispose());

    for (const size of [
      { width: 1280, height: 800 },
      { width: 768, height: 1024 },
      { width: 390, height: 844 },
    ]) {
      test(`nothing is cut off at ${size.width} px`, async ({ page }) => {
        await page.setViewportSize(size);
        await page.addInitScript(() => localStorage.setItem('shiftclock.pseudo-locale', 'on'));
        const network = trackRequests(page);
        const open = async (path: string, screen: string) => {
          await page.goto(path);
          await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
          await expect(page.getByRole('heading').first()).toContainText('[');
          await network.quiet();
          await shot(page, `pseudo-${screen}-${size.width}`);
          await expectNothingCutOff(page, screen);
        };

        await open('/organization/login', 'organization-login');
        await open('/organization/register', 'register');

        await seedTokens(page, { token: place.kiosk });
        await open(`/location/${place.location.locationId}`, 'kiosk');

        await page.evaluate((token) => {
          localStorage.setItem('token', token);
          localStorage.setItem('adminToken', token);
        }, place.manager);
        await open(`/manager/${place.location.locationId}`, 'manager');
        await open('/manager/settings', 'settings');
        await open('/manager/timesheets', 'timesheets');
      });
    }
  });
