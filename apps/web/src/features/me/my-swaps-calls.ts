import type { MyShiftSwap } from '@shiftclock/contract/shift-swaps';
import { useMeQuery } from './me-api.ts';

/**
 * The person's swaps (docs/decisions/0202-shift-swaps.md), read with the schedule: each shift card
 * shows its own. The swaps' screens themselves come later (components/my-swaps.tsx).
 */
export const mySwapsRoute = 'GET /api/me/shift-swaps';

export const useMySwaps = ({ enabled = true } = {}) =>
  useMeQuery(mySwapsRoute, undefined, { staleTime: 15_000, enabled });

export const LIVE_SWAP = new Set(['offered', 'accepted']);

/** The swap a shift card shows: its live one, else its latest, where the person gave or took it. */
export function swapOfShift(swaps: readonly MyShiftSwap[], shiftId: string): MyShiftSwap | undefined {
  const own = swaps.filter(
    (swap) => swap.role !== 'candidate' && (swap.shift.id === shiftId || swap.returnShift?.id === shiftId),
  );
  return own.find((swap) => LIVE_SWAP.has(swap.status)) ?? own.at(-1);
}
