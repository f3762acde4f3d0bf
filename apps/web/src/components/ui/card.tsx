import type { ReactNode } from 'react';
import { cn } from '../../lib/cn.ts';

/** The one card look: white, rounded, a light border. */
export function Card({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div className={cn('rounded-lg border border-slate-200 bg-white p-6 shadow-xs', className)}>
      {children}
    </div>
  );
}
