import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import earlyCallsScript from '../../early-start.js?raw';
import { renderRoute } from '../test/render-route.tsx';
import { type RecordedCall, stubApi } from '../test/stub-api.ts';
import { stubLocation } from '../test/stub-location.ts';
import { earlyAnswersAskedAt, markAppStarted, takeEarlyAnswer } from './early-answers.ts';

// apps/web/early-start.js sends a screen's first calls before the app's code has arrived; the app
// takes those answers instead of asking again (early-answers.ts). These tests keep the two lists
// equal: every early call is one the app makes, and the app asks none of them again.

/** Opens `path` as a page load would: the early script first, then the app. */
function runEarlyScript(path: string) {
  window.history.replaceState(null, '', path);
  new Function(earlyCallsScript)();
}

const addressOf = (call: RecordedCall) => `${call.url.pathname}${call.url.search}`;

afterEach(() => {
  vi.unstubAllGlobals();
  window.__shiftclockEarlyCalls = undefined;
  window.history.replaceState(null, '', '/');
});

describe('early calls', () => {
  it.each([
    ['the kiosk', '/location/ABC234', 'token', 'location', 'No employees currently clocked in'],
    ['the manager', '/manager/ABC234', 'adminToken', 'manager', 'No employees yet'],
  ] as const)(
    'are the first calls %s makes, and none is asked again',
    async (_, path, key, accountType, shown) => {
      localStorage.setItem(key, 'stored-token');
      const { calls } = stubLocation(accountType);
      runEarlyScript(path);
      const early = calls.map(addressOf);
      expect(early.length).toBeGreaterThan(3);
      for (const call of calls) expect(call.headers.get('Authorization')).toBe('Bearer stored-token');

      const sentBefore = calls.length;
      renderRoute(path);
      expect(await screen.findByText(shown)).toBeInTheDocument();
      await waitFor(() => {
        const state = window.__shiftclockEarlyCalls;
        if (!state || state === 'started') throw new Error('no early calls');
        expect(Object.values(state.answers).filter(Boolean)).toEqual([]);
      });
      const askedAgain = calls
        .slice(sentBefore)
        .map(addressOf)
        .filter((address) => early.includes(address));
      expect(askedAgain).toEqual([]);
    },
  );

  it.each([
    [
      'the Shifts tab',
      '/me',
      ['/api/me', '/api/me/corrections', '/api/me/shifts', '/api/me/phone-clock'],
      'My shifts',
    ],
    ['another tab', '/me/account', ['/api/me', '/api/me/corrections'], 'Account'],
  ] as const)(
    "are the employee app's first calls on %s, with the employee's own token, none asked again",
    async (_, path, sent, heading) => {
      localStorage.setItem('meToken', 'employee-token');
      localStorage.setItem('adminToken', 'manager-token');
      const me = {
        person: { id: 'person-1', name: 'Grace Hopper', email: null },
        organization: { id: 'org-1', name: 'Demo Coffee' },
        locations: [],
      };
      const record = {
        from: '2027-01-01',
        to: null,
        confirmCorrections: false,
        pendingCount: 0,
        corrections: [],
        flaggedShifts: [],
      };
      const { calls } = stubApi({
        'GET /api/me': { status: 200, body: me },
        'GET /api/me/corrections': { status: 200, body: record },
        'GET /api/me/shifts': {
          status: 200,
          body: { shifts: [], removed: [], lastSeenAt: null, asOf: '2027-03-10T15:00:00.000Z', days: 28 },
        },
        'GET /api/me/phone-clock': { status: 200, body: { locations: [], openShift: null } },
        'GET /api/me/notifications': { status: 200, body: { notifications: [], unread: 0 } },
      });
      runEarlyScript(path);
      expect(calls.map(addressOf)).toEqual(sent);
      for (const call of calls) expect(call.headers.get('Authorization')).toBe('Bearer employee-token');

      renderRoute(path);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect((await screen.findAllByText('Grace Hopper')).length).toBeGreaterThan(0);
      await waitFor(() => {
        const state = window.__shiftclockEarlyCalls;
        if (!state || state === 'started') throw new Error('no early calls');
        expect(Object.values(state.answers).filter(Boolean)).toEqual([]);
      });
      for (const address of sent) expect(calls.filter((call) => addressOf(call) === address)).toHaveLength(1);
    },
  );

  it("are not sent from the employee app's sign-in link, which has no session yet", () => {
    localStorage.setItem('meToken', 'employee-token');
    const { calls } = stubApi({});
    runEarlyScript('/me/sign-in');
    expect(calls).toEqual([]);
  });

  it('are not sent from other pages, without a stored token, or once the app has started', () => {
    const { calls } = stubLocation('manager');
    runEarlyScript('/manager/ABC234');
    localStorage.setItem('adminToken', 'stored-token');
    runEarlyScript('/manager/settings');
    runEarlyScript('/location/login');
    markAppStarted();
    runEarlyScript('/manager/ABC234');
    expect(calls).toEqual([]);
  });

  it('serve only the same token, once, while fresh', async () => {
    localStorage.setItem('token', 'kiosk-token');
    stubLocation('location');
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const sentAt = Date.now();
      runEarlyScript('/location/ABC234');
      expect(takeEarlyAnswer('/api/auth/validate', 'another-token')).toBeUndefined();
      vi.setSystemTime(sentAt + 5_000);
      expect(takeEarlyAnswer('/api/auth/validate', 'kiosk-token')).toBeInstanceOf(Promise);
      // The screen's answers are as old as the early calls (the live stream's `dataAgeMs`).
      expect(earlyAnswersAskedAt()).toBe(sentAt);
      expect(takeEarlyAnswer('/api/auth/validate', 'kiosk-token')).toBeUndefined();
      vi.setSystemTime(sentAt + 30_000);
      expect(takeEarlyAnswer('/api/shift/current', 'kiosk-token')).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
