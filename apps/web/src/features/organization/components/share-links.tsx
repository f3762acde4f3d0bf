import { COPY_HIGHLIGHT_MS } from '@shiftclock/contract/constants';
import { useTranslation } from 'react-i18next';
import { CopyField } from '../../../components/ui/copy-field.tsx';
import { paths } from '../../../lib/paths.ts';

/**
 * The login addresses to hand to staff (docs/product.md section 2): {origin}/location and {origin}/manager,
 * which lead to the location and manager logins.
 */
export function ShareLinks() {
  const { t } = useTranslation();
  const origin = window.location.origin;
  const links = [
    { key: 'location', label: t('organization.card.locationLink'), url: `${origin}${paths.location}` },
    { key: 'manager', label: t('organization.card.managerLink'), url: `${origin}${paths.manager}` },
  ];
  return (
    <div className="space-y-2">
      {links.map((link) => (
        <CopyField
          key={link.key}
          label={link.label}
          value={link.url}
          copyLabel={t('organization.copy.copy', { label: link.label })}
          copiedLabel={t('organization.copy.copied')}
          highlightMs={COPY_HIGHLIGHT_MS}
        />
      ))}
    </div>
  );
}
