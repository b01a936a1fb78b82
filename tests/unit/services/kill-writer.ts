/**
 * The child process of the kill test: plays three real games round-robin through GameSession, saving after every
 * action exactly as the app does, and prints one line per finished save. Started again after every kill, it opens
 * the slots it finds and goes on. stdout to a pipe is synchronous on Linux, so a printed line means the save had
 * fully completed before it.
 *   node --import tsx tests/unit/services/kill-writer.ts <dataDir>
 */
import { GameSession } from '../../../electron/services/game-session';
import { SlotStore } from '../../../electron/services/slot-store';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: kill-writer <dataDir>');
const SLOTS = 3;
const store = new SlotStore(dataDir);
const party = { party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }, { name: 'Cade', class: 'hero' }, { name: 'Dara', class: 'hero' }] };

const sessions: GameSession[] = [];
const listings = await store.list();
for (let n = 0; n < SLOTS; n++) {
  const session = new GameSession(store, '0.1.0-kill');
  const name = `Slot ${n}`;
  const found = listings.find((l) => l.readable && l.meta.name === name);
  if (found && found.readable) {
    const opened = await session.open(found.meta.id);
    if (opened.notice) process.stdout.write(`notice ${found.meta.id} ${opened.notice.kind}\n`);
  } else {
    const created = await session.create({ name, rulesetId: 'deathmaze', seed: 'K7QM-2XPD', setup: party });
    process.stdout.write(`created ${created.view.slot.id} 0\n`);
  }
  sessions.push(session);
}
process.stdout.write('ready\n');
for (let turn = 0; ; turn++) {
  const session = sessions[turn % SLOTS]!;
  // The autoplay rule of the CLI; a game that is over is simply saved again (still a full write).
  const choice = session.current()!.view.choices.find((c) => c.id !== 'leave');
  const view = choice ? (await session.act(choice.action)).view : await session.save();
  process.stdout.write(view.saveStatus.saved ? `saved ${view.slot.id} ${view.slot.actionCount}\n` : `failed ${view.slot.id}\n`);
}
