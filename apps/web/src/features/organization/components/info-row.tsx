import type { ReactNode } from 'react';

/** One label/value pair of an information card, as a description-list entry. */
export function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="ml-auto min-w-0 text-right font-medium break-words text-slate-900">{children}</dd>
    </div>
  );
}
