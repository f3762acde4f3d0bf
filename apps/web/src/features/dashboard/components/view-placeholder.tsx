import { Construction } from 'lucide-react';
import { Card } from '../../../components/ui/card.tsx';

/** A dashboard view that a later piece of work fills in: its name and what will be there. */
export function ViewPlaceholder({ title, note }: { title: string; note: string }) {
  return (
    <Card className="flex items-start gap-4">
      <Construction aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-slate-500" />
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <p className="mt-1 text-slate-600">{note}</p>
      </div>
    </Card>
  );
}
