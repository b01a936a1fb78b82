import { call } from './call';
import { base64ToBytes, downloadBytes } from './download';

/**
 * Prints Character Records to a PDF: main opens a save dialog in Electron, the browser host hands the file back as a
 * download. Resolves to where it was saved (Electron), 'downloaded', or null when cancelled or refused.
 */
export async function printRecords(
  slotId: string,
  options: { adventurer?: string; layout?: 'one-per-page' | 'two-per-page' } = {},
): Promise<string | 'downloaded' | null> {
  const outcome = await call('records:export-pdf', { id: slotId, ...options }, 'Printing the Character Records');
  if (outcome?.kind === 'download') {
    downloadBytes(outcome.fileName, base64ToBytes(outcome.base64), 'application/pdf');
    return 'downloaded';
  }
  return outcome?.kind === 'saved' ? outcome.file : null;
}
