import { type ReactNode, useId } from 'react';
import { Card } from '../../../components/ui/card.tsx';

interface DashboardSectionProps {
  title: string;
  /** Shown as a badge after the title (docs/product.md: the pending and expiring lists show their count). */
  count?: number;
  /** A link or button at the right of the heading (e.g. 'View All'). */
  action?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One titled card of the dashboard, a landmark named by its heading. */
export function DashboardSection({ title, count, action, children, className = '' }: DashboardSectionProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={className}>
      <Card className="h-full">
        <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
          <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
            {title}
            {/* The space keeps the count a word of its own in the heading's name: "Pending Organizations 3". */}
            {count === undefined ? null : ' '}
            {count === undefined ? null : (
              <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-medium text-slate-700">
                {count}
              </span>
            )}
          </h2>
          {action}
        </div>
        {children}
      </Card>
    </section>
  );
}

/** docs/product.md's empty texts ('No pending organizations', …). */
export function EmptyText({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-md border border-dashed border-slate-300 px-4 py-6 text-center text-slate-600">
      {children}
    </p>
  );
}
