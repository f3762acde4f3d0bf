import Check from 'lucide-react/icons/check';
import Copy from 'lucide-react/icons/copy';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useVerifyRecords, type VerifyResult } from '../../../api/organization/records.ts';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { deviceTimeZone, formatDateAndTime, formatDecimal } from '../../../lib/time/clock.ts';

/** The head's hash as read aloud or compared by eye: its first and last characters. */
export const shortHash = (hash: string) =>
  hash.length > 16 ? `${hash.slice(0, 8)}…${hash.slice(-8)}` : hash;

// The owner's own clock: the chain is the organization's, not one location's.
const when = (at: string) => formatDateAndTime(at, deviceTimeZone(), 'dayMonthYear', '24h');

/**
 * "Check the records": the server recomputes the organization's chain of changes (docs/decisions/
 * 0205-records-kept.md) and says whether it holds, or names the first entry that does not.
 */
export function VerifyRecords() {
  const { t } = useTranslation();
  const verify = useVerifyRecords();
  const headingId = useId();
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby={headingId} className="space-y-4">
        <div>
          <h3 id={headingId} className="text-lg font-semibold text-slate-900">
            {t('records.verify.title')}
          </h3>
          <p className="text-sm text-slate-600">{t('records.verify.hint')}</p>
        </div>
        <Button className="w-full sm:w-auto" busy={verify.isPending} onClick={() => verify.mutate()}>
          <ShieldCheck aria-hidden="true" className="size-4" />
          {t('records.verify.button')}
        </Button>
        {verify.isError ? (
          <Alert tone="error">{errorMessage(verify.error, t('records.verify.failed'))}</Alert>
        ) : null}
        {verify.data ? <VerifyOutcome result={verify.data} /> : null}
      </section>
    </Card>
  );
}

function VerifyOutcome({ result }: { result: VerifyResult }) {
  const { t } = useTranslation();
  const broken = result.firstBroken;
  if (!result.ok && broken) {
    return (
      <Alert tone="error" title={t('records.verify.brokenTitle')}>
        <p>{t(`records.verify.broken.${broken.reason}`, { seq: broken.seq, at: when(broken.at) })}</p>
      </Alert>
    );
  }
  return (
    <div className="space-y-3">
      <Alert tone="success" title={t('records.verify.intactTitle')}>
        <p>
          {result.head
            ? t('records.verify.intact', {
                count: result.entries,
                entries: formatDecimal(result.entries, 0),
                at: when(result.head.at),
              })
            : t('records.verify.empty')}
        </p>
      </Alert>
      {result.head ? <HeadHash hash={result.head.hash} seq={result.head.seq} /> : null}
    </div>
  );
}

/**
 * The head's hash shortened on screen (an inspector's manifest quotes it whole), and a button that
 * copies it whole. Without the Clipboard API (plain http on a LAN) the full hash is shown to select.
 */
function HeadHash({ hash, seq }: { hash: string; seq: number }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const [showWhole, setShowWhole] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(hash);
      setCopied(true);
    } catch {
      setShowWhole(true);
    }
  }

  return (
    <div className="space-y-1 text-sm">
      <p className="text-slate-700">{t('records.verify.head', { seq })}</p>
      <div className="flex flex-wrap items-center gap-2">
        <code title={hash} className="rounded bg-slate-100 px-2 py-1 font-mono text-sm text-slate-900">
          {shortHash(hash)}
        </code>
        <Button variant="secondary" onClick={() => void copy()}>
          {copied ? (
            <Check aria-hidden="true" className="size-4" />
          ) : (
            <Copy aria-hidden="true" className="size-4" />
          )}
          {t('records.verify.copy')}
        </Button>
        <span role="status" className="text-sm font-medium text-green-800">
          {copied ? t('records.verify.copied') : ''}
        </span>
      </div>
      {showWhole ? <p className="font-mono text-xs break-all text-slate-900 select-all">{hash}</p> : null}
    </div>
  );
}
