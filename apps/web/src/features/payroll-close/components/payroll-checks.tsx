import type { PayrollCheck, PayrollProvider } from '@shiftclock/contract/payroll-close';
import type { TFunction } from 'i18next';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import XCircle from 'lucide-react/icons/circle-x';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../lib/paths.ts';
import { intlLanguage } from '../../../lib/time/clock.ts';
import { PROVIDER_NAMES } from '../provider-names.ts';

/**
 * What would make the file wrong, before the owner closes (decision 0204): the blocking ones first,
 * each marked in words as well as colour.
 */
export function PayrollChecks({
  organizationId,
  provider,
  checks,
}: {
  organizationId: string;
  provider: PayrollProvider;
  /** Null while the period's overview loads. */
  checks: readonly PayrollCheck[] | null;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  const ordered = checks ? [...checks].sort((a, b) => Number(b.blocking) - Number(a.blocking)) : null;
  return (
    <Card className="space-y-4 p-4 sm:p-6">
      <section aria-labelledby={headingId} className="space-y-4">
        <div>
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {t('payroll.checks.title')}
          </h3>
          <p className="text-sm text-slate-600">{t('payroll.checks.hint')}</p>
        </div>
        {ordered === null ? (
          <div className="h-16 animate-pulse rounded-md bg-slate-100" />
        ) : ordered.length === 0 ? (
          <p className="flex items-start gap-2 rounded-md border border-green-200 bg-green-50 px-3 py-2 text-sm text-green-900">
            <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
            {t('payroll.checks.none')}
          </p>
        ) : (
          <ul aria-labelledby={headingId} className="space-y-2">
            {ordered.map((check) => (
              <CheckItem key={check.kind} check={check} provider={provider} organizationId={organizationId} />
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}

function CheckItem({
  check,
  provider,
  organizationId,
}: {
  check: PayrollCheck;
  provider: PayrollProvider;
  organizationId: string;
}) {
  const { t } = useTranslation();
  const Icon = check.blocking ? XCircle : AlertTriangle;
  return (
    <li
      data-blocking={check.blocking}
      className={`rounded-md border px-3 py-2 text-sm ${
        check.blocking
          ? 'border-red-200 bg-red-50 text-red-900'
          : 'border-amber-200 bg-amber-50 text-amber-950'
      }`}
    >
      <div className="flex items-start gap-2">
        <Icon
          aria-hidden="true"
          className={`mt-0.5 size-4 shrink-0 ${check.blocking ? 'text-red-700' : 'text-amber-700'}`}
        />
        <div className="min-w-0 flex-1 space-y-1">
          <p className="break-words">
            <span
              className={`mr-2 inline-block rounded px-1.5 py-0.5 text-xs font-semibold ${
                check.blocking ? 'bg-red-700 text-white' : 'bg-amber-200 text-amber-950'
              }`}
            >
              {t(check.blocking ? 'payroll.checks.blocking' : 'payroll.checks.notBlocking')}
            </span>
            {checkSentence(check, provider, t)}
          </p>
          {check.kind === 'missingPayrollId' ? (
            <>
              <PeopleNames people={check.people} />
              <TextLink to={paths.organizationPeople(organizationId)} className="inline-block text-red-900">
                {t('payroll.checks.setPayrollIds')}
              </TextLink>
            </>
          ) : null}
        </div>
      </div>
    </li>
  );
}

/** How many names show before "Show all": a demo-size organization can miss dozens of payroll IDs. */
const NAMES_SHOWN = 8;

/** The people a check names, the first few at once and the rest on demand, in columns where there is room. */
function PeopleNames({ people }: { people: readonly { id: string; name: string }[] }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  const listId = useId();
  const shown = all ? people : people.slice(0, NAMES_SHOWN);
  return (
    <>
      <ul id={listId} className="list-disc gap-x-6 pl-5 sm:columns-2">
        {shown.map((person) => (
          <li key={person.id} className="break-words">
            {person.name}
          </li>
        ))}
      </ul>
      {people.length > NAMES_SHOWN ? (
        <button
          type="button"
          aria-expanded={all}
          aria-controls={listId}
          onClick={() => setAll(!all)}
          className="block rounded-sm font-medium text-red-900 underline underline-offset-4"
        >
          {all ? t('payroll.checks.showFewer') : t('payroll.checks.showAll', { count: people.length })}
        </button>
      ) : null}
    </>
  );
}

/** A check as a sentence in the page's language; the names it lists joined as the language joins them. */
function checkSentence(check: PayrollCheck, provider: PayrollProvider, t: TFunction): string {
  const list = (items: string[]) => new Intl.ListFormat(intlLanguage()).format(items);
  switch (check.kind) {
    case 'missingPayrollId':
      return t('payroll.checks.missingPayrollId', { count: check.people.length });
    case 'unmappedHours':
      return t('payroll.checks.unmappedHours', {
        kinds: list(check.kinds.map((kind) => t(`payroll.settings.kinds.${kind}`))),
      });
    case 'missingCompanyField':
      return t('payroll.checks.missingCompanyField', {
        provider: PROVIDER_NAMES[provider],
        fields: list(check.fields.map((field) => t(`payroll.settings.fields.${field}`))),
      });
    case 'unapprovedLocations':
      return t('payroll.checks.unapprovedLocations', {
        locations: list(check.locations.map((location) => location.name)),
      });
    case 'awaitingReview':
    case 'stillClockedIn':
    case 'openShifts':
    case 'disputedCorrections':
      return t(`payroll.checks.${check.kind}`, { count: check.count });
  }
}
