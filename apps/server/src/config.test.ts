import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('applies the defaults of docs/product.md section 11.1', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(path.resolve('data'));
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.debugRoutes).toBe(false);
  });

  it('derives APP_URL from PORT and trims a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).appUrl).toBe('http://localhost:8080');
    expect(loadConfig({ APP_URL: 'https://clock.example.com/' }).appUrl).toBe('https://clock.example.com');
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', PORT: '' }).port).toBe(3000);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['APP_URL', 'not a url'],
    ['SMTP_URL', 'http://mail'],
    ['JWT_SECRET', 'short'],
    ['DEBUG_ROUTES', 'yes'],
    ['TRUST_PROXY', 'true'],
    ['WEBHOOKS_ALLOW_HTTP', 'yes'],
  ])('stops with a message naming %s when it is %j', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrowError(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrowError(new RegExp(`${name}:`));
  });

  it('lets webhooks use http:// and internal addresses only with WEBHOOKS_ALLOW_HTTP=1', () => {
    expect(loadConfig({}).webhooksAllowHttp).toBe(false);
    expect(loadConfig({ WEBHOOKS_ALLOW_HTTP: '0' }).webhooksAllowHttp).toBe(false);
    expect(loadConfig({ WEBHOOKS_ALLOW_HTTP: '1' }).webhooksAllowHttp).toBe(true);
  });
});
