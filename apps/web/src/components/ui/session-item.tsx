import Smartphone from 'lucide-react/icons/smartphone';
import type { ReactNode } from 'react';
import { Button } from './button.tsx';

/**
 * One session of the employee app in a list (the employee's Account tab, the manager's App sign-in
 * dialog): the browser it began in, a badge (this phone), what is known of it, and its End button.
 * The button goes under the text when the two do not fit side by side.
 */
export function SessionItem({
  device,
  badge,
  details,
  endText,
  endLabel,
  ending,
  onEnd,
}: {
  device: string;
  badge?: ReactNode;
  /** Lines under the device: when and how it began, when it was last used. */
  details: string[];
  endText: string;
  /** The button's accessible name, naming the session. */
  endLabel: string;
  ending: boolean;
  onEnd: () => void;
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 p-4">
      <Smartphone aria-hidden="true" className="size-5 shrink-0 text-slate-500" />
      <div className="min-w-48 flex-1 text-sm">
        <p className="font-medium text-slate-900">
          {device}
          {badge ? (
            <span className="ml-2 rounded-full bg-accent-50 px-2 py-0.5 text-xs font-medium text-accent-800">
              {badge}
            </span>
          ) : null}
        </p>
        {details.map((line) => (
          <p key={line} className="text-slate-600">
            {line}
          </p>
        ))}
      </div>
      <Button
        variant="secondary"
        className="ml-8 shrink-0 sm:ml-0"
        aria-label={endLabel}
        busy={ending}
        onClick={onEnd}
      >
        {endText}
      </Button>
    </li>
  );
}
