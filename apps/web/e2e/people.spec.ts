import { type APIRequestContext, type Page, request } from '@playwright/test';
import { type ActiveLocation, addSecondLocation, createActiveLocation, loginToken } from './support/api.ts';
import { expectNoSeriousViolations } from './support/axe.ts';
import { fillDateTime } from './support/date-time.ts';
import { desktop } from './support/screenshots.ts';
import { seedManagerToken, seedTokens } from './support/session.ts';
import { expect, test } from './support/test.ts';

// One person across two locations (docs/decisions/0187-one-person-across-locations.md): the owner
// adds her at both on the People page, one kiosk clocks her in and the other refuses, a manager
// adds someone of the organization from Add employee, and the People page works on a phone.

const screenshotDir = process.env.E2E_SCREENSHOT_DIR;
async function snapshot(page: Page, name: string) {
  if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/people-${name}.png`, fullPage: true });
}

const phone = { width: 390, height: 844 };
const zone = 'Europe/Paris';

/** The date `days` from now at the locations ('YYYY-MM-DD'). */
function dayAhead(days: number): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.now() + days * 24 * 3_600_000));
}

/** A wall time at the locations as ISO 8601 with their offset then ('2026-12-01T10:00:00+01:00'). */
function atLocations(day: string, time: string): string {
  const noon = new Date(`${day}T12:00:00Z`);
  const name = new Intl.DateTimeFormat('en', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(noon)
    .find((part) => part.type === 'timeZoneName')?.value;
  const offset = name === 'GMT' ? '+00:00' : (name ?? 'GMT+00:00').replace('GMT', '');
  return `${day}T${time}:00${offset}`;
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

type Person = { id: string; name: string; locations: { locationId: string; employeeId: string }[] };

test.describe
  .serial('one person at two locations', () => {
    let api: APIRequestContext;
    let harbour: ActiveLocation;
    let hilltop: ActiveLocation;
    let harbourKiosk: string;
    let hilltopKiosk: string;
    let hilltopManager: string;

    test.beforeAll(async () => {
      api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
      harbour = await createActiveLocation(api, { locationName: 'Harbour' });
      hilltop = await addSecondLocation(api, harbour, {
        locationName: 'Hilltop',
        locationPassword: 'hilltop1',
        managerPassword: 'Hilltop1!',
      });
      harbourKiosk = await loginToken(api, harbour, 'location');
      hilltopKiosk = await loginToken(api, hilltop, 'location');
      hilltopManager = await loginToken(api, hilltop, 'manager');
    });
    test.afterAll(async () => api.dispose());

    async function openPeople(page: Page) {
      await seedTokens(page, { token: harbour.orgAdminToken });
      await page.goto(`/organization/${harbour.organizationId}/dashboard`);
      await expect(page.getByRole('link', { name: 'Open People' })).toBeVisible();
      await snapshot(page, `dashboard-${page.viewportSize()?.width}`);
      await page.getByRole('link', { name: 'Open People' }).click();
      await expect(page).toHaveURL(new RegExp(`/organization/${harbour.organizationId}/people$`));
      await expect(page.getByRole('heading', { level: 2, name: 'People' })).toBeVisible();
    }

    async function personNamed(name: string): Promise<Person> {
      const answer = await api.get(`/api/organization/people?q=${encodeURIComponent(name)}`, {
        headers: bearer(harbour.orgAdminToken),
      });
      const { people } = (await answer.json()) as { people: Person[] };
      const found = people.find((person) => person.name === name);
      if (!found) throw new Error(`no person ${name}`);
      return found;
    }

    async function openKiosk(page: Page, location: ActiveLocation, token: string) {
      await page.addInitScript((stored) => localStorage.setItem('token', stored), token);
      await page.goto(`/location/${location.locationId}`);
      await expect(page.getByRole('heading', { name: 'Currently Working' })).toBeVisible();
    }

    test('the owner adds a person at both locations on the People page', async ({ page }) => {
      await page.setViewportSize(desktop);
      await openPeople(page);
      await expect(page.getByText('0 people')).toBeVisible();

      await page.getByRole('button', { name: 'Add person' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add person' });
      await expect(dialog.getByLabel('Name')).toBeFocused();
      await dialog.getByLabel('Name').fill('Maria Lopez');
      await dialog.getByLabel('Payroll ID (optional)').fill('P-100');
      await dialog.getByLabel('E-mail (optional)').fill('Maria@Example.com');
      await dialog.getByRole('checkbox', { name: 'Harbour' }).check();
      await dialog.getByRole('checkbox', { name: 'Hilltop' }).check();
      await snapshot(page, 'add-1280');
      await dialog.getByRole('button', { name: 'Add person' }).click();
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Maria Lopez was added.')).toBeVisible();

      const list = page.getByRole('list', { name: 'People' });
      const maria = list.getByRole('listitem').filter({ hasText: 'Maria Lopez' }).first();
      await expect(maria).toContainText('Payroll ID P-100 · maria@example.com');
      const places = maria.getByRole('list', { name: 'Locations of Maria Lopez' }).getByRole('listitem');
      await expect(places).toHaveText(['Harbour001', 'Hilltop001']);
      await expect(page.getByText('1 person', { exact: true })).toBeVisible();
      await expectNoSeriousViolations(page);
      await snapshot(page, 'list-1280');
    });

    test('the kiosk at Harbour clocks her in, and the kiosk at Hilltop refuses with where she is', async ({
      browser,
    }) => {
      const maria = await personNamed('Maria Lopez');
      const idAt = (locationId: string) =>
        maria.locations.find((at) => at.locationId === locationId)?.employeeId ?? '';

      const harbourPage = await browser.newPage({ baseURL: process.env.E2E_BASE_URL });
      await openKiosk(harbourPage, harbour, harbourKiosk);
      // Filled, not typed: keys typed before the field has focus would be lost.
      await harbourPage.getByLabel('Employee ID').fill(idAt(harbour.locationId));
      await harbourPage.getByRole('button', { name: 'Clock In' }).click();
      await expect(harbourPage.getByRole('status')).toHaveText(
        'Clocked in successfully! Welcome Maria Lopez',
      );

      const hilltopPage = await browser.newPage({ baseURL: process.env.E2E_BASE_URL });
      const errors: string[] = [];
      hilltopPage.on('console', (message) => {
        // The refusal itself is the 409 the story provokes.
        if (message.type() === 'error' && !/status of 409/.test(message.text())) errors.push(message.text());
      });
      await openKiosk(hilltopPage, hilltop, hilltopKiosk);
      await hilltopPage.getByLabel('Employee ID').fill(idAt(hilltop.locationId));
      await hilltopPage.getByRole('button', { name: 'Clock In' }).click();
      await expect(hilltopPage.getByRole('alert')).toHaveText('Maria Lopez is clocked in at Harbour');
      expect(errors).toEqual([]);
      await harbourPage.close();
      await hilltopPage.close();
    });

    test('the manager at Hilltop adds a person of Harbour from Add employee', async ({ page }) => {
      const added = await api.post('/api/organization/people', {
        headers: bearer(harbour.orgAdminToken),
        data: { name: 'Grace Hopper', locationIds: [harbour.locationId] },
      });
      expect(added.status(), await added.text()).toBe(201);

      await page.setViewportSize(desktop);
      await seedManagerToken(page, hilltopManager);
      await page.goto(`/manager/${hilltop.locationId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Manager Dashboard' })).toBeVisible();
      await page.getByLabel('Employee name').fill('Grace');
      const offers = page.getByRole('region', { name: 'People of your organization' });
      // Maria works here already: only Grace is offered, and nothing of where she works.
      await expect(offers.getByRole('button')).toHaveText(['Add Grace Hopper (works at another location)']);
      await snapshot(page, 'manager-offer-1280');
      await offers.getByRole('button', { name: 'Add Grace Hopper (works at another location)' }).click();
      await expect(page.getByText('ID: 002 · Name: Grace Hopper')).toBeVisible();
      await expect(
        page
          .getByRole('list', { name: 'Employees' })
          .getByRole('listitem')
          .filter({ hasText: 'Grace Hopper' }),
      ).toBeVisible();
      await expect(page.getByLabel('Employee name')).toHaveValue('');

      const grace = await personNamed('Grace Hopper');
      expect(grace.locations.map((at) => [at.locationId, at.employeeId])).toEqual([
        [harbour.locationId, '002'],
        [hilltop.locationId, '002'],
      ]);
    });

    test('the People page on a 390 px phone: searchable, nothing wider than the screen', async ({ page }) => {
      await page.setViewportSize(phone);
      await openPeople(page);
      await expect(page.getByText('2 people')).toBeVisible();
      await page.getByLabel('Search').fill('P-100');
      await expect(page.getByText('1 person', { exact: true })).toBeVisible();
      const list = page.getByRole('list', { name: 'People' });
      await expect(list.getByRole('listitem').filter({ hasText: 'Maria Lopez' }).first()).toBeVisible();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(phone.width);
      // The person's actions are reachable with a thumb.
      const menu = page.getByRole('button', { name: 'Options for Maria Lopez' });
      const box = await menu.boundingBox();
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
      await menu.click();
      await expect(page.getByRole('menuitem', { name: 'Archive' })).toBeVisible();
      await page.keyboard.press('Escape');
      await page.getByLabel('Search').fill('');
      await expect(page.getByText('2 people')).toBeVisible();
      await snapshot(page, 'list-390');
    });

    test("Hilltop's calendar and schedule picker show her busy at Harbour, and scheduling over it is refused", async ({
      page,
      allowHttpErrors,
    }) => {
      const day = dayAhead(2);
      const harbourManager = await loginToken(api, harbour, 'manager');
      const planned = await api.post('/api/admin/scheduled-shifts', {
        headers: bearer(harbourManager),
        data: {
          employeeId: '001',
          scheduledStart: atLocations(day, '10:00'),
          scheduledEnd: atLocations(day, '14:00'),
        },
      });
      expect(planned.status(), await planned.text()).toBe(201);

      await page.setViewportSize(desktop);
      await seedManagerToken(page, hilltopManager);
      await page.goto(`/manager/${hilltop.locationId}`);
      // Her shift worked at Harbour today (the kiosk's story above) is a band of its own when today is
      // in the same week: the one asked for is the scheduled shift's, on its day.
      const band = page.locator(`[data-day-column="${day}"] [data-busy-elsewhere="001"]`);
      await expect(page.locator('[data-day-column]').first()).toBeVisible();
      // Two days ahead may be in next week's page of the calendar.
      if ((await page.locator(`[data-day-column="${day}"]`).count()) === 0) {
        await page.getByRole('button', { name: 'Next' }).click();
      }
      await expect(band).toBeVisible();
      await expect(band).toHaveText('Busy elsewhere001 Maria Lopez');
      await band.scrollIntoViewIfNeeded();
      if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/people-busy-calendar-1280.png` });

      await page.getByRole('button', { name: 'Schedule Shift' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Schedule New Shift' });
      await fillDateTime(dialog, 'Start', `${day}T11:00`);
      await fillDateTime(dialog, 'End', `${day}T13:00`);
      await dialog.getByRole('combobox', { name: 'Employee' }).fill('Maria');
      const option = dialog.getByRole('option', { name: /Maria Lopez/ });
      await expect(option).toContainText('Busy elsewhere');
      await option.click();
      await snapshot(page, 'busy-picker-1280');
      allowHttpErrors(409);
      await dialog.getByRole('button', { name: 'Schedule Shift' }).click();
      await expect(dialog.getByRole('alert')).toContainText(
        'This employee is scheduled at another location at that time',
      );
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      // The phone's one-day view shows it too, on that day.
      await page.setViewportSize(phone);
      await page
        .locator('fieldset button')
        .filter({ hasText: new RegExp(`${Number(day.slice(8))}$`) })
        .click();
      await expect(band).toBeVisible();
      await band.scrollIntoViewIfNeeded();
      if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/people-busy-calendar-390.png` });
    });

    test('the owner filters by location, and merges two records of one person after a refusal that says why', async ({
      page,
      allowHttpErrors,
    }) => {
      for (const [name, location] of [
        ['Ada Lovelace', harbour],
        ['Ada King', hilltop],
      ] as const) {
        const added = await api.post('/api/organization/people', {
          headers: bearer(harbour.orgAdminToken),
          data: { name, locationIds: [location.locationId] },
        });
        expect(added.status(), await added.text()).toBe(201);
      }
      await page.setViewportSize(desktop);
      await openPeople(page);
      const options = (name: string) => page.getByRole('button', { name: `Options for ${name}` });

      // The location filter: Ada Lovelace works at Harbour only.
      await expect(page.getByText('4 people')).toBeVisible();
      await page.getByRole('combobox', { name: 'Location' }).click();
      await page.getByRole('option', { name: 'Hilltop' }).click();
      await expect(page.getByText('3 people')).toBeVisible();
      await expect(options('Ada Lovelace')).toHaveCount(0);
      await page.getByRole('combobox', { name: 'Location' }).click();
      await page.getByRole('option', { name: 'All locations' }).click();
      await expect(page.getByText('4 people')).toBeVisible();

      // Maria and Grace both work at both locations: the server refuses, in its words.
      allowHttpErrors(409);
      await options('Maria Lopez').click();
      await page.getByRole('menuitem', { name: 'Merge with another record' }).click();
      let dialog = page.getByRole('dialog', { name: 'Merge a record into Maria Lopez' });
      await dialog.getByLabel('Find the other record').fill('Grace');
      await dialog.getByRole('button', { name: 'Merge Grace Hopper' }).click();
      let confirm = page.getByRole('alertdialog', { name: 'Merge these records?' });
      await confirm.getByRole('button', { name: 'Merge' }).click();
      await expect(confirm.getByRole('alert')).toHaveText(
        'Both records work at the same location; a person has one ID per location',
      );
      await snapshot(page, 'merge-refused-1280');
      // Cancel goes back to choosing the other record; closing that leaves the list as it was.
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toBeHidden();
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await expect(dialog).toBeHidden();

      await options('Ada Lovelace').click();
      await page.getByRole('menuitem', { name: 'Merge with another record' }).click();
      dialog = page.getByRole('dialog', { name: 'Merge a record into Ada Lovelace' });
      await dialog.getByLabel('Find the other record').fill('Ada');
      await dialog.getByRole('button', { name: 'Merge Ada King' }).click();
      confirm = page.getByRole('alertdialog', { name: 'Merge these records?' });
      await expect(confirm).toContainText('of Ada King move to Ada Lovelace');
      await confirm.getByRole('button', { name: 'Merge' }).click();
      await expect(page.getByText('The records were merged into Ada Lovelace.')).toBeVisible();
      const ada = page
        .getByRole('list', { name: 'People' })
        .getByRole('listitem')
        .filter({ hasText: 'Ada Lovelace' });
      await expect(
        ada.first().getByRole('list', { name: 'Locations of Ada Lovelace' }).getByRole('listitem'),
      ).toHaveText(['Harbour003', 'Hilltop003']);
      await expect(page.getByText('Ada King')).toHaveCount(0);
    });
  });
