import { isLanguage, type Language } from '@shiftclock/contract/languages';
import type { Mail } from './mailer.ts';

// An e-mail goes out in the language of the page that asked for it (one of the web app's).

/**
 * The first of an Accept-Language header's languages that we write (the web app sends its page's
 * language there); English when none is.
 */
export function mailLanguageOf(acceptLanguage: string | undefined): Language {
  const tags = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { primary: tag.toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) : 1 };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  return tags.map((entry) => entry.primary).find(isLanguage) ?? 'en';
}

const PRODUCT = 'ShiftClock';

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

export function layout(
  language: Language,
  title: string,
  paragraphs: string[],
  button: { label: string; href: string },
  footer: string,
) {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('');
  return `<!doctype html><html lang="${language}"><body style="margin:0;background:#f1f5f9;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0f172a">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border:1px solid #e2e8f0;border-radius:12px"><tr><td style="padding:32px">
<p style="margin:0 0 24px;font-weight:700;font-size:18px;color:#4338ca">${PRODUCT}</p>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(title)}</h1>
${body}
<p style="margin:24px 0"><a href="${escapeHtml(button.href)}" style="display:inline-block;background:#4338ca;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600">${escapeHtml(button.label)}</a></p>
<p style="margin:0 0 8px;font-size:13px;color:#475569">${escapeHtml(texts[language].copyLink)}</p>
<p style="margin:0 0 24px;font-size:13px;word-break:break-all"><a href="${escapeHtml(button.href)}" style="color:#4338ca">${escapeHtml(button.href)}</a></p>
<p style="margin:0;font-size:13px;color:#475569">${escapeHtml(footer)}</p>
</td></tr></table></td></tr></table></body></html>`;
}

interface MailTexts {
  copyLink: string;
  verify: {
    subject: string;
    title: string;
    intro: (to: string, organizationName: string) => string;
    validity: (hours: number) => string;
    footer: (organizationName: string) => string;
    openLink: string;
    button: string;
  };
  reset: {
    subject: string;
    title: string;
    intro: (to: string) => string;
    validity: (hours: number) => string;
    footer: string;
    openLink: string;
    button: string;
  };
  signIn: {
    subject: (organizationName: string) => string;
    title: string;
    intro: (name: string, organizationName: string) => string;
    validity: (minutes: number) => string;
    footer: string;
    openLink: string;
    button: string;
  };
}

// Written as each language writes a workplace product's mail; the terms are docs/i18n's glossaries'.
const texts: Record<Language, MailTexts> = {
  en: {
    copyLink: 'If the button does not work, copy this link into your browser:',
    verify: {
      subject: `${PRODUCT}: verify your email address`,
      title: 'Verify your email address',
      intro: (to, org) =>
        `Welcome to ${PRODUCT}! Please confirm that ${to} is the email address of ${org}'s administrator.`,
      validity: (hours) => `This link is valid for ${hours} hours.`,
      footer: (org) => `If you did not register ${org} on ${PRODUCT}, you can ignore this email.`,
      openLink: 'Open this link to verify:',
      button: 'Verify email address',
    },
    reset: {
      subject: `${PRODUCT}: reset your password`,
      title: 'Reset your password',
      intro: (to) =>
        `Someone asked to reset the password of the ${PRODUCT} organization administrator account ${to}.`,
      validity: (hours) =>
        `This link is valid for ${hours} hour${hours === 1 ? '' : 's'} and can be used once.`,
      footer: 'If you did not ask for this, you can ignore this email: your password stays the same.',
      openLink: 'Open this link to choose a new password:',
      button: 'Choose a new password',
    },
    signIn: {
      subject: (org) => `${PRODUCT}: your sign-in link for ${org}`,
      title: 'Sign in to your shifts and hours',
      intro: (name, org) =>
        `Hello ${name}, here is your link to sign in to ${org}'s ${PRODUCT} app. Open it on the phone or computer you want to use.`,
      validity: (minutes) => `The link works once, for ${minutes} minutes.`,
      footer: 'If you did not ask for it, ignore this email: nobody can sign in without the link.',
      openLink: 'Open this link to sign in:',
      button: 'Sign in',
    },
  },
  es: {
    copyLink: 'Si el botón no funciona, copia este enlace en tu navegador:',
    verify: {
      subject: `${PRODUCT}: verifica tu correo electrónico`,
      title: 'Verifica tu correo electrónico',
      intro: (to, org) =>
        `¡Te damos la bienvenida a ${PRODUCT}! Confirma que ${to} es el correo electrónico del administrador de ${org}.`,
      validity: (hours) => `Este enlace es válido durante ${hours} horas.`,
      footer: (org) => `Si no has registrado ${org} en ${PRODUCT}, puedes ignorar este correo.`,
      openLink: 'Abre este enlace para verificarlo:',
      button: 'Verificar correo electrónico',
    },
    reset: {
      subject: `${PRODUCT}: restablece tu contraseña`,
      title: 'Restablece tu contraseña',
      intro: (to) =>
        `Alguien ha solicitado restablecer la contraseña de la cuenta de administrador de organización de ${PRODUCT} ${to}.`,
      validity: (hours) =>
        `Este enlace es válido durante ${hours} ${hours === 1 ? 'hora' : 'horas'} y solo se puede usar una vez.`,
      footer: 'Si no lo has solicitado tú, puedes ignorar este correo: tu contraseña no cambiará.',
      openLink: 'Abre este enlace para elegir una contraseña nueva:',
      button: 'Elegir una contraseña nueva',
    },
    signIn: {
      subject: (org) => `${PRODUCT}: tu enlace para iniciar sesión en ${org}`,
      title: 'Inicia sesión para ver tus turnos y horas',
      intro: (name, org) =>
        `Hola, ${name}: este es tu enlace para iniciar sesión en la app ${PRODUCT} de ${org}. Ábrelo en el teléfono u ordenador que quieras usar.`,
      validity: (minutes) => `El enlace funciona una sola vez, durante ${minutes} minutos.`,
      footer: 'Si no lo pediste, ignora este correo: nadie puede iniciar sesión sin el enlace.',
      openLink: 'Abre este enlace para iniciar sesión:',
      button: 'Iniciar sesión',
    },
  },
  fr: {
    copyLink: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    verify: {
      subject: `${PRODUCT} : vérifiez votre adresse e-mail`,
      title: 'Vérifiez votre adresse e-mail',
      intro: (to, org) =>
        `Bienvenue sur ${PRODUCT} ! Confirmez que ${to} est bien l’adresse e-mail de l’administrateur de ${org}.`,
      validity: (hours) => `Ce lien est valable ${hours} heures.`,
      footer: (org) => `Si vous n’avez pas inscrit ${org} sur ${PRODUCT}, vous pouvez ignorer cet e-mail.`,
      openLink: 'Ouvrez ce lien pour confirmer :',
      button: 'Vérifier l’adresse e-mail',
    },
    reset: {
      subject: `${PRODUCT} : réinitialisez votre mot de passe`,
      title: 'Réinitialisez votre mot de passe',
      intro: (to) =>
        `Une demande de réinitialisation du mot de passe a été faite pour le compte administrateur ${PRODUCT} ${to}.`,
      validity: (hours) =>
        `Ce lien est valable ${hours} ${hours === 1 ? 'heure' : 'heures'} et ne peut servir qu’une fois.`,
      footer:
        'Si vous n’êtes pas à l’origine de cette demande, ignorez cet e-mail : votre mot de passe reste le même.',
      openLink: 'Ouvrez ce lien pour choisir un nouveau mot de passe :',
      button: 'Choisir un nouveau mot de passe',
    },
    signIn: {
      subject: (org) => `${PRODUCT} : votre lien de connexion pour ${org}`,
      title: 'Connectez-vous pour voir vos horaires et vos heures',
      intro: (name, org) =>
        `Bonjour ${name}, voici votre lien pour vous connecter à l’application ${PRODUCT} de ${org}. Ouvrez-le sur le téléphone ou l’ordinateur que vous voulez utiliser.`,
      validity: (minutes) => `Le lien fonctionne une seule fois, pendant ${minutes} minutes.`,
      footer:
        'Si vous ne l’avez pas demandé, ignorez cet e-mail : personne ne peut se connecter sans le lien.',
      openLink: 'Ouvrez ce lien pour vous connecter :',
      button: 'Se connecter',
    },
  },
  de: {
    copyLink: 'Falls die Schaltfläche nicht funktioniert, kopieren Sie diesen Link in Ihren Browser:',
    verify: {
      subject: `${PRODUCT}: Bestätigen Sie Ihre E-Mail-Adresse`,
      title: 'Bestätigen Sie Ihre E-Mail-Adresse',
      intro: (to, org) =>
        `Willkommen bei ${PRODUCT}! Bitte bestätigen Sie, dass ${to} die E-Mail-Adresse der Administration von ${org} ist.`,
      validity: (hours) => `Dieser Link ist ${hours} Stunden gültig.`,
      footer: (org) =>
        `Falls Sie ${org} nicht bei ${PRODUCT} registriert haben, können Sie diese E-Mail ignorieren.`,
      openLink: 'Öffnen Sie diesen Link zur Bestätigung:',
      button: 'E-Mail-Adresse bestätigen',
    },
    reset: {
      subject: `${PRODUCT}: Passwort zurücksetzen`,
      title: 'Passwort zurücksetzen',
      intro: (to) =>
        `Für das ${PRODUCT}-Administratorkonto ${to} wurde das Zurücksetzen des Passworts angefordert.`,
      validity: (hours) =>
        `Dieser Link ist ${hours} ${hours === 1 ? 'Stunde' : 'Stunden'} gültig und kann einmal verwendet werden.`,
      footer:
        'Falls Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.',
      openLink: 'Öffnen Sie diesen Link, um ein neues Passwort zu wählen:',
      button: 'Neues Passwort wählen',
    },
    signIn: {
      subject: (org) => `${PRODUCT}: Ihr Anmeldelink für ${org}`,
      title: 'Melden Sie sich an, um Ihre Schichten und Stunden zu sehen',
      intro: (name, org) =>
        `Hallo ${name}, hier ist Ihr Link zur Anmeldung in der ${PRODUCT}-App von ${org}. Öffnen Sie ihn auf dem Handy oder Computer, den Sie nutzen möchten.`,
      validity: (minutes) => `Der Link funktioniert einmal, ${minutes} Minuten lang.`,
      footer:
        'Falls Sie ihn nicht angefordert haben, ignorieren Sie diese E-Mail: Ohne den Link kann sich niemand anmelden.',
      openLink: 'Öffnen Sie diesen Link, um sich anzumelden:',
      button: 'Anmelden',
    },
  },
};

export function verificationMail(
  to: string,
  organizationName: string,
  link: string,
  validHours: number,
  language: Language = 'en',
): Mail {
  const words = texts[language].verify;
  const intro = words.intro(to, organizationName);
  const validity = words.validity(validHours);
  const footer = words.footer(organizationName);
  return {
    to,
    link,
    subject: words.subject,
    text: `${words.title}\n\n${intro}\n\n${words.openLink} ${link}\n\n${validity}\n\n${footer}\n\n— ${PRODUCT}\n`,
    html: layout(language, words.title, [intro, validity], { label: words.button, href: link }, footer),
  };
}

export function passwordResetMail(
  to: string,
  link: string,
  validHours: number,
  language: Language = 'en',
): Mail {
  const words = texts[language].reset;
  const intro = words.intro(to);
  const validity = words.validity(validHours);
  return {
    to,
    link,
    subject: words.subject,
    text: `${words.title}\n\n${intro}\n\n${words.openLink} ${link}\n\n${validity}\n\n${words.footer}\n\n— ${PRODUCT}\n`,
    html: layout(language, words.title, [intro, validity], { label: words.button, href: link }, words.footer),
  };
}

/** The employee app's one-time sign-in link (docs/api.md, "The employee app"). */
export function employeeSignInMail(
  to: string,
  person: { name: string; organizationName: string },
  link: string,
  validMinutes: number,
  language: Language = 'en',
): Mail {
  const words = texts[language].signIn;
  const intro = words.intro(person.name, person.organizationName);
  const validity = words.validity(validMinutes);
  return {
    to,
    link,
    subject: words.subject(person.organizationName),
    text: `${words.title}\n\n${intro}\n\n${words.openLink} ${link}\n\n${validity}\n\n${words.footer}\n\n— ${PRODUCT}\n`,
    html: layout(language, words.title, [intro, validity], { label: words.button, href: link }, words.footer),
  };
}
