import {
  PIN_BUDGET_WINDOW_MINUTES,
  PIN_WRONG_PER_ADDRESS,
  PIN_WRONG_PER_DEVICE,
  TOO_MANY_WRONG_PINS_MESSAGE,
} from '@shiftclock/contract/employee-pin';
import type { Db } from '../db/client.ts';
import { TooManyRequests } from './errors.ts';
import {
  type Counts,
  countAndRecord,
  deleteRateLimitEvents,
  deleteRateLimitEventsBefore,
} from './rate-limit.repository.ts';

type Rule = { name: string; limit: number; windowMs: number; message: string; code: string };
export type PendingAttempt = { succeeded(): Promise<void> };

/**
 * Counts events per key in a sliding window and refuses once a key reaches its limit. The counters
 * are rows of `rate_limit_events`, so every instance behind the load balancer shares them and a
 * limit holds across all of them (docs/decisions/0154-one-set-of-rules-across-instances.md). A
 * limited key never limits another.
 *
 * Exact under concurrency: a check and its count run in one transaction that first takes an
 * advisory lock per key, so of 20 simultaneous attempts on any instances at most the limit pass.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly rule: Rule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Checks, then counts this attempt: for limits on attempts rather than failures. */
  async take(...keys: string[]): Promise<void> {
    await this.attempt(...keys);
  }

  /**
   * For limits on failures: counts the attempt before the slow work (a password hash), so a burst
   * of simultaneous guesses cannot all pass the check first; `succeeded()` takes the attempt back
   * when it turned out not to be a failure.
   */
  attempt(...keys: string[]): Promise<PendingAttempt> {
    const stored = keys.map((key) => `${this.rule.name}:${key}`);
    return countedAttempt(this.db, this.now(), this.rule.windowMs, stored, (counts, at) => {
      for (const key of stored) refuseIfFull(this.rule, counts.get(key), at);
    });
  }
}

/** Throws 429 when `counted` has reached the rule's limit, naming how long until a slot frees. */
function refuseIfFull(rule: Rule, counted: { count: number; oldest: number } | undefined, now: number) {
  if (!counted || counted.count < rule.limit) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((counted.oldest + rule.windowMs - now) / 1000));
  throw new TooManyRequests(
    `${rule.message} Please try again in ${describeWait(retryAfterSeconds)}.`,
    retryAfterSeconds,
    rule.code,
  );
}

/**
 * One attempt on `keys`: counts each key's events in the window and lets `check` refuse by throwing;
 * else records one event per key, which `succeeded()` deletes again (rate-limit.repository.ts).
 */
async function countedAttempt(
  db: Db,
  now: number,
  windowMs: number,
  keys: string[],
  check: (counts: Counts, now: number) => void,
): Promise<PendingAttempt> {
  const ids = await countAndRecord(db, keys, new Date(now - windowMs), new Date(now), (counts) =>
    check(counts, now),
  );
  return { succeeded: () => deleteRateLimitEvents(db, ids) };
}

/** Forgets the events older than every window (the longest is an hour); the app's sweep calls it. */
export function deleteExpiredRateLimitEvents(db: Db, now: Date): Promise<void> {
  return deleteRateLimitEventsBefore(db, new Date(now.getTime() - 2 * 60 * MINUTE));
}

function describeWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

const MINUTE = 60_000;
const LOGIN_WINDOW_MS = 15 * MINUTE;
const FAILED_LOGINS_MESSAGE = 'Too many failed login attempts.';
/** Failed logins from one address, whatever the accounts (docs/security.md). */
export const FAILED_LOGINS_PER_ADDRESS = 10;
/** Failed logins of one account from all addresses together, before its failing addresses are stopped. */
export const FAILED_LOGINS_PER_ACCOUNT = 50;

/**
 * Password guessing without a lockout of the rightful user (docs/security.md): an address
 * is stopped after FAILED_LOGINS_PER_ADDRESS failures in 15 minutes; failures are also counted per
 * account and address, and once an account has FAILED_LOGINS_PER_ACCOUNT failures from all addresses
 * together, the addresses that have failed for it are stopped for it too. An address that has not
 * failed for the account goes on to the password check, so a known account name cannot be locked.
 */
export class FailedLoginLimiter {
  private readonly byAddress = loginRule('login-address', FAILED_LOGINS_PER_ADDRESS);
  private readonly byAccount = loginRule('login-account', FAILED_LOGINS_PER_ACCOUNT);

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  /** Throws 429 if this address may not try now; else counts the attempt as failed until `succeeded()`. */
  attempt(account: string, ip: string): Promise<PendingAttempt> {
    const address = `${this.byAddress.name}:${ip}`;
    // Counts only: which addresses have failed for which account.
    const pair = `login-pair:${account} from ${ip}`;
    const ofAccount = `${this.byAccount.name}:${account}`;
    return countedAttempt(this.db, this.now(), LOGIN_WINDOW_MS, [address, pair, ofAccount], (counts, now) => {
      refuseIfFull(this.byAddress, counts.get(address), now);
      if (counts.has(pair)) refuseIfFull(this.byAccount, counts.get(ofAccount), now);
    });
  }
}

function loginRule(name: string, limit: number): Rule {
  return {
    name,
    limit,
    windowMs: LOGIN_WINDOW_MS,
    message: FAILED_LOGINS_MESSAGE,
    code: 'TOO_MANY_FAILED_LOGINS',
  };
}

/** Who sends a PIN: the device (its token's id; decision 0158) and the client's address. */
export type PinCaller = { device: string | null; address: string };

/** The key under which a device's wrong PINs are counted (the devices list reads it too). */
export const wrongPinDeviceKey = (jti: string) => `pin-device:${jti}`;

/**
 * The wrong-PIN budget across all employees (docs/security.md, "Employee PINs"): PIN_WRONG_PER_DEVICE
 * per device and PIN_WRONG_PER_ADDRESS per address in PIN_BUDGET_WINDOW_MINUTES. Like failed logins,
 * a check is counted before the PIN is compared and a right PIN takes its count back, so simultaneous
 * guesses cannot overrun it; counted in PostgreSQL, so it holds across instances.
 */
export class WrongPinLimiter {
  private readonly windowMs = PIN_BUDGET_WINDOW_MINUTES * MINUTE;
  private readonly byDevice = this.rule(wrongPinDeviceKey(''), PIN_WRONG_PER_DEVICE);
  private readonly byAddress = this.rule('pin-address:', PIN_WRONG_PER_ADDRESS);

  constructor(
    private readonly db: Db,
    private readonly now: () => number,
  ) {}

  private rule(prefix: string, limit: number): Rule {
    const { windowMs } = this;
    return {
      name: prefix,
      limit,
      windowMs,
      message: TOO_MANY_WRONG_PINS_MESSAGE,
      code: 'TOO_MANY_WRONG_PINS',
    };
  }

  /** Throws 429 TOO_MANY_WRONG_PINS when the caller's budget is spent; else counts this check as wrong. */
  attempt(caller: PinCaller): Promise<PendingAttempt> {
    const address = `${this.byAddress.name}${caller.address}`;
    const device = caller.device === null ? null : wrongPinDeviceKey(caller.device);
    const keys = device === null ? [address] : [device, address];
    return countedAttempt(this.db, this.now(), this.windowMs, keys, (counts, now) => {
      if (device !== null) refuseIfFull(this.byDevice, counts.get(device), now);
      refuseIfFull(this.byAddress, counts.get(address), now);
    });
  }
}

/** The request limits of docs/security.md, failed logins included. */
export function createRateLimits(db: Db, now: () => number = Date.now) {
  return {
    failedLogins: new FailedLoginLimiter(db, now),
    wrongPins: new WrongPinLimiter(db, now),
    failedMasterKeys: new RateLimiter(
      db,
      {
        name: 'master-key',
        limit: 5,
        windowMs: 15 * MINUTE,
        message: 'Too many failed master key attempts.',
        code: 'TOO_MANY_MASTER_KEY_ATTEMPTS',
      },
      now,
    ),
    emailRequests: new RateLimiter(
      db,
      {
        name: 'email',
        limit: 5,
        windowMs: 60 * MINUTE,
        message: 'Too many requests for this email address.',
        code: 'TOO_MANY_EMAIL_REQUESTS',
      },
      now,
    ),
    registrations: new RateLimiter(
      db,
      {
        name: 'registration',
        limit: 10,
        windowMs: 60 * MINUTE,
        message: 'Too many registration attempts.',
        code: 'TOO_MANY_REGISTRATIONS',
      },
      now,
    ),
  };
}
export type RateLimits = ReturnType<typeof createRateLimits>;
