// Swaps and cover without zod: error-codes.ts reads the messages, and the employee app's screens
// import the types (docs/decisions/0202-shift-swaps.md).

/** Where a swap stands. `offered` and `accepted` are live: at most one live offer per shift. */
export const SHIFT_SWAP_STATUSES = [
  'offered',
  'accepted',
  'approved',
  'declined',
  'withdrawn',
  'void',
] as const;
export type ShiftSwapStatus = (typeof SHIFT_SWAP_STATUSES)[number];

/** Why a live offer became void: the shift (or the one given in return) changed, was removed or began, or it moved. */
export const SHIFT_SWAP_VOID_REASONS = ['shift_changed', 'return_shift_changed', 'started'] as const;
export type ShiftSwapVoidReason = (typeof SHIFT_SWAP_VOID_REASONS)[number];

/** Decided swaps stay in the lists this many days after their decision. */
export const SHIFT_SWAP_RECENT_DAYS = 14;

/** The refusals of swaps and cover, each with its code (error-codes.ts). */
export const shiftSwapMessages = {
  swapNotFound: 'Swap not found. It may have been withdrawn.',
  swapShiftNotFound: 'Shift not found. It may have been removed.',
  swapShiftNotOfferable: 'Only an upcoming, published shift without unpublished changes can be offered',
  swapAlreadyOffered: 'This shift is already offered',
  swapColleagueNotFound: 'No active colleague with this ID at the shift’s location',
  swapNotYourself: 'Offer the shift to a colleague, not to yourself',
  swapNotOpen: 'This offer is no longer open',
  swapOwnOffer: 'You cannot accept your own offer',
  swapAccepterBusy: 'You have another shift at that time',
  swapReturnShiftInvalid:
    'The shift given in return must be your own upcoming, published shift at the same location',
  swapOffererBusy: 'The colleague who offered has another shift at the time of the shift given in return',
  swapNotAwaitingDecision: 'This swap is not waiting for a decision',
  swapCannotWithdraw: 'This offer can no longer be withdrawn',
  swapShiftChanged: 'The shift changed since it was offered: the offer is void',
  swapBusyAtApproval: 'The swap would give someone two shifts at the same time: nothing was changed',
  swapCodeInvalid: 'Enter a 3-digit employee ID',
} as const;

/** A shift's times: instants, shown in the location's zone. */
export type SwapShiftTimes = { id: string; start: string; end: string };
/** Someone in a swap: their kiosk ID at the swap's location and their name. */
export type SwapPerson = { employeeId: string; name: string };

/** The bodies of the swap notifications in a person's app. */
export type ShiftSwapNoticeBody = {
  swapId: string;
  location: { locationId: string; locationName: string; timezone: string };
  shift: SwapShiftTimes;
  returnShift: SwapShiftTimes | null;
  offeredBy: SwapPerson;
  acceptedBy: SwapPerson | null;
};
