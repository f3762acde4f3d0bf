import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../../test/render-route.tsx';
import { stubApi } from '../../../test/stub-api.ts';
import { aDashboard, anExpiringOrganization, anOrganization, aPage } from '../test-fixtures.ts';

const expiring = anExpiringOrganization(2, { organizationName: 'Acme' });
const licensePath = `/api/master-admin/organizations/${expiring.id}/license`;

async function openLicense() {
  const stub = stubApi({
    'GET /api/master-admin/dashboard': { status: 200, body: aDashboard({ expiringLicenses: [expiring] }) },
    'GET /api/master-admin/organizations': { status: 200, body: aPage([]) },
    [`PUT ${licensePath}`]: {
      status: 200,
      body: { message: 'License updated', organization: anOrganization() },
    },
  });
  renderRoute('/admin');
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Manage License: Acme' }));
  const dialog = await screen.findByRole('dialog', { name: 'Manage License' });
  const puts = () => stub.calls.filter((call) => call.method === 'PUT');
  return { ...stub, user, dialog, puts };
}

beforeEach(() => localStorage.setItem('token', 'master-token'));
afterEach(() => vi.unstubAllGlobals());

describe('the Manage License modal', () => {
  it('starts at trial, 30, days, auto-renew off; duration minimum 1', async () => {
    const { dialog } = await openLicense();
    expect(dialog).toHaveAccessibleDescription('Acme');
    expect(within(dialog).getByRole('combobox', { name: 'License Type' })).toHaveTextContent('Trial');
    const duration = within(dialog).getByLabelText('Duration');
    expect(duration).toHaveValue(30);
    expect(duration).toHaveAttribute('min', '1');
    expect(within(dialog).getByRole('combobox', { name: 'Duration Unit' })).toHaveTextContent('Days');
    expect(within(dialog).getByRole('checkbox', { name: /Auto-renew/ })).not.toBeChecked();
  });

  it('refuses a duration below 1 without calling', async () => {
    const { dialog, user, puts } = await openLicense();
    const duration = within(dialog).getByLabelText('Duration');
    await user.clear(duration);
    await user.type(duration, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Update License' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Duration must be at least 1');
    expect(puts()).toEqual([]);
  });

  it('keeps the message until the next Update, and the focus where it was (docs/forms.md)', async () => {
    const { dialog, user, puts } = await openLicense();
    const duration = within(dialog).getByLabelText('Duration');
    await user.clear(duration);
    const submit = within(dialog).getByRole('button', { name: 'Update License' });
    await user.click(submit);
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Duration must be at least 1');
    expect(submit).toHaveFocus();
    await user.type(duration, '5');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Duration must be at least 1');
    expect(puts()).toEqual([]);
  });

  it('saves, closes and reloads the dashboard', async () => {
    const { dialog, user, puts, calls } = await openLicense();
    const duration = within(dialog).getByLabelText('Duration');
    await user.clear(duration);
    await user.type(duration, '45');
    await user.click(within(dialog).getByRole('checkbox', { name: /Auto-renew/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Update License' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts()[0]?.body).toEqual({
      licenseType: 'trial',
      duration: 45,
      durationUnit: 'days',
      autoRenew: true,
    });
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/master-admin/dashboard')).toHaveLength(2),
    );
  });

  it('Enter outside an input confirms', async () => {
    const { dialog, puts } = await openLicense();
    dialog.focus();
    fireEvent.keyDown(dialog, { key: 'Enter' });
    await waitFor(() => expect(puts()).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('Enter on Cancel cancels rather than confirms', async () => {
    const { dialog, user, puts } = await openLicense();
    within(dialog).getByRole('button', { name: 'Cancel' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts()).toEqual([]);
  });

  it('closes on Escape without saving', async () => {
    const { user, puts } = await openLicense();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(puts()).toEqual([]);
  });
});
