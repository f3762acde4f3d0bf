import Clock from 'lucide-react/icons/clock';
import LogOut from 'lucide-react/icons/log-out';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { LanguageMenu } from '../../../components/ui/language-menu.tsx';

interface OrganizationHeaderProps {
  /** Absent while loading or when the dashboard could not be read: the header then keeps only Logout. */
  organizationName?: string | undefined;
  email?: string | undefined;
  onLogout: () => void;
}

/** The dashboard's title bar (docs/product.md section 2): organization name, e-mail and Logout. */
export function OrganizationHeader({ organizationName, email, onLogout }: OrganizationHeaderProps) {
  const { t } = useTranslation();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-4 px-4 py-4 sm:px-6">
        <div className="min-w-0">
          <p className="flex items-center gap-2 text-sm font-medium text-slate-600">
            <Clock aria-hidden="true" className="size-4 text-accent-700" />
            {t('app.name')} · {t('screens.organizationDashboard')}
          </p>
          <h1 className="mt-1 truncate text-2xl font-semibold tracking-tight text-slate-900">
            {organizationName ?? t('screens.organizationDashboard')}
          </h1>
          {email ? <p className="truncate text-sm text-slate-600">{email}</p> : null}
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <LanguageMenu />
          <Button variant="secondary" onClick={onLogout}>
            <LogOut aria-hidden="true" className="size-4" />
            {t('organization.logout')}
          </Button>
        </div>
      </div>
    </header>
  );
}
