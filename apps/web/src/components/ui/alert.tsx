import CheckCircle2 from 'lucide-react/icons/circle-check';
import XCircle from 'lucide-react/icons/circle-x';
import Info from 'lucide-react/icons/info';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import type { ReactNode } from 'react';
import { messageText } from '../../lib/message-text.ts';

type Tone = 'info' | 'success' | 'warning' | 'error';

const tones: Record<Tone, { box: string; Icon: typeof Info }> = {
  info: { box: 'border-accent-200 bg-accent-50 text-accent-800', Icon: Info },
  success: { box: 'border-green-200 bg-green-50 text-green-800', Icon: CheckCircle2 },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-900', Icon: AlertTriangle },
  error: { box: 'border-red-200 bg-red-50 text-red-800', Icon: XCircle },
};

/**
 * A message box; errors are announced at once (role=alert), the rest politely (role=status). A text
 * child that is one of the contract's messages shows in the page's language.
 */
export function Alert({
  tone = 'info',
  title,
  children,
}: {
  tone?: Tone;
  title?: string;
  children?: ReactNode;
}) {
  const { box, Icon } = tones[tone];
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={`flex gap-3 rounded-md border px-4 py-3 ${box}`}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="text-sm">
        {title ? <p className="font-semibold">{title}</p> : null}
        {typeof children === 'string' ? messageText(children) : children}
      </div>
    </div>
  );
}
