import type { MyCorrection, MyCorrectionsResponse } from '@shiftclock/contract/my-record';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../../app/providers.tsx';
import { createQueryClient } from '../../../lib/query-client.ts';
import { stubApi } from '../../../test/stub-api.ts';
import { MyRecordPage } from '../components/my-record-page.tsx';
import { storeMeToken } from '../me-token.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const paris = { locationId: 'ABC234', locationName: 'Left Bank', timezone: 'Europe/Paris' };

/** A manager moved Ann's clock-in of Mon 16 Nov from 09:00 to 08:30 (Paris), breaks unchanged. */
function correction(overrides: Partial<MyCorrection> = {}): MyCorrection {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    action: 'correct',
    at: '2026-11-17T10:00:00.000Z',
    actor: 'Manager',
    reason: 'Forgot to clock in',
    before: { clockIn: '2026-11-16T08:00:00.000Z', clockOut: '2026-11-16T16:00:00.000Z', breaks: [] },
    after: { clockIn: '2026-11-16T07:30:00.000Z', clockOut: '2026-11-16T16:00:00.000Z', breaks: [] },
    shift: {
      id: 'shift-1',
      clockIn: '2026-11-16T07:30:00.000Z',
      clockOut: '2026-11-16T16:00:00.000Z',
      offline: false,
      autoClosed: false,
      source: 'kiosk',
      location: paris,
    },
    answer: { status: 'pending', comment: null, answeredAt: null },
    ...overrides,
  };
}

function record(overrides: Partial<MyCorrectionsResponse> = {}): MyCorrectionsResponse {
  return {
    from: '2026-08-22',
    to: null,
    confirmCorrections: true,
    pendingCount: 1,
    corrections: [correction()],
    flaggedShifts: [],
    ...overrides,
  };
}

function renderPage() {
  storeMeToken('employee-token');
  return render(
    <AppProviders queryClient={createQueryClient()}>
      <MyRecordPage />
    </AppProviders>,
  );
}

describe('My record', () => {
  it('shows each correction: day, location, before → after with the change marked, who, when and why', async () => {
    const { calls } = stubApi({
      'GET /api/me/corrections': {
        status: 200,
        body: record({ pendingCount: 0, corrections: [correction({ answer: null })] }),
      },
    });
    renderPage();
    const card = await screen.findByRole('article', { name: /Left Bank/ });
    expect(within(card).getByRole('heading', { name: 'Mon, Nov 16 · Left Bank' })).toBeVisible();
    expect(within(card).getByText('Corrected')).toBeVisible();
    // The clock-in changed: struck through, then emphasised; the clock-out once, as it was.
    expect(card.querySelector('del')).toHaveTextContent('9:00 AM');
    expect(card.querySelector('ins')).toHaveTextContent('8:30 AM');
    expect(within(card).getByText('5:00 PM')).toBeVisible();
    expect(within(card).getByText('By the manager, Nov 17, 2026, 11:00 AM')).toBeVisible();
    expect(within(card).getByText('Forgot to clock in')).toBeVisible();
    expect(within(card).queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer employee-token');
    expect(calls[0]?.url.searchParams.has('from')).toBe(false);
  });

  it('asks about a pending correction and sends a dispute with its comment', async () => {
    const user = userEvent.setup();
    let answered = false;
    const { calls } = stubApi({
      'GET /api/me/corrections': () => ({
        status: 200,
        body: answered
          ? record({
              pendingCount: 0,
              corrections: [
                correction({
                  answer: {
                    status: 'disputed',
                    comment: 'I was there at 8:15',
                    answeredAt: '2026-11-18T09:00:00.000Z',
                  },
                }),
              ],
            })
          : record(),
      }),
      'POST /api/me/corrections/11111111-1111-4111-8111-111111111111/dispute': () => {
        answered = true;
        return {
          status: 200,
          body: {
            message: 'Dispute sent',
            correction: correction({
              answer: {
                status: 'disputed',
                comment: 'I was there at 8:15',
                answeredAt: '2026-11-18T09:00:00.000Z',
              },
            }),
          },
        };
      },
    });
    renderPage();
    expect(await screen.findByText('1 correction waits for your answer')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Dispute' }));
    // An empty comment is refused before any call.
    await user.click(screen.getByRole('button', { name: 'Send dispute' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Say what is wrong with this correction');
    await user.type(screen.getByLabelText('What is wrong?'), 'I was there at 8:15');
    await user.click(screen.getByRole('button', { name: 'Send dispute' }));
    expect(await screen.findByText('You disputed this on Nov 18, 2026, 10:00 AM:')).toBeVisible();
    expect(screen.getByText('I was there at 8:15')).toBeVisible();
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ comment: 'I was there at 8:15' });
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    // Typing takes its time on a busy machine.
  }, 20_000);

  it('confirms with one press', async () => {
    const user = userEvent.setup();
    const { calls } = stubApi({
      'GET /api/me/corrections': { status: 200, body: record() },
      'POST /api/me/corrections/11111111-1111-4111-8111-111111111111/confirm': {
        status: 200,
        body: { message: 'Correction confirmed', correction: correction() },
      },
    });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('marks offline and auto-closed shifts, and says when there is nothing', async () => {
    stubApi({
      'GET /api/me/corrections': {
        status: 200,
        body: record({
          pendingCount: 0,
          corrections: [],
          flaggedShifts: [
            { ...correction().shift, id: 'shift-2', offline: true },
            { ...correction().shift, id: 'shift-3', autoClosed: true, clockOut: '2026-11-16T23:30:00.000Z' },
          ],
        }),
      },
    });
    renderPage();
    expect(await screen.findByText(/No changes to your shifts in this time/)).toBeVisible();
    const flagged = screen.getByRole('region', { name: 'Offline and auto-closed shifts' });
    expect(within(flagged).getByText('Punched offline')).toBeVisible();
    expect(within(flagged).getByText('Auto-closed')).toBeVisible();
  });
});
