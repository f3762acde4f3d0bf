/** Business constants of docs/product.md section 9, shared by the server and the web app. */

export const EMPLOYEE_ID_LENGTH = 3;
export const LOCATION_ID_LENGTH = 6;
/** No 0/O/1/I, so a location ID read aloud or from a screen is not mistyped (docs/product.md section 11.3). */
export const LOCATION_ID_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

export const CLOCK_REFRESH_MS = 1000;

export const CALENDAR_SLOT_MINUTES = 15;
export const CALENDAR_ROW_PX = 24;
export const CALENDAR_MAX_SIDE_BY_SIDE = 8;
export const EMPLOYEE_COLOUR_COUNT = 32;

export const RECENT_SHIFTS_PAGE_SIZE = 50;
export const SHIFTS_QUERY_MAX_LIMIT = 500;
export const MAX_SCHEDULED_SHIFT_HOURS = 24;
/** A new location's Default Shift Duration, in hours (its settings' `defaultShiftDuration`). */
export const DEFAULT_SHIFT_DURATION_HOURS = 6;
/** An open shift older than this is closed at clock-in + this many hours and flagged for review. */
export const MAX_OPEN_SHIFT_HOURS = 16;

export const ORGANIZATIONS_PAGE_SIZE = 10;
export const MASTER_RECENT_ORGANIZATIONS = 5;

export const TRIAL_DAYS = 30;
export const LICENSE_TYPES = ['trial', 'monthly', 'yearly', 'custom'] as const;
export const DURATION_UNITS = ['days', 'months', 'years'] as const;
export const ORGANIZATION_STATUSES = ['pending', 'approved', 'suspended', 'rejected'] as const;
export const MAX_LOCATIONS_LIMIT = 1000;
export const EXPIRING_LICENSE_WINDOW_DAYS = 14;

export const RESET_LINK_VALID_HOURS = 1;
export const VERIFY_LINK_VALID_HOURS = 24;

export const RESEND_TOAST_MS = 5000;
export const SETTINGS_MESSAGE_MS = 3000;
export const SESSION_REDIRECT_DELAY_MS = 2000;
export const SESSION_CHECK_INTERVAL_MS = 5 * 60 * 1000;
export const SUCCESS_POPUP_MS = 3000;
export const LIMIT_NOTICE_MS = 12_000;
export const FIELD_ERROR_CLEAR_MS = 300;
export const COPY_HIGHLIGHT_MS = 2000;
export const TOOLTIP_DELAY_MS = 3000;

/**
 * `employee`: a person signed in to their own app (/me), across the locations they work at.
 * `apiKey`: an integrator's key (docs/decisions/0207-api-keys.md), only on the /api/v1 endpoints.
 */
export const ACCOUNT_TYPES = ['location', 'manager', 'orgAdmin', 'master', 'employee', 'apiKey'] as const;
export type AccountType = (typeof ACCOUNT_TYPES)[number];
/** The callers that sign in for a token: every type but API keys, which call only /api/v1. */
export const TOKEN_ACCOUNT_TYPES = [
  'location',
  'manager',
  'orgAdmin',
  'master',
  'employee',
] as const satisfies readonly AccountType[];

/**
 * What an API key may do (docs/api.md, "API keys"): one scope per kind of data and direction, so an
 * integrator asks for exactly what it syncs. Here, zod-free, because endpoint.ts names them.
 */
export const API_KEY_SCOPES = [
  'locations:read',
  'people:read',
  'people:write',
  'punches:read',
  'timesheets:read',
  'schedule:read',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];

/**
 * Offline punches per batch (docs/api.md, "Offline punches"); a kiosk with more sends them in several.
 * Here rather than in offline-punches.ts so that the kiosk's code, which needs only this number from
 * it, does not load the validation library with that module's schemas.
 */
export const OFFLINE_BATCH_MAX = 100;

/**
 * How often a kiosk reports itself by default (docs/api.md, "Devices"); the server says the interval
 * it counts with. Here rather than in devices.ts for the same reason as OFFLINE_BATCH_MAX.
 */
export const DEVICE_HEARTBEAT_SECONDS = 60;
