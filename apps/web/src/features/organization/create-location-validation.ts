import { messages } from '@shiftclock/contract/messages';
import { type CreateLocationBody, createLocationBody } from '@shiftclock/contract/organization';

export type CreateLocationValues = Omit<CreateLocationBody, 'timezone'>;
export type CreateLocationField = keyof CreateLocationValues;

export const createLocationFields = [
  'locationName',
  'locationPassword',
  'confirmLocationPassword',
  'managerPassword',
  'confirmManagerPassword',
] as const satisfies readonly CreateLocationField[];

export const emptyCreateLocationValues: CreateLocationValues = {
  locationName: '',
  locationPassword: '',
  confirmLocationPassword: '',
  managerPassword: '',
  confirmManagerPassword: '',
};

export const isCreateLocationField = (path: string): path is CreateLocationField =>
  (createLocationFields as readonly string[]).includes(path);

export type CreateLocationValidation =
  | { ok: true; body: CreateLocationBody }
  | { ok: false; errors: Partial<Record<CreateLocationField, string>> };

/**
 * docs/product.md section 5's create-location check, with the schema the server uses. Zod runs the schema's
 * cross-field check (the confirmations) only once every field is valid; the form adds the mismatch
 * messages itself so one submit shows every problem at once.
 */
export function validateCreateLocation(values: CreateLocationValues): CreateLocationValidation {
  const result = createLocationBody.safeParse(values);
  if (result.success) return { ok: true, body: result.data };

  const errors: Partial<Record<CreateLocationField, string>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (isCreateLocationField(field) && !errors[field]) errors[field] = issue.message;
  }
  const mismatch = (password: string, confirmation: string) =>
    confirmation !== '' && password !== confirmation;
  if (!errors.confirmLocationPassword && mismatch(values.locationPassword, values.confirmLocationPassword)) {
    errors.confirmLocationPassword = messages.locationPasswordsDoNotMatch;
  }
  if (!errors.confirmManagerPassword && mismatch(values.managerPassword, values.confirmManagerPassword)) {
    errors.confirmManagerPassword = messages.managerPasswordsDoNotMatch;
  }
  return { ok: false, errors };
}
