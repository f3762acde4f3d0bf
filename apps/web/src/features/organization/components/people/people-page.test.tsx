import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Person } from '../../../../api/people/people.ts';
import { renderRoute } from '../../../../test/render-route.tsx';
import { stubApi } from '../../../../test/stub-api.ts';
import {
  dashboardApi,
  dashboardFixture,
  dashboardPath,
  errorOf,
  field,
  locationFixture,
  organizationId,
  signInOwner,
} from '../../test/dashboard-fixture.ts';

afterEach(() => {
  vi.unstubAllGlobals();
});

const peoplePath = `/organization/${organizationId}/people`;
const locations = [
  locationFixture(),
  locationFixture({ _id: 'loc-uuid-2', id: 'loc-uuid-2', locationId: 'XYZ789', locationName: 'Harbour' }),
];

function person(overrides: Partial<Person> = {}): Person {
  return {
    id: '4b0c9a52-8f0e-4b8a-9d7c-1a2b3c4d5e6f',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: null,
    payrollId: 'P-001',
    hourlyRate: '18.50',
    pinSet: true,
    archivedAt: null,
    locations: [
      { locationId: 'ABC234', locationName: 'Main Street', employeeId: '004', isActive: true },
      { locationId: 'XYZ789', locationName: 'Harbour', employeeId: '012', isActive: false },
    ],
    ...overrides,
  };
}
const grace = person({
  id: '9f8e7d6c-5b4a-4c3d-8e2f-1a0b9c8d7e6f',
  name: 'Grace Hopper',
  email: null,
  payrollId: null,
  locations: [{ locationId: 'XYZ789', locationName: 'Harbour', employeeId: '001', isActive: true }],
});

function stubPeople(people: Person[], extra: Parameters<typeof stubApi>[0] = {}) {
  return stubApi({
    [dashboardApi]: { status: 200, body: dashboardFixture({}, locations) },
    'GET /api/organization/people': { status: 200, body: { people, total: people.length } },
    ...extra,
  });
}

const list = () => screen.findByRole('list', { name: 'People' });

describe('the People page', { timeout: 20_000 }, () => {
  it('is linked from the dashboard', async () => {
    signInOwner();
    stubPeople([]);
    renderRoute(dashboardPath);
    expect(await screen.findByRole('link', { name: 'Open People' })).toHaveAttribute('href', peoplePath);
  });

  it('lists each person with payroll ID, e-mail and their kiosk ID at each location', async () => {
    signInOwner();
    stubPeople([person(), grace]);
    renderRoute(peoplePath);
    const items = within(await list()).getAllByRole('listitem', { name: '' });
    expect(await screen.findByText('2 people')).toBeInTheDocument();
    const ada = items.find((item) => item.textContent?.includes('Ada Lovelace')) as HTMLElement;
    expect(ada).toHaveTextContent('Payroll ID P-001 · ada@example.com');
    const places = within(ada).getByRole('list', { name: 'Locations of Ada Lovelace' });
    expect(
      within(places)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Main Street004', 'Harbour012· inactive']);
  });

  it('pages with Show more, and asks the server for the search once the typing pauses', async () => {
    signInOwner();
    // A page shorter than the total: the server's pages are up to 100, three keep the test quick.
    const first = Array.from({ length: 3 }, (_, index) =>
      person({ id: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`, name: `Person ${index}` }),
    );
    const { calls } = stubPeople([], {
      'GET /api/organization/people': ({ url }) => {
        const offset = Number(url.searchParams.get('offset'));
        return { status: 200, body: { people: offset === 0 ? first : [grace], total: 4 } };
      },
    });
    renderRoute(peoplePath);
    expect(await screen.findByText('4 people')).toBeInTheDocument();
    expect(screen.getByText('3 of 4 shown')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await within(await list()).findByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

    await userEvent.type(field('Search'), 'P-00');
    await waitFor(() => expect(calls.some((call) => call.url.searchParams.get('q') === 'P-00')).toBe(true));
    const asked = calls
      .filter((call) => call.path === '/api/organization/people')
      .map((call) => call.url.search);
    expect(asked[0]).toBe('?limit=100&offset=0');
    expect(asked[1]).toBe('?limit=100&offset=3');
    // One call for the pause after typing, not one per key.
    expect(asked.filter((search) => search.includes('q=')).length).toBe(1);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Show archived' }));
    await waitFor(() =>
      expect(calls.some((call) => call.url.searchParams.get('archived') === 'true')).toBe(true),
    );
  });

  it('adds a person at the locations ticked, and says what is missing first', async () => {
    signInOwner();
    const { calls } = stubPeople([], {
      'POST /api/organization/people': ({ body }) => ({
        status: 201,
        body: { message: 'Person added', person: person({ name: (body as { name: string }).name }) },
      }),
    });
    renderRoute(peoplePath);
    await userEvent.click(await screen.findByRole('button', { name: 'Add person' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add person' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add person' }));
    await waitFor(() => expect(errorOf('Name', dialog)).toBeTruthy());
    await userEvent.type(field('Hourly rate (optional)', dialog), '18,5');
    await userEvent.type(field('Name', dialog), 'Ada Lovelace');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add person' }));
    await waitFor(() =>
      expect(errorOf('Hourly rate (optional)', dialog)).toBe('Enter an hourly rate like 18.50'),
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await userEvent.clear(field('Hourly rate (optional)', dialog));
    await userEvent.type(field('Payroll ID (optional)', dialog), 'P-001');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Main Street' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Harbour' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add person' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Ada Lovelace',
      email: null,
      phone: null,
      payrollId: 'P-001',
      hourlyRate: null,
      locationIds: ['ABC234', 'XYZ789'],
    });
    expect(await screen.findByText('Ada Lovelace was added.')).toBeInTheDocument();
  });

  it("shows the server's refusal of a payroll ID under its field and keeps the dialog open", async () => {
    signInOwner();
    stubPeople([person()], {
      [`PUT /api/organization/people/${person().id}`]: {
        status: 409,
        body: {
          message: 'Another person of the organization has this payroll ID',
          errors: [{ path: 'payrollId', msg: 'Another person of the organization has this payroll ID' }],
        },
      },
    });
    renderRoute(peoplePath);
    await userEvent.click(await screen.findByRole('button', { name: 'Options for Ada Lovelace' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit person' });
    expect(field('Name', dialog)).toHaveValue('Ada Lovelace');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(errorOf('Payroll ID (optional)', dialog)).toBe(
        'Another person of the organization has this payroll ID',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'Edit person' })).toBeInTheDocument();
  });

  it('archives a person after a confirmation', async () => {
    signInOwner();
    const { calls } = stubPeople([person()], {
      [`POST /api/organization/people/${person().id}/archive`]: {
        status: 200,
        body: { message: 'Archived', person: person({ archivedAt: '2026-11-29T10:00:00.000Z' }) },
      },
    });
    renderRoute(peoplePath);
    await userEvent.click(await screen.findByRole('button', { name: 'Options for Ada Lovelace' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Archive' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Archive Ada Lovelace?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Archive' }));
    expect(await screen.findByText('Ada Lovelace was archived.')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'POST' && call.path.endsWith('/archive'))).toBe(true);
  });

  it("merges a record found by search, and shows the server's refusal word for word", async () => {
    signInOwner();
    const { calls } = stubPeople([person(), grace], {
      'POST /api/organization/people/merge': {
        status: 409,
        body: { message: 'Their shifts overlap; correct them before merging' },
      },
    });
    renderRoute(peoplePath);
    await userEvent.click(await screen.findByRole('button', { name: 'Options for Ada Lovelace' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Merge with another record' }));
    const dialog = await screen.findByRole('dialog', { name: 'Merge a record into Ada Lovelace' });
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Merge Grace Hopper' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Merge these records?' });
    expect(confirm).toHaveTextContent('of Grace Hopper move to Ada Lovelace');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Merge' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Their shifts overlap; correct them before merging',
    );
    expect(calls.find((call) => call.path.endsWith('/merge'))?.body).toEqual({
      keepId: person().id,
      mergeId: grace.id,
    });
  });
});
