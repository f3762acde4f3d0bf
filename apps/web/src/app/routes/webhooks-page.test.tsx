import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dashboardApi,
  dashboardFixture,
  dashboardPath,
  organizationId,
  signInOwner,
} from '../../features/organization/test/dashboard-fixture.ts';
import { onNarrowScreen } from '../../test/narrow-screen.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { stubApi } from '../../test/stub-api.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  toast.dismiss();
});

const webhooksPath = `/organization/${organizationId}/webhooks`;
const endpointId = '6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f';
const deliveryId = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const eventId = '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b';
const secret = 'whsec_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
const endpoint = {
  id: endpointId,
  url: 'https://hooks.example.com/shiftclock',
  description: 'Payroll sync',
  events: ['punch.clocked_in', 'punch.clocked_out'],
  enabled: true,
  secretHint: 'whsec_abcd…',
  createdAt: '2026-11-30T08:00:00.000Z',
};
const delivery = (status: 'pending' | 'delivered' | 'failed', attempts: number) => ({
  id: deliveryId,
  eventId,
  eventType: 'ping',
  status,
  attempts,
  lastStatusCode: status === 'delivered' ? 200 : status === 'failed' ? 500 : null,
  lastError: status === 'failed' ? 'HTTP 500' : null,
  lastResponseMs: 12,
  lastAttemptAt: '2026-11-30T08:05:00.000Z',
  nextAttemptAt: null,
  createdAt: '2026-11-30T08:05:00.000Z',
});

function openWebhooks(path = webhooksPath, endpoints: (typeof endpoint)[] = []) {
  signInOwner();
  const state = { endpoints, deliveries: [] as ReturnType<typeof delivery>[] };
  const { calls } = stubApi({
    [dashboardApi]: { status: 200, body: dashboardFixture() },
    'GET /api/organization/webhooks': () => ({ status: 200, body: { endpoints: state.endpoints } }),
    'POST /api/organization/webhooks': ({ body }) => {
      const sent = body as { url: string; events: string[] };
      if (!sent.url.startsWith('https://'))
        return {
          status: 400,
          body: {
            message: 'Enter the full address of your endpoint, starting with https://',
            code: 'WEBHOOK_URL_INVALID',
            errors: [{ path: 'url', msg: 'Enter the full address of your endpoint, starting with https://' }],
          },
        };
      state.endpoints = [{ ...endpoint, url: sent.url, events: sent.events, description: null as never }];
      return { status: 201, body: { endpoint: state.endpoints[0], secret } };
    },
    [`POST /api/organization/webhooks/${endpointId}/ping`]: () => {
      state.deliveries = [delivery('delivered', 1)];
      return { status: 201, body: { delivery: delivery('pending', 0) } };
    },
    [`GET /api/organization/webhooks/${endpointId}/deliveries`]: () => ({
      status: 200,
      body: { deliveries: state.deliveries },
    }),
    [`DELETE /api/organization/webhooks/${endpointId}`]: () => {
      state.endpoints = [];
      return { status: 204 };
    },
    [`POST /api/organization/webhooks/${endpointId}/deliveries/${deliveryId}/resend`]: () => {
      state.deliveries = [delivery('delivered', 2)];
      return { status: 200, body: { delivery: delivery('pending', 1) } };
    },
  });
  const view = renderRoute(path);
  return { calls, state, ...view };
}

describe('webhooks page', { timeout: 20_000 }, () => {
  it('is reached from the dashboard, in the owner frame', async () => {
    const user = userEvent.setup();
    const { router } = openWebhooks(dashboardPath);
    await user.click(await screen.findByRole('link', { name: 'Open webhooks' }));
    expect(router.state.location.pathname).toBe(webhooksPath);
    expect(await screen.findByRole('heading', { level: 2, name: 'Webhooks' })).toBeVisible();
    expect(await screen.findByText('No endpoints yet.')).toBeVisible();
  });

  it('adds an endpoint with its events, shows the secret once, sends a test event and resends it', async () => {
    const user = userEvent.setup();
    const { calls } = openWebhooks();
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    await user.type(screen.getByLabelText('Endpoint URL'), 'http://hooks.example.com/x');
    await user.click(screen.getByRole('checkbox', { name: /Clocked in/ }));
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(
      await screen.findByText('Enter the full address of your endpoint, starting with https://'),
    ).toBeVisible();

    await user.clear(screen.getByLabelText('Endpoint URL'));
    await user.type(screen.getByLabelText('Endpoint URL'), 'https://hooks.example.com/shiftclock');
    await user.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByDisplayValue(secret)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Copy signing secret' })).toBeVisible();
    const created = calls.filter(
      (call) => call.method === 'POST' && call.path === '/api/organization/webhooks',
    );
    expect(created.at(-1)?.body).toEqual({
      url: 'https://hooks.example.com/shiftclock',
      events: ['punch.clocked_in'],
    });
    await user.click(screen.getByRole('button', { name: 'I have saved it' }));
    expect(screen.queryByDisplayValue(secret)).toBeNull();

    expect(await screen.findByText('https://hooks.example.com/shiftclock')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Send test event' }));
    const log = await screen.findByRole('table', { name: 'Recent deliveries' });
    await waitFor(() => expect(within(log).getByText('Delivered')).toBeVisible());
    expect(within(log).getByText('ping')).toBeVisible();
    expect(within(log).getByText('200')).toBeVisible();

    await user.click(within(log).getByRole('button', { name: 'Resend ping' }));
    await waitFor(() => expect(within(log).getByText('2')).toBeVisible());
    expect(calls.some((call) => call.path.endsWith(`/deliveries/${deliveryId}/resend`))).toBe(true);
  });

  it('lists the deliveries on a phone, each with its facts stacked and its Resend button', async () => {
    onNarrowScreen();
    const user = userEvent.setup();
    const { calls } = openWebhooks(webhooksPath, [endpoint]);
    await user.click(await screen.findByRole('button', { name: 'Send test event' }));
    const log = await screen.findByRole('region', { name: 'Recent deliveries' });
    expect(screen.queryByRole('table')).toBeNull();
    const item = await within(log).findByRole('listitem');
    await waitFor(() => expect(within(item).getByText('Delivered')).toBeVisible());
    expect(within(item).getByText('ping')).toBeVisible();
    expect(within(item).getByText('200')).toBeVisible();
    await user.click(within(item).getByRole('button', { name: 'Resend ping' }));
    expect(calls.some((call) => call.path.endsWith(`/deliveries/${deliveryId}/resend`))).toBe(true);
  });

  it('deletes an endpoint only after the confirmation names it', async () => {
    const user = userEvent.setup();
    const { calls } = openWebhooks(webhooksPath, [endpoint]);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Delete this endpoint and its delivery log?',
    });
    expect(within(dialog).getByText(endpoint.url)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const again = await screen.findByRole('alertdialog');
    await user.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No endpoints yet.')).toBeVisible();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/organization/webhooks/${endpointId}`,
    ]);
  });
});
