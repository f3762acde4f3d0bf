import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export type Mail = {
  to: string;
  subject: string;
  text: string;
  html: string /** logged when no SMTP is set */;
  link: string;
};
export type Mailer = { send(mail: Mail): Promise<void> };

/**
 * Real SMTP when SMTP_URL is set. Otherwise each mail is written as an .eml file
 * to DATA_DIR/outbox/ and its link is logged, so a first-time user can finish a
 * registration without a mail server (docs/product.md section 11.1).
 */
export function createMailer(
  options: { smtpUrl: string | undefined; from: string; outboxDir: string },
  log: FastifyBaseLogger,
): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send({ to, subject, text, html }) {
        await transport.sendMail({ from: options.from, to, subject, text, html });
      },
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send({ to, subject, text, html, link }) {
      const info = await transport.sendMail({ from: options.from, to, subject, text, html });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer, { mode: 0o600 });
      // Without SMTP the log is how the user finds the link; the outbox file has the whole mail.
      log.info({ to, subject, file }, `e-mail written to the outbox (no SMTP_URL); link: ${link}`);
    },
  };
}
