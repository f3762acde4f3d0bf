// The people's refusals and page size without zod: error-codes.ts reads them, and every screen's first
// files reach error-codes.ts (apps/web/src/lib/message-text.ts), which must load without zod
// (apps/web/vite.config.ts, `loadsWithout`). people.ts re-exports them beside its schemas.

export const PEOPLE_PAGE_MAX = 100;
export const peopleMessages = {
  personPayrollIdTaken: 'Another person of the organization has this payroll ID',
  personEmailTaken: 'Another person of the organization has this email',
  hourlyRateInvalid: 'Enter an hourly rate like 18.50',
  alreadyAtLocation: 'This person already works at this location',
  personNotFound: 'Person not found',
  personArchived: 'This person is archived',
  personStillClockedIn: 'This person is clocked in; clock them out first',
  mergeSamePerson: 'Choose two different people to merge',
  mergeSameLocation: 'Both records work at the same location; a person has one ID per location',
  mergeOverlap: 'Their shifts overlap; correct them before merging',
} as const;
