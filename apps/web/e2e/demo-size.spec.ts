import { type APIRequestContext, type Page, request } from '@playwright/test';
import { expectNoSeriousViolations } from './support/axe.ts';
import {
  activeDemoNames,
  createDemoLocation,
  type DemoLocation,
  type DemoPayroll,
  setDemoLanguage,
} from './support/demo-location.ts';
import { trackRequests } from './support/network.ts';
import { seedManagerToken } from './support/session.ts';
import { expect, test } from './support/test.ts';

// The phone dashboard and the timesheet at the demo's size (25 employees, three weeks of shifts; docs/decisions/0175-a-phone-dashboard.md).
// Item 6: the manager's dashboard on a phone was 17,331 px tall at 390 px and cut names to fit three
// icon buttons. Now it opens with every section but the calendar folded, each section one tap away
// from the top, and each employee's actions in one menu.
// Item 8: the timesheet's columns fit a laptop's 1280 px in every language, German included.

const screenshotDir = process.env.E2E_SCREENSHOT_DIR;
const phone = { width: 390, height: 844 };

/** What each language's dashboard says, as a user reads it. */
const languages = {
  en: {
    nav: 'Dashboard sections',
    links: ['Calendar', 'Upcoming', 'Employees', 'Recent Shifts', 'Kiosks'],
    folding: [/^Upcoming scheduled shifts$/, /^Employees \(24\)$/, /^Recent Shifts$/, /^Kiosks/],
    employees: 'Employees (24)',
    actions: (name: string) => `Actions for ${name}`,
    edit: 'Edit',
    editTitle: 'Edit Employee',
    name: 'Employee name',
    save: 'Save',
    renamed: ['Wen Nguyen', 'Wen Nguyen-Tran'],
  },
  de: {
    nav: 'Bereiche des Dashboards',
    links: ['Kalender', 'Demnächst', 'Mitarbeiter', 'Letzte Schichten', 'Terminals'],
    folding: [/^Anstehende geplante Schichten$/, /^Mitarbeiter \(24\)$/, /^Letzte Schichten$/, /^Terminals/],
    employees: 'Mitarbeiter (24)',
    actions: (name: string) => `Aktionen für ${name}`,
    edit: 'Bearbeiten',
    editTitle: 'Mitarbeiter bearbeiten',
    name: 'Name des Mitarbeiters',
    save: 'Speichern',
    renamed: ['Elena Kowalski', 'Elena Kowalski-Brandt'],
  },
  es: {
    nav: 'Secciones del panel',
    folding: [/^Próximos turnos programados$/, /^Empleados \(24\)$/, /^Turnos recientes$/, /^Quioscos/],
    employees: 'Empleados (24)',
  },
  fr: {
    nav: 'Sections du tableau de bord',
    folding: [/^Shifts planifiés à venir$/, /^Employés \(24\)$/, /^Shifts récents$/, /^Bornes/],
    employees: 'Employés (24)',
  },
} as const;

async function shot(page: Page, name: string, fullPage = false) {
  if (screenshotDir) await page.screenshot({ path: `${screenshotDir}/${name}.png`, fullPage });
}

test.describe
  .serial('a manager on a phone, at the demo’s size', () => {
    test.describe.configure({ timeout: 90_000 });
    let api: APIRequestContext;
    let demo: DemoLocation;

    test.beforeAll(async () => {
      test.setTimeout(180_000);
      api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
      demo = await createDemoLocation(api);
    });
    test.afterAll(async () => api.dispose());

    /** The dashboard in `language` at 390 px, once its data is on screen. */
    async function openDashboard(page: Page, language: keyof typeof languages) {
      await setDemoLanguage(api, demo.managerToken, language);
      await page.setViewportSize(phone);
      await seedManagerToken(page, demo.managerToken);
      const network = trackRequests(page);
      await page.goto(`/manager/${demo.location.locationId}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await expect(page.getByRole('button', { name: languages[language].employees })).toBeVisible();
      // Today's shifts drawn in the calendar: the data has painted.
      await expect(page.locator('[data-shift]').first()).toBeVisible();
      await network.quiet();
    }

    for (const language of ['en', 'de', 'es', 'fr'] as const) {
      test(`${language}: opens under 6,000 px tall, every section but the calendar folded`, async ({
        page,
      }) => {
        const words = languages[language];
        await openDashboard(page, language);
        for (const name of words.folding) {
          await expect(page.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'false');
        }
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        expect(height, 'the dashboard’s height as it opens').toBeLessThan(6_000);
        // Every section link in view at the top: none hides behind a sideways scroll.
        for (const link of await page.getByRole('navigation', { name: words.nav }).getByRole('link').all()) {
          await expect(link).toBeInViewport({ ratio: 1 });
        }
        await shot(page, `phone-dashboard-${language}-folded`, true);
      });
    }

    for (const language of ['en', 'de'] as const) {
      test(`${language}: each section is one tap from the top, and opens`, async ({ page }) => {
        const words = languages[language];
        await openDashboard(page, language);
        const nav = page.getByRole('navigation', { name: words.nav });
        const sections = ['calendar', 'upcoming', 'employees', 'recent-shifts', 'kiosks'];
        for (const [index, link] of words.links.entries()) {
          await page.evaluate(() => window.scrollTo(0, 0));
          await nav.getByRole('link', { name: link, exact: true }).click();
          const section = page.locator(`#${sections[index]}`);
          await expect(section).toBeInViewport();
          // The section's heading shows under the sticky links, not behind them.
          const heading = section.getByRole('heading').first();
          await expect(heading).toBeInViewport();
          const headingTop = (await heading.boundingBox())?.y ?? 0;
          const navBottom = await nav.evaluate((element) => element.getBoundingClientRect().bottom);
          expect(headingTop, `${link}: heading under the links`).toBeGreaterThanOrEqual(navBottom - 1);
          const folding = words.folding[index - 1];
          if (folding) {
            await expect(page.getByRole('button', { name: folding })).toHaveAttribute(
              'aria-expanded',
              'true',
            );
          } else {
            await shot(page, `phone-dashboard-${language}-calendar`);
          }
        }
      });

      test(`${language}: no employee's name is cut, and their actions are in one menu`, async ({ page }) => {
        const words = languages[language];
        await openDashboard(page, language);
        await page
          .getByRole('navigation', { name: words.nav })
          .getByRole('link', { name: words.links[2], exact: true })
          .click();
        const list = page.getByRole('list', { name: words.links[2], exact: true });
        await expect(list.getByRole('listitem')).toHaveCount(24);
        for (const name of activeDemoNames) {
          if (name === words.renamed[0] || name === languages.en.renamed[0]) continue;
          const shown = list.getByText(name, { exact: true });
          await expect(shown).toBeVisible();
          const cut = await shown.evaluate((element) => element.scrollWidth > element.clientWidth);
          expect(cut, `${name} is cut`).toBe(false);
          await expect(list.getByRole('button', { name: words.actions(name) })).toBeVisible();
        }
        await shot(page, `phone-dashboard-${language}-employees`);
        await expectNoSeriousViolations(page);

        // Edit from the menu: the dialog, the new name in the list, focus back on the menu's button.
        const [before, after] = words.renamed;
        const menuButton = list.getByRole('button', { name: words.actions(before) });
        await menuButton.click();
        await expect(page.getByRole('menuitem', { name: words.edit })).toBeVisible();
        await shot(page, `phone-dashboard-${language}-menu`);
        await page.getByRole('menuitem', { name: words.edit }).click();
        const dialog = page.getByRole('dialog', { name: words.editTitle });
        await dialog.getByLabel(words.name).fill(after);
        await dialog.getByRole('button', { name: words.save }).click();
        await expect(dialog).toBeHidden();
        await expect(list.getByText(after, { exact: true })).toBeVisible();
        await expect(list.getByRole('button', { name: words.actions(after) })).toBeFocused();
      });
    }

    for (const width of [768, 1280]) {
      test(`de at ${width} px: every section opens unfolded, as before`, async ({ page }) => {
        await setDemoLanguage(api, demo.managerToken, 'de');
        await page.setViewportSize({ width, height: 1024 });
        await seedManagerToken(page, demo.managerToken);
        await page.goto(`/manager/${demo.location.locationId}`);
        await expect(page.getByRole('button', { name: languages.de.employees })).toBeVisible();
        for (const name of languages.de.folding) {
          await expect(page.getByRole('button', { name })).toHaveAttribute('aria-expanded', 'true');
        }
        await expect(page.getByRole('list', { name: 'Mitarbeiter', exact: true })).toBeVisible();
        await shot(page, `dashboard-de-${width}`);
      });
    }

    // Every rule that adds a column: rounding (Actual), an automatic deduction, paid breaks.
    const everyRule: DemoPayroll = {
      roundingMinutes: 15,
      autoDeductMinutes: 30,
      breaksPaid: true,
      dailyOvertimeHours: 8,
      doubleTimeDailyHours: 12,
      seventhDayRule: true,
    };
    for (const [rules, payroll] of [
      ['the demo’s rules', {}],
      ['every rule on', everyRule],
    ] as const) {
      test(`the timesheet's columns fit 1280 px in every language, with ${rules}`, async ({ page }) => {
        await page.setViewportSize({ width: 1280, height: 800 });
        await seedManagerToken(page, demo.managerToken);
        for (const [language, label] of [
          ['en', 'Hours per employee'],
          ['es', 'Horas por empleado'],
          ['fr', 'Heures par employé'],
          ['de', 'Stunden pro Mitarbeiter'],
        ] as const) {
          await setDemoLanguage(api, demo.managerToken, language, payroll);
          await page.goto('/manager/timesheets');
          const table = page.getByRole('region', { name: label });
          await expect(table.getByRole('row')).toHaveCount(activeDemoNames.length + 2);
          const widths = await table.evaluate((element) => ({
            scroll: element.scrollWidth,
            client: element.clientWidth,
          }));
          expect
            .soft(widths.scroll, `${language}: the table scrolls sideways`)
            .toBeLessThanOrEqual(widths.client);
          if (language === 'de' && screenshotDir) {
            const name = payroll === everyRule ? 'every-rule' : 'demo';
            await page.screenshot({ path: `${screenshotDir}/timesheet-de-1280-${name}.png` });
          }
        }
      });
    }
  });
