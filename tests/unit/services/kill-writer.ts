/**
 * The child process of the kill test: plays three real games round-robin through GameSession, saving after every
 * action exactly as the app does, and prints one line per finished save. Started again after every kill, it opens
 * the slots it finds, says at which save each one stands, and goes on.
 *   node --import tsx tests/unit/services/kill-writer.ts <dataDir>
 */
import { writeSync } from 'node:fs';
import { GameSession } from '../../../electron/services/game-session';
import { isErrno } from '../../../electron/services/slot-error';
import { SlotStore } from '../../../electron/services/slot-store';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: kill-writer <dataDir>');
const SLOTS = 3;
const store = new SlotStore(dataDir);
const party = { party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }, { name: 'Cade', class: 'hero' }, { name: 'Dara', class: 'hero' }] };

/**
 * Writes a line straight to fd 1 before anything else happens. process.stdout is asynchronous on a pipe on POSIX
 * (Node's "A note on process I/O"): a line still queued inside the process when SIGKILL lands is lost, and the test
 * would take a save that had completed for one that had not. What writeSync has written is in the kernel's pipe
 * buffer, which the reader gets even after the kill. (process.stdout is never touched here, so fd 1 stays as the
 * parent made it; EAGAIN on a full non-blocking pipe is retried rather than lost.)
 */
function report(line: string): void {
  const bytes = Buffer.from(`${line}\n`, 'utf8');
  for (let offset = 0; offset < bytes.length; ) {
    try {
      offset += writeSync(1, bytes, offset);
    } catch (error) {
      if (!isErrno(error, 'EAGAIN')) throw error;
    }
  }
}

const sessions: GameSession[] = [];
const listings = await store.list();
for (let n = 0; n < SLOTS; n++) {
  const session = new GameSession(store, '0.1.0-kill');
  const name = `Slot ${n}`;
  const found = listings.find((l) => l.readable && l.meta.name === name);
  if (found && found.readable) {
    const opened = await session.open(found.meta.id);
    if (opened.notice) report(`notice ${found.meta.id} ${opened.notice.kind}`);
    // The save this slot stands at is a complete one even if the killed writer before never got to report it.
    report(`opened ${found.meta.id} ${opened.view.slot.actionCount}`);
  } else {
    const created = await session.create({ name, rulesetId: 'deathmaze', seed: 'K7QM-2XPD', setup: party });
    report(`created ${created.view.slot.id} 0`);
  }
  sessions.push(session);
}
report('ready');
for (let turn = 0; ; turn++) {
  const session = sessions[turn % SLOTS]!;
  // The autoplay rule of the CLI; a game that is over is simply saved again (still a full write).
  const choice = session.current()!.view.choices.find((c) => c.id !== 'leave');
  const view = choice ? (await session.act(choice.action)).view : await session.save();
  report(view.saveStatus.saved ? `saved ${view.slot.id} ${view.slot.actionCount}` : `failed ${view.slot.id}`);
}
