import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Organization } from '../../../api/master/types.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { anOrganization, aPage } from '../test-fixtures.ts';

const listPath = '/api/master-admin/organizations';

function stubList(answer: Parameters<typeof stubApi>[0][string], extra: Parameters<typeof stubApi>[0] = {}) {
  const stub = stubApi({ [`GET ${listPath}`]: answer, ...extra });
  const listCalls = () => stub.calls.filter((call) => call.method === 'GET' && call.path === listPath);
  return { ...stub, listCalls };
}

beforeEach(() => localStorage.setItem('token', 'master-token'));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('organizations list', () => {
  it('shows the loading text, then the columns of each organization', async () => {
    const { listCalls } = stubList({
      status: 200,
      body: aPage([
        anOrganization({
          organizationName: 'Acme',
          email: 'boss@acme.test',
          status: 'suspended',
          locationCount: 2,
          locationLimits: { maxLocations: 3, currentLocations: 2 },
          license: {
            type: 'yearly',
            startDate: '2026-03-05T10:00:00.000Z',
            endDate: '2027-03-05T10:00:00.000Z',
            duration: 1,
            durationUnit: 'years',
            autoRenew: false,
            daysLeft: 200,
          },
        }),
        anOrganization({ organizationName: 'Bistro', status: 'pending', license: null }),
      ]),
    });
    renderRoute('/admin/organizations');
    expect(screen.getByRole('heading', { level: 1, name: 'Organizations' })).toBeInTheDocument();
    expect(screen.getByText('Loading organizations...')).toBeInTheDocument();

    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Organization', 'Status', 'License', 'Locations', 'Created', 'Actions']);
    const [acme, bistro] = within(table).getAllByRole('row').slice(1) as [HTMLElement, HTMLElement];
    expect(
      within(acme)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual([
      'Acmeboss@acme.test',
      'Suspended',
      'Yearly200 days left',
      '2 / 3',
      'Mar 5, 2026',
      expect.stringContaining('Suspended'),
    ]);
    expect(within(bistro).getByText('No License')).toBeInTheDocument();
    expect(within(acme).getByRole('combobox', { name: 'Status of Acme' })).toHaveTextContent('Suspended');
    expect(listCalls()[0]?.url.searchParams.get('limit')).toBe('10');
    expect(screen.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it("shows 'No organizations found' and no pagination for an empty list", async () => {
    stubList({ status: 200, body: aPage([]) });
    renderRoute('/admin/organizations');
    expect(await screen.findByText('No organizations found')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it("hides 'Page X of Y' with a single page", async () => {
    stubList({ status: 200, body: aPage([anOrganization()], { totalPages: 1 }) });
    renderRoute('/admin/organizations');
    await screen.findByRole('table');
    expect(screen.queryByText(/^Page \d+ of \d+$/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it("shows 'Page X of Y' with more than one page; Next and Previous move through the URL", async () => {
    const { listCalls } = stubList(({ url }) => {
      const page = Number(url.searchParams.get('page'));
      return {
        status: 200,
        body: aPage([anOrganization({ organizationName: `Row of ${page}` })], { page, totalPages: 3 }),
      };
    });
    const { router } = renderRoute('/admin/organizations');
    const user = userEvent.setup();
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(await screen.findByText('Row of 2')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(listCalls().at(-1)?.url.searchParams.get('page')).toBe('2');

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });

  it('reads the page, status and search from the URL', async () => {
    const { listCalls } = stubList({
      status: 200,
      body: aPage([anOrganization()], { page: 2, totalPages: 2 }),
    });
    renderRoute('/admin/organizations?page=2&status=approved&search=acme');
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();
    const params = listCalls()[0]?.url.searchParams;
    expect([params?.get('page'), params?.get('status'), params?.get('search')]).toEqual([
      '2',
      'approved',
      'acme',
    ]);
    expect(screen.getByLabelText('Search')).toHaveValue('acme');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Approved');
  });

  it('searches once the typing pauses, from page 1', async () => {
    const { listCalls } = stubList({ status: 200, body: aPage([anOrganization()]) });
    const { router } = renderRoute('/admin/organizations?page=3');
    const user = userEvent.setup();
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Search'), 'acme');
    await waitFor(() => expect(router.state.location.search).toBe('?search=acme'));
    await waitFor(() => expect(listCalls().at(-1)?.url.searchParams.get('search')).toBe('acme'));
    // One call for the page, one for the finished word: not one per keystroke.
    expect(listCalls()).toHaveLength(2);
  });

  it("shows 'Error Loading Organizations' with the fallback message, and Retry loads", async () => {
    let failing = true;
    stubList(() => (failing ? { status: 500, body: {} } : { status: 200, body: aPage([]) }));
    renderRoute('/admin/organizations');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByRole('heading', { name: 'Error Loading Organizations' })).toBeInTheDocument();
    expect(alert).toHaveTextContent('Failed to fetch organizations');
    failing = false;
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No organizations found')).toBeInTheDocument();
  });
});

describe('the Location Limits modal', () => {
  function limitsOf(current: number, max: number): Organization {
    return anOrganization({
      organizationName: 'Acme',
      locationCount: current,
      locationLimits: { currentLocations: current, maxLocations: max },
    });
  }

  async function openLimits(organization: Organization, extra: Parameters<typeof stubApi>[0] = {}) {
    const stub = stubList({ status: 200, body: aPage([organization]) }, extra);
    renderRoute('/admin/organizations');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Location Limits: Acme' }));
    const dialog = await screen.findByRole('dialog', { name: 'Location Limits' });
    return { ...stub, user, dialog };
  }

  it('shows Current Locations, Current Limit, and starts Maximum Locations at the current count', async () => {
    const { dialog } = await openLimits(limitsOf(2, 3));
    expect(within(dialog).getByText('Current Locations').nextElementSibling).toHaveTextContent('2');
    expect(within(dialog).getByText('Current Limit').nextElementSibling).toHaveTextContent('3');
    const field = within(dialog).getByLabelText('Maximum Locations');
    expect(field).toHaveValue(2);
    expect(field).toHaveAttribute('min', '2');
    expect(field).toHaveAccessibleDescription('Cannot be less than current locations (2)');
  });

  it('starts at 1 (docs/product.md) for an organization without locations', async () => {
    const { dialog } = await openLimits(limitsOf(0, 5));
    expect(within(dialog).getByLabelText('Maximum Locations')).toHaveValue(1);
    expect(within(dialog).getByText('Cannot be less than current locations (0)')).toBeInTheDocument();
  });

  it('refuses a limit below the current count without calling', async () => {
    const organization = limitsOf(2, 3);
    const { dialog, user, calls } = await openLimits(organization);
    const field = within(dialog).getByLabelText('Maximum Locations');
    await user.clear(field);
    await user.type(field, '1');
    await user.click(within(dialog).getByRole('button', { name: 'Update Limit' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Cannot be less than current locations (2)');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('saves, closes and reloads the list', async () => {
    const organization = limitsOf(2, 3);
    const { dialog, user, calls, listCalls } = await openLimits(organization, {
      [`PUT ${listPath}/${organization.id}/location-limits`]: {
        status: 200,
        body: { message: 'ok', organization },
      },
    });
    const field = within(dialog).getByLabelText('Maximum Locations');
    await user.clear(field);
    await user.type(field, '5');
    await user.click(within(dialog).getByRole('button', { name: 'Update Limit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ maxLocations: 5 });
    await waitFor(() => expect(listCalls()).toHaveLength(2));
  });

  it('closes on Escape without saving', async () => {
    const { user, calls } = await openLimits(limitsOf(1, 1));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('only logs a refused update and stays open', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const organization = limitsOf(2, 3);
    const message = 'Cannot be less than current locations (4)';
    const { dialog, user } = await openLimits(organization, {
      [`PUT ${listPath}/${organization.id}/location-limits`]: { status: 400, body: { message } },
    });
    await user.click(within(dialog).getByRole('button', { name: 'Update Limit' }));
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(screen.getByRole('dialog', { name: 'Location Limits' })).toBeInTheDocument();
    expect(screen.queryByText(message)).toBeNull();
  });
});
