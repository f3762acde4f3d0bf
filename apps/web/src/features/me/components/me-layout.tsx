import CalendarDays from 'lucide-react/icons/calendar-days';
import CalendarOff from 'lucide-react/icons/calendar-off';
import CircleUser from 'lucide-react/icons/circle-user';
import Clock from 'lucide-react/icons/clock';
import FileText from 'lucide-react/icons/file-text';
import Timer from 'lucide-react/icons/timer';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { LanguageMenu } from '../../../components/ui/language-menu.tsx';
import { cn } from '../../../lib/cn.ts';
import { paths } from '../../../lib/paths.ts';
import { formatOnThisPhone } from '../local-time.ts';
import { useMe } from '../me-api.ts';
import { RecordBadge } from '../record/record-badge.tsx';

const tabs = [
  { to: paths.me, key: 'shifts', Icon: CalendarDays, end: true },
  { to: paths.meHours, key: 'hours', Icon: Timer, end: false },
  { to: paths.meRecord, key: 'record', Icon: FileText, end: false },
  { to: paths.meTimeOff, key: 'timeOff', Icon: CalendarOff, end: false },
  { to: paths.meAccount, key: 'account', Icon: CircleUser, end: false },
] as const;

/**
 * The signed-in employee app: a header with the person and their workplace, the tabs (a bar at the
 * bottom of a phone, within the thumb's reach; a row under the header on a wide screen) and the tab's
 * screen (docs/decisions/0192-the-employee-app-shell.md).
 */
export function MeLayout() {
  const { t } = useTranslation();
  const me = useMe();
  const person = me.data?.person.name;
  const organization = me.data?.organization.name;
  return (
    <div className="min-h-dvh bg-slate-50 pb-20 sm:pb-0">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-2">
          <Clock aria-hidden="true" className="size-5 shrink-0 text-accent-700" />
          <div className="min-w-0 flex-1">
            <p className="truncate font-semibold text-slate-900">{person ?? t('app.name')}</p>
            <p className="truncate text-sm text-slate-600">{organization ?? '\u00a0'}</p>
          </div>
          <LanguageMenu />
        </div>
        <MeTabs className="hidden sm:block" />
      </header>
      {me.savedAt ? (
        <p role="status" className="bg-amber-50 px-4 py-2 text-center text-sm text-amber-900">
          {t('me.layout.offline', { time: formatOnThisPhone(me.savedAt) })}
        </p>
      ) : null}
      <main className="mx-auto max-w-3xl px-4 py-4 sm:py-6">
        <Outlet />
      </main>
      <MeTabs className="fixed inset-x-0 bottom-0 z-10 border-t border-slate-200 bg-white sm:hidden" phone />
    </div>
  );
}

function MeTabs({ className, phone = false }: { className: string; phone?: boolean }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('me.nav.label')} className={className}>
      <ul className={cn('mx-auto flex max-w-3xl', phone ? 'justify-around' : 'gap-1 px-2')}>
        {tabs.map(({ to, key, Icon, end }) => (
          <li key={key} className={phone ? 'flex-1' : undefined}>
            <NavLink
              to={to}
              end={end}
              className={({ isActive }) =>
                cn(
                  'flex items-center justify-center gap-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-accent-700',
                  phone ? 'min-h-14 flex-col py-1 text-xs' : 'min-h-11 border-b-2 px-3',
                  isActive
                    ? phone
                      ? 'text-accent-700'
                      : 'border-accent-700 text-accent-800'
                    : phone
                      ? 'text-slate-600'
                      : 'border-transparent text-slate-600 hover:text-slate-900',
                )
              }
            >
              <span className="relative">
                <Icon aria-hidden="true" className="size-5" />
                {key === 'record' ? <RecordBadge /> : null}
              </span>
              {t(`me.nav.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
