import Printer from 'lucide-react/icons/printer';
import { useTranslation } from 'react-i18next';
import type { CreatedPins } from '../../api/employees/employee-pins.ts';
import { Alert } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { ModalDialog } from '../ui/modal-dialog.tsx';

interface PinSheetDialogProps {
  /** The answer of "Create PINs"; null keeps the dialog closed. */
  sheet: CreatedPins | null;
  onClose: () => void;
}

/**
 * The new PINs, once: name, employee ID and PIN of each, to print (only the sheet goes on paper,
 * ModalDialog's `printable`) or copy out. The server keeps only their hashes
 * (docs/decisions/0173-pins-without-stranding.md), so closing this loses them for good: a lost one
 * is replaced with the key button in Employees.
 */
export function PinSheetDialog({ sheet, onClose }: PinSheetDialogProps) {
  const { t } = useTranslation();
  if (!sheet) return null;
  return (
    <ModalDialog
      open
      printable
      size="lg"
      onOpenChange={(next) => (next ? undefined : onClose())}
      title={t('pins.sheetTitle', { count: sheet.pins.length })}
      description={t('pins.sheetHint')}
      closeLabel={t('pins.close')}
      footer={
        <>
          <Button variant="secondary" onClick={() => window.print()} className="w-full sm:w-auto">
            <Printer aria-hidden="true" className="size-4" />
            {t('pins.print')}
          </Button>
          <Button onClick={onClose} className="w-full sm:w-auto">
            {t('pins.done')}
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        <div className="space-y-2 print:hidden">
          <Alert tone="warning">{t('pins.shownOnce')}</Alert>
          {sheet.remaining > 0 ? (
            <Alert tone="info">{t('pins.remaining', { count: sheet.remaining })}</Alert>
          ) : null}
        </div>
        <table className="w-full border-collapse text-left">
          <thead>
            <tr className="border-b-2 border-slate-300 text-sm text-slate-700">
              <th scope="col" className="py-2 pr-3 font-semibold">
                {t('pins.name')}
              </th>
              <th scope="col" className="py-2 pr-3 font-semibold whitespace-nowrap">
                {t('pins.employeeId')}
              </th>
              <th scope="col" className="py-2 font-semibold">
                {t('pins.pin')}
              </th>
            </tr>
          </thead>
          <tbody>
            {sheet.pins.map((made) => (
              <tr key={made.employeeId} className="border-b border-slate-200 break-inside-avoid">
                <td className="py-2 pr-3 break-words text-slate-900">{made.name}</td>
                <td className="py-2 pr-3 font-mono text-slate-900 tabular-nums">{made.employeeId}</td>
                <td className="py-2 font-mono text-lg font-semibold tracking-[0.2em] text-slate-900 tabular-nums">
                  <span aria-hidden="true">{made.pin}</span>
                  {/* Read digit by digit, not as a number in the thousands. */}
                  <span className="sr-only">{made.pin.split('').join(' ')}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ModalDialog>
  );
}
