import type { Mail } from './mailer.ts';

const PRODUCT = 'ShiftClock';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function layout(
  title: string,
  paragraphs: string[],
  button: { label: string; href: string },
  footer: string,
) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html lang="en"><body style="margin:0;background:#f1f5f9;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px"><tr><td style="padding:32px">
<p style="margin:0 0 24px;font-weight:700;font-size:18px;color:#4338ca">${PRODUCT}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
${body}
<p style="margin:24px 0"><a href="${escapeHtml(button.href)}" style="display:inline-block;background:#4338ca;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(button.label)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#475569">If the button does not work, copy this link into your browser:</p>
<p style="margin:0 0 24px;font-size:13px;word-break:break-all"><a href="${escapeHtml(button.href)}" style="color:#4338ca">${escapeHtml(button.href)}</a></p>
<p style="margin:0;font-size:13px;color:#475569">${escapeHtml(footer)}</p>
</td></tr></table></td></tr></table></body></html>`;
}

export function verificationMail(
  to: string,
  organizationName: string,
  link: string,
  validHours: number,
): Mail {
  const title = 'Verify your email address';
  const intro = `Welcome to ${PRODUCT}! Please confirm that ${to} is the email address of ${organizationName}'s administrator.`;
  const validity = `This link is valid for ${validHours} hours.`;
  const footer = `If you did not register ${organizationName} on ${PRODUCT}, you can ignore this email.`;
  return {
    to,
    link,
    subject: `${PRODUCT}: verify your email address`,
    text: `${title}\n\n${intro}\n\nOpen this link to verify: ${link}\n\n${validity}\n\n${footer}\n\n— ${PRODUCT}\n`,
    html: layout(title, [intro, validity], { label: 'Verify email address', href: link }, footer),
  };
}

export function passwordResetMail(to: string, link: string, validHours: number): Mail {
  const title = 'Reset your password';
  const intro = `Someone asked to reset the password of the ${PRODUCT} organization administrator account ${to}.`;
  const validity = `This link is valid for ${validHours} hour${validHours === 1 ? '' : 's'} and can be used once.`;
  const footer = 'If you did not ask for this, you can ignore this email: your password stays the same.';
  return {
    to,
    link,
    subject: `${PRODUCT}: reset your password`,
    text: `${title}\n\n${intro}\n\nOpen this link to choose a new password: ${link}\n\n${validity}\n\n${footer}\n\n— ${PRODUCT}\n`,
    html: layout(title, [intro, validity], { label: 'Choose a new password', href: link }, footer),
  };
}
