import type { PayrollProvider } from '@shiftclock/contract/payroll-close';

/**
 * The providers' own product names, the same in every language (docs/payroll-exports.md describes
 * each layout).
 */
export const PROVIDER_NAMES: Record<PayrollProvider, string> = {
  adpWorkforceNow: 'ADP Workforce Now',
  paychexFlex: 'Paychex Flex',
  gusto: 'Gusto',
  quickbooksIif: 'QuickBooks Desktop (IIF)',
  datevLodas: 'DATEV LODAS',
};
