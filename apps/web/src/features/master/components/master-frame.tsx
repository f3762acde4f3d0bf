import LogOut from 'lucide-react/icons/log-out';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { PageLayout } from '../../../components/ui/page-layout.tsx';
import { logOut } from '../../../lib/logout.ts';
import { useMasterSession } from '../use-master-session.ts';
import { RequireMasterToken } from './require-master-token.tsx';

interface MasterFrameProps {
  title: string;
  /** Links before Logout in the app bar (e.g. 'Back to Dashboard'). */
  nav?: ReactNode;
  children: ReactNode;
}

/** The master admin's screens: the shared page frame with Logout in the app bar, behind the token check. */
export function MasterFrame({ title, nav, children }: MasterFrameProps) {
  return (
    <RequireMasterToken>
      <MasterLayout title={title} nav={nav}>
        {children}
      </MasterLayout>
    </RequireMasterToken>
  );
}

function MasterLayout({ title, nav, children }: MasterFrameProps) {
  const { t } = useTranslation();
  const { signOut } = useMasterSession();
  return (
    <PageLayout
      title={title}
      languageMenu
      actions={
        <>
          {nav}
          <Button variant="secondary" onClick={() => logOut(signOut)}>
            <LogOut aria-hidden="true" className="size-4" />
            {t('master.common.logout')}
          </Button>
        </>
      }
    >
      {children}
    </PageLayout>
  );
}
