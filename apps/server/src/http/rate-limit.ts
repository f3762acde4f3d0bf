import { TooManyRequests } from './errors.ts';

type Rule = { limit: number; windowMs: number; message: string; code: string };
type PendingAttempt = { succeeded(): void };

/**
 * Counts events per key in a sliding window and refuses once a key reaches its
 * limit. Counters live in this process (docs/product.md section 11.1 allows it); a
 * limited key never limits another.
 */
export class RateLimiter {
  private readonly events = new Map<string, number[]>();

  constructor(
    private readonly rule: Rule,
    private readonly now: () => number = Date.now,
  ) {}

  /** Throws 429 if any of the keys has used up its allowance. */
  check(...keys: string[]) {
    const now = this.now();
    for (const key of keys) {
      const recent = this.recent(key, now);
      if (recent.length >= this.rule.limit) {
        const oldest = recent[0] ?? now;
        const retryAfterSeconds = Math.max(1, Math.ceil((oldest + this.rule.windowMs - now) / 1000));
        throw new TooManyRequests(
          `${this.rule.message} Please try again in ${describeWait(retryAfterSeconds)}.`,
          retryAfterSeconds,
          this.rule.code,
        );
      }
    }
  }

  record(...keys: string[]) {
    const now = this.now();
    for (const key of keys) {
      const recent = this.recent(key, now);
      recent.push(now);
      this.events.set(key, recent);
    }
    if (this.events.size > 50_000) this.sweep(now);
  }

  /** Checks, then counts this attempt: for limits on attempts rather than failures. */
  take(...keys: string[]) {
    this.check(...keys);
    this.record(...keys);
  }

  /**
   * For limits on failures: counts the attempt before the slow work (a password
   * hash), so a burst of simultaneous guesses cannot all pass the check first;
   * `succeeded()` takes the attempt back when it turned out not to be a failure.
   */
  attempt(...keys: string[]) {
    this.check(...keys);
    return this.pending(...keys);
  }

  /** Counts an attempt without checking the limit; `succeeded()` takes it back. */
  pending(...keys: string[]): PendingAttempt {
    this.record(...keys);
    const at = this.now();
    return {
      succeeded: () => {
        for (const key of keys) {
          const list = this.events.get(key);
          const index = list?.lastIndexOf(at) ?? -1;
          if (list && index >= 0) list.splice(index, 1);
        }
      },
    };
  }

  /** Events of `key` in the current window. */
  count(key: string): number {
    return this.recent(key, this.now()).length;
  }

  private recent(key: string, now: number): number[] {
    const list = this.events.get(key) ?? [];
    const fresh = list.filter((t) => t > now - this.rule.windowMs);
    if (fresh.length !== list.length) {
      if (fresh.length) this.events.set(key, fresh);
      else this.events.delete(key);
    }
    return fresh;
  }

  private sweep(now: number) {
    for (const key of this.events.keys()) this.recent(key, now);
  }
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
 * Password guessing without a lockout of the rightful user (issue 16, docs/security.md): an address
 * is stopped after FAILED_LOGINS_PER_ADDRESS failures in 15 minutes; failures are also counted per
 * account and address, and once an account has FAILED_LOGINS_PER_ACCOUNT failures from all addresses
 * together, the addresses that have failed for it are stopped for it too. An address that has not
 * failed for the account goes on to the password check, so a known account name cannot be locked.
 */
export class FailedLoginLimiter {
  private readonly byAddress: RateLimiter;
  /** Counts only: which addresses have failed for which account. */
  private readonly byAccountAndAddress: RateLimiter;
  private readonly byAccount: RateLimiter;

  constructor(now: () => number) {
    const rule = (limit: number) => ({
      limit,
      windowMs: LOGIN_WINDOW_MS,
      message: FAILED_LOGINS_MESSAGE,
      code: 'TOO_MANY_FAILED_LOGINS',
    });
    this.byAddress = new RateLimiter(rule(FAILED_LOGINS_PER_ADDRESS), now);
    this.byAccountAndAddress = new RateLimiter(rule(Number.POSITIVE_INFINITY), now);
    this.byAccount = new RateLimiter(rule(FAILED_LOGINS_PER_ACCOUNT), now);
  }

  /** Throws 429 if this address may not try now; else counts the attempt as failed until `succeeded()`. */
  attempt(account: string, ip: string): PendingAttempt {
    const pair = `${account} from ${ip}`;
    this.byAddress.check(ip);
    if (this.byAccountAndAddress.count(pair) > 0) this.byAccount.check(account);
    const pending = [
      this.byAddress.pending(ip),
      this.byAccountAndAddress.pending(pair),
      this.byAccount.pending(account),
    ];
    return {
      succeeded: () => {
        for (const attempt of pending) attempt.succeeded();
      },
    };
  }
}

/** The request limits of docs/security.md, failed logins included. */
export function createRateLimits(now: () => number = Date.now) {
  return {
    failedLogins: new FailedLoginLimiter(now),
    failedMasterKeys: new RateLimiter(
      {
        limit: 5,
        windowMs: 15 * MINUTE,
        message: 'Too many failed master key attempts.',
        code: 'TOO_MANY_MASTER_KEY_ATTEMPTS',
      },
      now,
    ),
    emailRequests: new RateLimiter(
      {
        limit: 5,
        windowMs: 60 * MINUTE,
        message: 'Too many requests for this email address.',
        code: 'TOO_MANY_EMAIL_REQUESTS',
      },
      now,
    ),
    registrations: new RateLimiter(
      {
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
