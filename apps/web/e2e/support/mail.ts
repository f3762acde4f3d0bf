import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Reads the mail that the real server sent over SMTP to the sink started by
 * scripts/run-e2e.mjs (one .eml file per message in E2E_MAIL_DIR).
 */
function mailDir(): string {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the browser tests with `npm run test:e2e`');
  return dir;
}

/** Waits for the newest mail to an address and returns its raw text, soft line breaks undone. */
export async function waitForMail(to: string, { subject = '', timeoutMs = 15_000 } = {}): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = (await fs.readdir(mailDir())).sort().reverse();
    for (const file of files) {
      const raw = await fs.readFile(path.join(mailDir(), file), 'utf8');
      const envelope = raw.split('\n', 1)[0] ?? '';
      if (envelope.includes(to.toLowerCase()) && raw.includes(subject)) {
        return raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      }
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
}

/** The first link in a mail whose path is `pathname`, as a path with its query (to open on the test's base URL). */
export function linkInMail(raw: string, pathname: string): string {
  const match = raw.match(new RegExp(`https?://[^\\s"<>]*${pathname.replaceAll('/', '\\/')}\\?[^\\s"<>]+`));
  if (!match) throw new Error(`no ${pathname} link in mail`);
  const url = new URL(match[0].replaceAll('&amp;', '&'));
  return `${url.pathname}${url.search}`;
}
