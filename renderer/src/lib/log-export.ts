import { LOG_PAGE_MAX } from '@shared/ipc/contract';
import type { GameEvent } from '@shared/engine/ruleset';
import { logAsText } from '@shared/engine/log-text';
import { useSessionStore } from '../stores/session';
import { call } from './call';
import { downloadBytes } from './download';

/** A file name from the slot's name: letters, digits and dashes only, so every file system takes it. */
function fileNameFor(slotName: string): string {
  const stem = slotName.normalize('NFKD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60) || 'mazewright';
  return `${stem}-roll-log.txt`;
}

/**
 * Downloads the open game's whole roll log as text. The session keeps only a window of the newest entries; the older
 * ones are read from the slot a page at a time (without touching the window on screen). Resolves to a sentence saying
 * what happened, for a status line.
 */
export async function exportLog(): Promise<string> {
  const session = useSessionStore();
  const view = session.view;
  if (!view) return 'No game is open.';
  let events: readonly GameEvent[] = session.log;
  let start = session.logStart;
  while (start > 0) {
    const page = await call('session:log-page', { before: start, limit: Math.min(LOG_PAGE_MAX, start) }, 'Exporting the roll log');
    if (!page || page.start + page.entries.length !== start) return 'The roll log could not be exported: the game changed while it was read. Try again.';
    events = [...page.entries, ...events];
    start = page.start;
  }
  const heading = `${view.slot.name} — roll log (${events.length.toLocaleString('en')} entries, seed ${view.seed})`;
  const fileName = fileNameFor(view.slot.name);
  downloadBytes(fileName, logAsText(events, 1, heading), 'text/plain;charset=utf-8');
  return `Exported ${events.length.toLocaleString('en')} entries as ${fileName}.`;
}
