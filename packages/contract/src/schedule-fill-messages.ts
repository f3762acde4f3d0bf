// Filling a week's refusals without zod: error-codes.ts reads them, and every screen's first files
// reach error-codes.ts, which must load without zod (see people-messages.ts). schedule-fill.ts
// re-exports them beside its schemas.

export const scheduleFillMessages = {
  copyEndBeforeStart: 'The last day to copy must not be before the first',
  copyTooManyDays: 'Copy at most 7 days at a time',
  copyOntoItself: 'The days to copy to must not overlap the days copied',
  notWeekStart: "The week must begin on the location's first day of the week",
  templateNameRequired: 'Enter a name for the template',
  templateNameTooLong: 'A template name can be at most 60 characters',
  templateNameTaken: 'A template with this name already exists',
  templateNotFound: 'Template not found',
  templateWeekEmpty: 'This week has no scheduled shifts to save',
  repeatTooSoon: 'Repeat until a date at least a week after the shift',
  repeatTooManyWeeks: 'Repeat for at most 26 weeks',
} as const;

/** The most days one copy takes, weeks one repeat makes, and characters of a template's name. */
export const fillLimits = { copyDays: 7, repeatWeeks: 26, templateName: 60 } as const;

/** Why a shift was not created: a shift of the person here, one at another location, an inactive employee. */
export const skipReasons = ['overlap', 'busyElsewhere', 'inactive'] as const;
export type SkipReason = (typeof skipReasons)[number];
