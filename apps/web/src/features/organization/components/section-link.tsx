import type { LucideIcon } from 'lucide-react';
import { LinkButton } from '../../../components/ui/link-button.tsx';

/** A way from the dashboard to another owner's screen, beside the organization's other sections. */
export function SectionLink({
  icon: Icon,
  title,
  text,
  action,
  to,
}: {
  icon: LucideIcon;
  title: string;
  text: string;
  action: string;
  to: string;
}) {
  return (
    <section className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-slate-200 bg-white px-6 py-4 shadow-xs">
      <div className="flex min-w-0 items-center gap-3">
        <Icon aria-hidden="true" className="size-6 shrink-0 text-accent-700" />
        <div className="min-w-0">
          <h2 className="font-semibold text-slate-900">{title}</h2>
          <p className="text-sm text-slate-600">{text}</p>
        </div>
      </div>
      <LinkButton variant="secondary" to={to}>
        {action}
      </LinkButton>
    </section>
  );
}
