import type { Language } from '@shiftclock/contract/languages';
import type { NotifiedTimes, SchedulePublishedBody } from '@shiftclock/contract/publish-messages';
import type { Mail } from '../mail/mailer.ts';
import { layout } from '../mail/templates.ts';

type Words = {
  subject: (location: string) => string;
  title: string;
  intro: (name: string, location: string) => string;
  added: string;
  changed: string;
  removed: string;
  was: string;
  /** After a label: French sets a space before the colon. */
  colon: string;
  footer: string;
  button: string;
};

// The terms are the employee app's (apps/web/src/locales/*/me.json).
const words: Record<Language, Words> = {
  en: {
    subject: (location) => `Your schedule at ${location} changed`,
    title: 'Your schedule changed',
    intro: (name, location) => `Hello ${name}, your manager at ${location} published these changes:`,
    added: 'New',
    changed: 'Changed',
    removed: 'Cancelled',
    was: 'was',
    colon: ': ',
    footer: 'Times are in the location’s time zone. Your app always shows your current schedule.',
    button: 'Open my shifts',
  },
  es: {
    subject: (location) => `Tu horario en ${location} ha cambiado`,
    title: 'Tu horario ha cambiado',
    intro: (name, location) => `Hola, ${name}: tu responsable en ${location} ha publicado estos cambios:`,
    added: 'Nuevo',
    changed: 'Cambiado',
    removed: 'Cancelado',
    was: 'antes',
    colon: ': ',
    footer: 'Las horas están en la zona horaria del centro. Tu app siempre muestra tu horario actual.',
    button: 'Abrir mis turnos',
  },
  fr: {
    subject: (location) => `Votre planning à ${location} a changé`,
    title: 'Votre planning a changé',
    intro: (name, location) => `Bonjour ${name}, votre responsable à ${location} a publié ces changements :`,
    added: 'Nouveau',
    changed: 'Modifié',
    removed: 'Annulé',
    was: 'avant',
    colon: ' : ',
    footer:
      'Les heures sont dans le fuseau horaire du site. Votre application montre toujours votre planning à jour.',
    button: 'Ouvrir mes horaires',
  },
  de: {
    subject: (location) => `Ihr Dienstplan in ${location} hat sich geändert`,
    title: 'Ihr Dienstplan hat sich geändert',
    intro: (name, location) =>
      `Hallo ${name}, Ihre Leitung in ${location} hat diese Änderungen veröffentlicht:`,
    added: 'Neu',
    changed: 'Geändert',
    removed: 'Gestrichen',
    was: 'vorher',
    colon: ': ',
    footer:
      'Die Zeiten gelten in der Zeitzone des Standorts. Ihre App zeigt immer Ihren aktuellen Dienstplan.',
    button: 'Meine Schichten öffnen',
  },
};

/** "Mon, 15 Mar, 09:00 – 17:00" in the language and the location's zone, never the server's. */
export function formatShift(times: NotifiedTimes, language: Language, timezone: string) {
  const format = new Intl.DateTimeFormat(language, {
    timeZone: timezone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  });
  return format.formatRange(new Date(times.start), new Date(times.end));
}

/** The lines of what changed for one person, in the order added, changed, removed. */
function changeLines(body: SchedulePublishedBody, language: Language) {
  const w = words[language];
  const shown = (times: NotifiedTimes) => formatShift(times, language, body.location.timezone);
  return [
    ...body.added.map((t) => `${w.added}${w.colon}${shown(t)}`),
    ...body.changed.map((c) => `${w.changed}${w.colon}${shown(c.to)} (${w.was} ${shown(c.from)})`),
    ...body.removed.map((t) => `${w.removed}${w.colon}${shown(t)}`),
  ];
}

/** The mail telling one person what a publish changed for them (docs/decisions/0198-draft-and-publish.md). */
export function scheduleChangedMail(
  to: string,
  person: { name: string },
  body: SchedulePublishedBody,
  link: string,
  language: Language,
): Mail {
  const w = words[language];
  const intro = w.intro(person.name, body.location.locationName);
  const lines = changeLines(body, language);
  return {
    to,
    link,
    subject: w.subject(body.location.locationName),
    text: `${w.title}\n\n${intro}\n\n${lines.map((l) => `- ${l}`).join('\n')}\n\n${w.footer}\n\n${link}\n\n— ShiftClock\n`,
    html: layout(language, w.title, [intro, ...lines], { label: w.button, href: link }, w.footer),
  };
}
