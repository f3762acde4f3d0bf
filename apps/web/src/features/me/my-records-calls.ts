import { isLanguage } from '@shiftclock/contract/languages';
import { recordsFileName } from '@shiftclock/contract/my-hours-messages';
import { apiDownload, urlOf } from '../../lib/api-client.ts';
import { saveBlob } from '../../lib/download.ts';
import { i18n } from '../../lib/i18n.ts';
import { readMeToken } from './me-token.ts';
import type { RecordsRange } from './my-records-range.ts';

/**
 * Saves the person's records CSV for the range, with the header row in the page's language (the
 * values stay as payroll reads them). The employee's own token: a plain link cannot carry it.
 */
export async function downloadMyRecords(range: RecordsRange): Promise<void> {
  const language = i18n.language;
  const headerLanguage = isLanguage(language) && language !== 'en' ? language : undefined;
  const file = await apiDownload(
    urlOf('GET /api/me/records/export', {
      query: { ...range, ...(headerLanguage ? { headerLanguage } : {}) },
    }),
    { bearer: readMeToken() ?? '' },
  );
  saveBlob(file.blob, file.fileName ?? recordsFileName(range.from, range.to));
}
