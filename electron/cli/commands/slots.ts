import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { seedFromInts } from '../../../shared/core/seed';
import type { SlotListing } from '../../../shared/saves/slot-schema';
import { backupDataDir } from '../../services/data-backup';
import { resolveDataDir } from '../../services/data-dir';
import { GameSession } from '../../services/game-session';
import { AUTOPLAY_GROUP_ACTIONS, autoplaySession } from '../../services/session-autoplay';
import { exportSlot, importSlotFile } from '../../services/slot-export';
import { SlotError, SlotStore } from '../../services/slot-store';
import { sweepStaleTempFiles } from '../../services/temp-sweep';
import { checkFlags, intFlag, parseArgs, stringFlag, type ParsedArgs } from '../args';
import { CliError } from '../cli-error';
import { rulesetFlag } from '../ruleset-flag';
import type { CliCommand, CliIo } from '../command';

const USAGE =
  'slots list [--json] | new NAME [--seed S] [--ruleset ID] [--party "hero:Arn,thief:Bree"] [--autoplay N] | verify [NAME] | restore NAME | export NAME FILE | import FILE [--rename NEW] | backup DIR';

/** `npm run cli -- slots …`: the save slots of MAZEWRIGHT_DATA_DIR (or the app's own data folder), from a terminal. */
export const slotsCommand: CliCommand = {
  name: 'slots',
  usage: USAGE,
  summary: 'list, create, verify, restore, export, import and back up save slots',
  async run(argv, io) {
    const [sub, ...rest] = argv;
    const store = new SlotStore(cliDataDir(io.env));
    // Temp files that killed writes left behind go first; a live writer's are far younger and are kept.
    await sweepStaleTempFiles(store.dataDir);
    switch (sub) {
      case 'list':
        return list(store, parseArgs(rest, []), io);
      case 'new':
        return create(store, parseArgs(rest, ['seed', 'ruleset', 'party', 'autoplay']), io);
      case 'verify':
        return verify(store, parseArgs(rest, []), io);
      case 'restore':
        return restore(store, parseArgs(rest, []), io);
      case 'export':
        return exportOne(store, parseArgs(rest, []), io);
      case 'import':
        return importOne(store, parseArgs(rest, ['rename']), io);
      case 'backup':
        return backup(store, parseArgs(rest, []), io);
      case undefined:
        throw new CliError('Say what to do with the slots: list, new, verify, restore, export, import or backup.');
      default:
        throw new CliError(`Unknown slots command “${sub}”: use list, new, verify, restore, export, import or backup.`);
    }
  },
};

/**
 * MAZEWRIGHT_DATA_DIR, else the folder the desktop app uses (Electron's userData for the product "Mazewright"),
 * so the CLI and the app see the same slots.
 */
export function cliDataDir(env: NodeJS.ProcessEnv): string {
  const home = os.homedir();
  const platformDefault =
    process.platform === 'win32'
      ? path.join(env['APPDATA'] ?? path.join(home, 'AppData', 'Roaming'), 'Mazewright')
      : process.platform === 'darwin'
        ? path.join(home, 'Library', 'Application Support', 'Mazewright')
        : path.join(env['XDG_CONFIG_HOME'] ?? path.join(home, '.config'), 'Mazewright');
  return resolveDataDir(env, platformDefault);
}

function appVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

function positionals(args: ParsedArgs, names: readonly string[], optional = 0): string[] {
  const min = names.length - optional;
  if (args.positionals.length < min) throw new CliError(`Missing ${names[args.positionals.length]}.`);
  if (args.positionals.length > names.length) throw new CliError(`Unexpected “${args.positionals[names.length]}”.`);
  return [...args.positionals];
}

async function list(store: SlotStore, args: ParsedArgs, io: CliIo): Promise<void> {
  checkFlags(args, ['json']);
  positionals(args, []);
  const listings = await store.list();
  if (args.flags.has('json')) {
    io.out(JSON.stringify(listings, null, 2));
    return;
  }
  if (listings.length === 0) io.out(`No save slots in ${store.slotsDir}.`);
  for (const l of listings) {
    if (l.readable) {
      const flag = l.readOnly ? '  [read-only: newer version]' : l.meta.finished ? '  [finished]' : '';
      io.out(`${l.meta.name}  (${l.meta.id})  ${l.meta.rulesetTitle}, seed ${l.meta.seed}, ${l.meta.actionCount} actions, last played ${l.meta.lastPlayed}${flag}`);
      io.out(`    ${l.meta.party} — ${l.meta.progress}`);
    } else {
      io.out(`UNREADABLE ${l.name !== undefined ? `“${l.name}” (${l.file})` : l.file}${l.recoverable ? '  [backup available: slots restore]' : ''}`);
      io.out(`    ${l.message}`);
    }
  }
}

/** "hero:Arn,thief:Bree" → the party's members; class (or race, or hero) before the colon, name after. */
export function parseParty(text: string): { role: string; name: string }[] {
  return text.split(',').map((entry) => {
    const at = entry.indexOf(':');
    if (at < 0) throw new CliError(`Party members are written class:name (such as hero:Arn), not “${entry.trim()}”.`);
    return { role: entry.slice(0, at).trim(), name: entry.slice(at + 1).trim() };
  });
}

/** The setup `slots new` starts from, made by the ruleset (through the registry) from --party or its own default. */
export async function quickSetupFor(rulesetId: string, partyText: string | undefined): Promise<unknown> {
  const ruleset = await rulesetFlag(rulesetId);
  if (!ruleset.quickSetup) throw new CliError(`${ruleset.title} cannot be set up from the command line yet: start it in the app.`);
  return ruleset.quickSetup(partyText === undefined ? null : parseParty(partyText));
}

async function create(store: SlotStore, args: ParsedArgs, io: CliIo): Promise<void> {
  checkFlags(args, ['seed', 'ruleset', 'party', 'autoplay']);
  const [name] = positionals(args, ['NAME']);
  const autoplay = intFlag(args, 'autoplay', 0, { min: 0, max: 100_000 });
  const seed = stringFlag(args, 'seed') ?? seedFromInts((max) => randomInt(max));
  const rulesetId = stringFlag(args, 'ruleset') ?? 'deathmaze';
  const setup = await quickSetupFor(rulesetId, stringFlag(args, 'party'));
  const session = new GameSession(store, appVersion());
  try {
    await autoplayNew(session, { name: name!, rulesetId, seed, setup, autoplay }, io);
  } finally {
    // Lets go of the slot (its lock) at once, so another Mazewright may play it.
    session.close();
  }
}

async function autoplayNew(session: GameSession, input: { name: string; rulesetId: string; seed: string; setup: unknown; autoplay: number }, io: CliIo): Promise<void> {
  const { name, rulesetId, seed, setup, autoplay } = input;
  let { view } = await session.create({ name, rulesetId, seed, setup });
  let played = 0;
  if (autoplay > 0) {
    // Saved in groups, each durable before its progress line (a run of one group prints none: the summary below is
    // its acknowledgement). A failed save stops at once, with the slot as last saved.
    const total = autoplay.toLocaleString('en-US');
    const onSaved = autoplay > AUTOPLAY_GROUP_ACTIONS ? (saved: number) => io.err(`Saved ${saved.toLocaleString('en-US')} of ${total} actions.`) : undefined;
    ({ played, view } = await autoplaySession(session, { actions: autoplay, ...(onSaved ? { onSaved } : {}) }));
  }
  io.out(`Created “${view.slot.name}” (${view.slot.id}), ${view.rulesetTitle}, seed ${view.seed}.`);
  if (autoplay > 0) io.out(`Autoplay took ${played} ${played === 1 ? 'action' : 'actions'}${played < autoplay ? ' (no more choices: the game is over)' : ''}: ${view.summary.progress}.`);
  if (!view.saveStatus.saved) throw new Error(view.saveStatus.message ?? 'The last save failed.');
}

/** A slot by exact name (case and surrounding spaces ignored) or by id; unreadable files by id or file name. */
function findListing(listings: readonly SlotListing[], wanted: string): SlotListing {
  const key = wanted.trim().normalize('NFC').toLowerCase();
  const hit =
    listings.find((l) => l.readable && (l.meta.id === wanted || l.meta.name.trim().normalize('NFC').toLowerCase() === key)) ??
    listings.find((l) => !l.readable && (l.id === wanted || l.file === wanted || (l.name !== undefined && l.name.trim().normalize('NFC').toLowerCase() === key)));
  if (!hit) throw new Error(`There is no save slot named “${wanted}”. See: npm run cli -- slots list`);
  return hit;
}

/**
 * Checks each slot as opening does, and more: the game is replayed, the whole log compared with the replay's, the
 * header's counts and id compared with the game. What only the replay can repair (nothing lost) is repaired and
 * said; what needs a backup is reported, never restored here (`slots restore` does that). Backups are counted
 * only when they load.
 */
async function verify(store: SlotStore, args: ParsedArgs, io: CliIo): Promise<void> {
  checkFlags(args, []);
  const [wanted] = positionals(args, ['NAME'], 1);
  const listings = await store.list();
  const targets = wanted === undefined ? listings : [findListing(listings, wanted)];
  if (targets.length === 0) io.out(`No save slots in ${store.slotsDir}.`);
  let bad = 0;
  for (const listing of targets) {
    const id = listing.readable ? listing.meta.id : listing.id;
    const label = listing.readable ? `“${listing.meta.name}”` : listing.name !== undefined ? `“${listing.name}” (${listing.file})` : listing.file;
    if (id === undefined) {
      bad++;
      io.out(`DAMAGED  ${label}: ${listing.readable ? '' : listing.message}`);
      continue;
    }
    const backups = await store.goodBackups(id);
    const spare = backups.good === backups.total ? `${backups.good} ${backups.good === 1 ? 'backup' : 'backups'}` : `${backups.good} good ${backups.good === 1 ? 'backup' : 'backups'} of ${backups.total}`;
    const restorable = backups.good > 0 ? '; `slots restore` brings back the newest good backup' : '';
    let opened;
    try {
      opened = await store.open(id, { restore: false, wholeLog: true });
    } catch (error) {
      bad++;
      const why = error instanceof SlotError && error.code === 'not-found' && !listing.readable ? listing.message : error instanceof Error ? error.message : String(error);
      io.out(`DAMAGED  ${label}: ${why} (${spare}${restorable}).`);
      continue;
    }
    const rules = opened.rules;
    if (rules?.path === 'outdated') io.out(`OUTDATED ${label}: saved under edition ${rules.from} of its rules, read-only under edition ${rules.to}. ${opened.readOnly ?? ''}`.trimEnd());
    else if (rules?.path === 'upgraded') io.out(`UPGRADED ${label}: replayed from edition ${rules.from} of its rules to edition ${rules.to}. ${opened.notice?.message ?? ''} (${spare}).`);
    else if (opened.readOnly !== undefined) io.out(`SKIPPED  ${label}: ${opened.readOnly}`);
    else if (opened.verified === 'unverifiable') io.out(`SKIPPED  ${label}: this version has no ruleset “${opened.file.game.rulesetId}” to replay it with.`);
    else if (opened.verified === 'mismatch') {
      bad++;
      io.out(`MISMATCH ${label}: ${opened.notice?.message ?? 'it does not replay.'} (${spare}${restorable}).`);
    } else if (opened.notice?.kind === 'repaired') io.out(`REPAIRED ${label}: ${opened.notice.message} (${spare}).`);
    else io.out(`OK       ${label}: ${opened.file.meta.actionCount} actions replay to the saved game and its log${rules?.path === 'current' ? ` under the current rules (edition ${rules.edition})` : ''} (${spare}).`);
  }
  if (bad > 0) throw new Error(`${bad} of ${targets.length} ${targets.length === 1 ? 'slot does' : 'slots do'} not check out.`);
}

/** Brings back a slot whose file is missing or damaged from its newest good backup, and says what that restored. */
async function restore(store: SlotStore, args: ParsedArgs, io: CliIo): Promise<void> {
  checkFlags(args, []);
  const [wanted] = positionals(args, ['NAME']);
  const listing = findListing(await store.list(), wanted!);
  if (listing.readable) {
    io.out(`“${listing.meta.name}” reads as a good save; there is nothing to restore. (slots verify checks it in depth.)`);
    return;
  }
  if (listing.id === undefined || !listing.recoverable) throw new Error(`${listing.file} cannot be restored: ${listing.message}`);
  const opened = await store.open(listing.id);
  io.out(opened.notice?.message ?? `Restored “${opened.file.meta.name}”.`);
}

async function exportOne(store: SlotStore, args: ParsedArgs, io: CliIo): Promise<void> {
  checkFlags(args, []);
  const [wanted, file] = positionals(args, ['NAME', 'FILE']);
  const listing = findListing(await store.list(), wanted!);
  if (!listing.readable) throw new Error(`${listing.file} cannot be exported: ${listing.message}`);
  const done = await exportSlot(store, listing.meta.id, file!, appVersion());
  io.out(`Exported “${done.slot.meta.name}” (${done.slot.meta.actionCount} actions) to ${done.file}.`);
}

async function importOne(store: SlotStore, args: ParsedArgs, io: CliIo): Promise<void> {
  checkFlags(args, ['rename']);
  const [file] = positionals(args, ['FILE']);
  let imported;
  try {
    imported = await importSlotFile(store, file!, stringFlag(args, 'rename'));
  } catch (error) {
    if (error instanceof SlotError && error.code === 'conflict') throw new Error(`${error.message} Add --rename NEW.`);
    throw error;
  }
  io.out(`Imported “${imported.file.meta.name}” (${imported.file.meta.id}), ${imported.file.meta.actionCount} actions.`);
  if (imported.repaired !== undefined) io.out(`REPAIRED ${imported.repaired}`);
}

async function backup(store: SlotStore, args: ParsedArgs, io: CliIo): Promise<void> {
  checkFlags(args, []);
  const [dir] = positionals(args, ['DIR']);
  const done = await backupDataDir(store, dir!);
  io.out(`Backed up ${done.slots} ${done.slots === 1 ? 'slot' : 'slots'} (with their backups and the log) to ${done.folder}.`);
}
