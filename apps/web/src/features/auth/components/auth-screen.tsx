import ArrowLeft from 'lucide-react/icons/arrow-left';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { PageLayout } from '../../../components/ui/page-layout.tsx';
import { TextLink } from '../../../components/ui/text-link.tsx';
import { paths } from '../../../lib/paths.ts';

interface AuthScreenProps {
  /** The screen's name (h1 and tab title). */
  title: string;
  children: ReactNode;
  /** Links under the card, e.g. "Forgot password?". */
  footer?: ReactNode;
  /** docs/product.md section 2: forgot-password, reset-password and verification results go back to "/". */
  backToRoot?: boolean;
}

/** The frame of every sign-in and account-link screen: one centred card under the screen's name. */
export function AuthScreen({ title, children, footer, backToRoot = false }: AuthScreenProps) {
  const { t } = useTranslation();
  return (
    <PageLayout title={title} width="narrow" languageMenu>
      <Card className="sm:p-8">{children}</Card>
      {footer ? <div className="mt-6 space-y-2 text-center text-sm text-slate-700">{footer}</div> : null}
      {backToRoot ? (
        <p className="mt-6 text-center text-sm">
          <TextLink to={paths.root} className="inline-flex items-center gap-1 no-underline hover:underline">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t('auth.common.back')}
          </TextLink>
        </p>
      ) : null}
    </PageLayout>
  );
}

/** The heading and icon of a result card ("Reset Email Sent!", "Email Verified!", …). */
export function ResultHeading({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 text-center">
      {icon}
      <h2 className="text-xl font-semibold text-slate-900">{children}</h2>
    </div>
  );
}
