import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from './card.tsx';
import { PageLayout } from './page-layout.tsx';

/** A screen that is routed but not built yet: its name, and a note saying so. */
export function PlaceholderScreen({ title, children }: { title: string; children?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <PageLayout title={title}>
      <Card>
        <p className="text-slate-600">{t('app.placeholderNote')}</p>
        {children}
      </Card>
    </PageLayout>
  );
}
