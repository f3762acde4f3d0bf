import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LinkButton } from '../../../components/ui/link-button.tsx';
import { paths } from '../../../lib/paths.ts';

/** The dashboard's way to the People page, beside the organization's other sections. */
export function PeopleLink({ organizationId }: { organizationId: string }) {
  const { t } = useTranslation();
  return (
    <section className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-6 py-4 shadow-xs">
      <div className="flex min-w-0 items-center gap-3">
        <Users aria-hidden="true" className="size-6 shrink-0 text-accent-700" />
        <div className="min-w-0">
          <h2 className="font-semibold text-slate-900">{t('organization.people.title')}</h2>
          <p className="text-sm text-slate-600">{t('organization.people.linkText')}</p>
        </div>
      </div>
      <LinkButton variant="secondary" to={paths.organizationPeople(organizationId)}>
        {t('organization.people.open')}
      </LinkButton>
    </section>
  );
}
