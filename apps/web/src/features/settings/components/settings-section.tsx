import { type ReactNode, useId } from 'react';
import { Card } from '../../../components/ui/card.tsx';

interface SettingsSectionProps {
  title: string;
  description?: string;
  className?: string;
  children: ReactNode;
}

/** One titled card of the screen; a landmark named by its heading, so it can be jumped to. */
export function SettingsSection({ title, description, className = '', children }: SettingsSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <Card className="h-full">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
        <div className="mt-5">{children}</div>
      </Card>
    </section>
  );
}
