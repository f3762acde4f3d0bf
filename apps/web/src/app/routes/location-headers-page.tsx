import { useTranslation } from 'react-i18next';
import { locationHeaderStyles } from '../../components/ui/location-headers.ts';
import { PageLayout } from '../../components/ui/page-layout.tsx';

/** /location-headers: a preview of the ten header gradients as a dashboard would show them. */
export function LocationHeadersPage() {
  const { t } = useTranslation();
  return (
    <PageLayout title={t('screens.locationHeaders')} languageMenu>
      <p className="text-slate-600">{t('locationHeaders.intro')}</p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {locationHeaderStyles.map((style) => (
          <li key={style.key} className="overflow-hidden rounded-lg border border-slate-200 shadow-xs">
            <div className={`px-5 py-4 text-white ${style.className}`}>
              <h2 className="text-sm font-medium">{t(`locationHeaders.styles.${style.key}`)}</h2>
              <p className="mt-1 text-2xl font-semibold tracking-tight">{t('locationHeaders.sampleTitle')}</p>
            </div>
          </li>
        ))}
      </ul>
    </PageLayout>
  );
}
