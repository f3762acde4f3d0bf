import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; raw: string };

/** A real SMTP server on 127.0.0.1 that keeps what it receives, for tests of outgoing mail. */
export async function startSmtpSink() {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => {
        raw += chunk.toString('utf8');
      });
      stream.on('end', () => {
        received.push({ to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Waits for the next mail to an address that arrived after `after` mails. */
    async waitFor(to: string, { after = 0, timeoutMs = 10_000 } = {}): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mail = received.slice(after).find((m) => m.to.includes(to.toLowerCase()));
        if (mail) return mail;
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link to our app in a mail's plain-text part (quoted-printable soft breaks undone). */
export function linkIn(mail: ReceivedMail, path: string): URL {
  const text = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = text.match(new RegExp(`https?://[^\\s"<>]*${path.replace(/[/]/g, '\\/')}\\?[^\\s"<>]+`));
  if (!match) throw new Error(`no ${path} link in mail:\n${text}`);
  return new URL(match[0].replace(/&amp;/g, '&'));
}
