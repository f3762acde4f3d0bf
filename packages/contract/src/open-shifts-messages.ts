// Open shifts without zod: error-codes.ts reads the messages, and the employee app's screen may
// import the types (docs/decisions/0201-open-shifts.md).

/** The refusals of open shifts and their claims, each with its code (error-codes.ts). */
export const openShiftsMessages = {
  openShiftNotFound: 'Open shift not found. It may have been cancelled.',
  openShiftClaimNotFound: 'Claim not found. It may have been withdrawn.',
  openShiftNotOpen: 'This shift is no longer open: it was filled or cancelled.',
  openShiftStarted: 'This shift has already started.',
  openShiftNotEligible:
    'You cannot claim this shift: you do not work at its location, or you are scheduled at that time.',
  openShiftAlreadyClaimed: 'You have already claimed this shift.',
  openShiftClaimNotPending: 'This claim was already approved, declined or withdrawn.',
  openShiftClaimantBusy:
    'The employee is now scheduled at that time, at this or another location. Decline the claim or change their schedule.',
  openShiftsRangeInvalid: 'Send both startDate and endDate, or neither',
  openShiftsSettingManagersOnly: 'Only a manager can change how open shifts are approved',
  openShiftClaimantInactive: 'The employee no longer works at this location. Decline the claim.',
  openShiftCannotCancel: 'Only an open shift can be cancelled: this one was already filled or cancelled.',
} as const;

/** A claim's state: waiting for the manager, approved (the shift is theirs), declined, or withdrawn by its claimant. */
export type OpenShiftClaimStatus = 'pending' | 'approved' | 'declined' | 'withdrawn';
export type OpenShiftStatus = 'open' | 'filled' | 'cancelled';

/** An open shift as the employee app lists it (GET /api/me/open-shifts). */
export type MyOpenShift = {
  id: string;
  location: { locationId: string; locationName: string; address: string | null; timezone: string };
  scheduledStart: string;
  scheduledEnd: string;
  notes: string;
  status: OpenShiftStatus;
  /** The person's latest claim on it; null: not claimed. */
  myClaim: { id: string; status: OpenShiftClaimStatus; createdAt: string } | null;
};
