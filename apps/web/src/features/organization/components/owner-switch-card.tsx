import type { LucideIcon } from 'lucide-react';
import * as Switch from 'radix-ui/switch';
import { type ReactNode, useId } from 'react';

interface OwnerSwitchCardProps {
  Icon: LucideIcon;
  title: string;
  hint: string;
  /** Lines under the hint: since when, or why the setting could not be read. */
  children?: ReactNode;
  checked: boolean;
  disabled: boolean;
  onCheckedChange: (checked: boolean) => void;
}

/** One of the owner's on/off settings of the organization: its title, what it does, and its switch. */
export function OwnerSwitchCard({
  Icon,
  title,
  hint,
  children,
  checked,
  disabled,
  onCheckedChange,
}: OwnerSwitchCardProps) {
  const titleId = useId();
  const hintId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white px-6 py-4 shadow-xs"
    >
      <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-accent-700" />
      <div className="min-w-0 flex-1">
        <h2 id={titleId} className="font-semibold text-slate-900">
          {title}
        </h2>
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
        {children}
      </div>
      {/* The thumb's side, not only its colour, tells on from off (as the settings' switches). */}
      <Switch.Root
        aria-labelledby={titleId}
        aria-describedby={hintId}
        checked={checked}
        disabled={disabled}
        onCheckedChange={onCheckedChange}
        className="relative mt-0.5 inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full bg-slate-500 transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-700 disabled:cursor-not-allowed disabled:opacity-60 data-[state=checked]:bg-accent-700"
      >
        <Switch.Thumb className="block size-5 translate-x-0.5 rounded-full bg-white shadow transition-transform data-[state=checked]:translate-x-[1.375rem]" />
      </Switch.Root>
    </section>
  );
}
