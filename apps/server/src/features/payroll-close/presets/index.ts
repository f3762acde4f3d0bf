import type { PayrollFile, PayrollFileInput, PayrollProvider } from '@shiftclock/contract/payroll-close';
import { adpWorkforceNowFile } from './adp-workforce-now.ts';
import { datevLodasFile } from './datev-lodas.ts';
import { gustoFile } from './gusto.ts';
import { paychexFlexFile } from './paychex-flex.ts';
import { quickbooksIifFile } from './quickbooks-iif.ts';

/** Each provider's writer: its documented import layout (docs/payroll-exports.md). */
export const PRESETS: Record<PayrollProvider, (input: PayrollFileInput) => PayrollFile> = {
  adpWorkforceNow: adpWorkforceNowFile,
  paychexFlex: paychexFlexFile,
  gusto: gustoFile,
  quickbooksIif: quickbooksIifFile,
  datevLodas: datevLodasFile,
};
