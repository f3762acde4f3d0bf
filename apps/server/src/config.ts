import path from 'node:path';
import { API_KEY_REQUESTS_PER_MINUTE } from '@shiftclock/contract/api-keys-messages';
import { DEVICE_HEARTBEAT_SECONDS } from '@shiftclock/contract/constants';
import { z } from 'zod';

/** Empty strings count as unset, so `FOO= npm start` behaves like not setting FOO. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const postgresUrl = z
  .string()
  .refine((value) => /^postgres(ql)?:\/\//.test(value), 'must be a postgres:// or postgresql:// URL');

const envSchema = z.object({
  PORT: optional(z.coerce.number().int().min(0).max(65535)),
  HOST: optional(z.string()),
  DATA_DIR: optional(z.string()),
  DATABASE_URL: optional(postgresUrl),
  APP_URL: optional(z.url({ protocol: /^https?$/ })),
  SMTP_URL: optional(z.url({ protocol: /^smtps?$/ })),
  MAIL_FROM: optional(z.string()),
  MASTER_KEY: optional(z.string().min(12, 'must be at least 12 characters')),
  JWT_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
  CORS_ORIGIN: optional(z.url()),
  DEBUG_ROUTES: optional(z.enum(['0', '1'])),
  LOG_LEVEL: optional(z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])),
  WEB_DIST_DIR: optional(z.string()),
  TRUST_PROXY: optional(z.enum(['0', '1'])),
  DEVICE_HEARTBEAT_SECONDS: optional(z.coerce.number().int().min(1).max(3600)),
  API_KEY_REQUESTS_PER_MINUTE: optional(z.coerce.number().int().min(1).max(100_000)),
  WEBHOOKS_ALLOW_HTTP: optional(z.enum(['0', '1'])),
  SSO_ALLOW_HTTP: optional(z.enum(['0', '1'])),
  SSO_SECRET_KEY: optional(z.string().min(32, 'must be at least 32 characters')),
});

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  appUrl: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  masterKey: string | undefined;
  jwtSecret: string | undefined;
  corsOrigin: string | undefined;
  debugRoutes: boolean;
  logLevel: string;
  /** Folder of the built web app; unset or missing means the API is served alone. */
  webDistDir: string | undefined;
  /** Take the client address from X-Forwarded-For: only behind a proxy that sets it. */
  trustProxy: boolean;
  /** How often kiosks report themselves; a device is offline after 3 intervals without (docs/api.md, "Devices"). */
  deviceHeartbeatSeconds: number;
  /** Requests one API key may make per minute, across instances (docs/operations.md). */
  apiKeyRequestsPerMinute: number;
  /**
   * Webhooks may point at http:// URLs and at loopback or private addresses (tests, local
   * development only: docs/security.md, "Webhooks").
   */
  webhooksAllowHttp: boolean;
  /** Identity providers may be http:// (tests, a provider on the same machine); production wants https. */
  ssoAllowHttp: boolean;
  /** The key client secrets are sealed with; unset: derived from the token secret (security/sealed.ts). */
  ssoSecretKey: string | undefined;
};

export class ConfigError extends Error {}

/** Parses the environment of docs/product.md section 11.1; a wrong value names its variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment variable(s):\n  ${problems.join('\n  ')}`);
  }
  const e = parsed.data;
  const port = e.PORT ?? 3000;
  return {
    port,
    host: e.HOST ?? '0.0.0.0',
    dataDir: path.resolve(e.DATA_DIR ?? 'data'),
    databaseUrl: e.DATABASE_URL,
    appUrl: (e.APP_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? 'ShiftClock <no-reply@localhost>',
    masterKey: e.MASTER_KEY,
    jwtSecret: e.JWT_SECRET,
    corsOrigin: e.CORS_ORIGIN,
    debugRoutes: e.DEBUG_ROUTES === '1',
    logLevel: e.LOG_LEVEL ?? 'info',
    webDistDir: e.WEB_DIST_DIR,
    trustProxy: e.TRUST_PROXY === '1',
    deviceHeartbeatSeconds: e.DEVICE_HEARTBEAT_SECONDS ?? DEVICE_HEARTBEAT_SECONDS,
    apiKeyRequestsPerMinute: e.API_KEY_REQUESTS_PER_MINUTE ?? API_KEY_REQUESTS_PER_MINUTE,
    webhooksAllowHttp: e.WEBHOOKS_ALLOW_HTTP === '1',
    ssoAllowHttp: e.SSO_ALLOW_HTTP === '1',
    ssoSecretKey: e.SSO_SECRET_KEY,
  };
}
