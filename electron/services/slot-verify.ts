import { replayGame } from '../../shared/engine/game';
import { findRuleset } from '../../shared/rulesets/registry';
import { gameEventSchema, type SlotFile } from '../../shared/saves/slot-schema';

/** A game saved under an older edition of its rules, replayed under the current one (its actions still apply). */
export interface RulesUpgrade {
  readonly from: number;
  readonly to: number;
  /** The game as the current rules play its seed, setup and actions. */
  readonly game: SlotFile['game'];
  /** What to tell the player. */
  readonly message: string;
}

export type VerifyResult =
  | { readonly status: 'ok'; readonly actions: number; readonly upgraded?: RulesUpgrade }
  /** The replay was refused or ends somewhere else than the stored game: the file was tampered with or damaged. */
  | { readonly status: 'mismatch'; readonly message: string }
  /** This version has no such ruleset, so the game cannot be replayed here (it is not damage). */
  | { readonly status: 'unverifiable'; readonly message: string }
  /**
   * Saved under an older edition of its rules, and its choices are not all allowed under the current one (a fixed
   * rule changed what could be chosen): not damage, but not playable on with these rules either.
   */
  | { readonly status: 'outdated'; readonly message: string };

/**
 * Replays the slot's seed, setup and actions through its ruleset and compares the result with the stored game:
 * same generator state, same game state, same action count. The stored game is what the player sees, so a file
 * whose state does not follow from its own actions cannot be trusted.
 */
export function verifySlot(file: Pick<SlotFile, 'game' | 'meta'>): VerifyResult {
  const check = replayCheck(file.game, file.meta.rulesVersion);
  if (check.status !== 'ok') return check;
  const { game } = file;
  if (file.meta.actionCount !== game.actions.length) {
    return { status: 'mismatch', message: `Its header counts ${file.meta.actionCount} actions but the game holds ${game.actions.length}.` };
  }
  return { status: 'ok', actions: game.actions.length, ...(check.upgraded ? { upgraded: check.upgraded } : {}) };
}

/**
 * What replaying a game gives: a mismatch or unverifiable verdict, or 'ok' with every event the replay produced
 * (the log the game must have; `replayLog` turns them into stored form). Looks at the game only, not the header.
 */
export type ReplayCheck =
  | { readonly status: 'ok'; readonly actions: number; readonly events: readonly unknown[]; readonly upgraded?: RulesUpgrade }
  | Exclude<VerifyResult, { status: 'ok' }>;

export function replayCheck(game: SlotFile['game'], recordedEdition?: number): ReplayCheck {
  const ruleset = findRuleset(game.rulesetId);
  if (!ruleset) return { status: 'unverifiable', message: `This version of Mazewright has no ruleset “${game.rulesetId}” to replay the game with.` };
  const replay = replayGame(ruleset, game.seed, game.setup, game.actions);
  if (!replay.ok) {
    const from = ruleset.rulesVersionOf?.(game.state) ?? recordedEdition;
    const to = ruleset.rulesVersion;
    if (from !== undefined && to !== undefined && from < to) {
      return {
        status: 'outdated',
        message:
          `This game was saved under an older edition of the ${ruleset.title} rules (edition ${from}), and its choices cannot be replayed under ` +
          `the current rules (edition ${to}), which correct how some rules play: ${replay.message} It is kept exactly as saved and can be ` +
          `looked at, exported and its Character Records printed, but not played on with these rules.`,
      };
    }
    return { status: 'mismatch', message: `Its actions no longer replay: ${replay.message}` };
  }
  // The stored copy went through JSON, so compare against the replay as JSON would store it.
  const replayed = JSON.parse(JSON.stringify(replay.game)) as typeof replay.game;
  if (replayed.seed !== game.seed) return { status: 'mismatch', message: `Its seed does not read back as ${game.seed}.` };
  // Played under an older edition of the rules: the current rules decide, from the same seed and choices (the dice
  // and the state may then differ from the stored ones; that is the fix, not damage).
  const from = ruleset.rulesVersionOf?.(game.state) ?? recordedEdition;
  const to = ruleset.rulesVersion;
  if (from !== undefined && to !== undefined && from < to) {
    const same = sameJson(replayed.rng, game.rng) && firstDifference(replayed.state, game.state, 'state') === null;
    const upgraded: RulesUpgrade = {
      from,
      to,
      game: replayed,
      message:
        `This game was saved under an older edition of the ${ruleset.title} rules (edition ${from}). It has been replayed from its seed and ` +
        `its ${game.actions.length} ${game.actions.length === 1 ? 'choice' : 'choices'} under the current rules (edition ${to}), which correct how some rules play ` +
        `(see the rulings), so ${same ? 'nothing in it changed' : 'some rolls and results may differ from what was saved'}.`,
    };
    return { status: 'ok', actions: game.actions.length, events: replay.allEvents ?? [], upgraded };
  }
  if (!sameJson(replayed.rng, game.rng)) {
    return { status: 'mismatch', message: `Replaying its ${game.actions.length} actions leaves the dice in another state than the one saved.` };
  }
  const difference = firstDifference(replayed.state, game.state, 'state');
  if (difference !== null) {
    return { status: 'mismatch', message: `Replaying its ${game.actions.length} actions gives another game than the one saved (first difference at ${difference}).` };
  }
  return { status: 'ok', actions: game.actions.length, events: replay.allEvents ?? [] };
}

/**
 * The rules edition a game is played under, as its slot header records it: the ruleset's reading of the state, or
 * nothing for a ruleset without editions (or one this version does not have).
 */
export function rulesEditionOf(game: Pick<SlotFile['game'], 'rulesetId' | 'state'>): number | undefined {
  const ruleset = findRuleset(game.rulesetId);
  return ruleset?.rulesVersionOf?.(game.state) ?? ruleset?.rulesVersion;
}

/** The slot with its header's `rulesVersion` set to the edition its game is played under (issue 16). */
export function withRulesEdition<F extends Pick<SlotFile, 'game' | 'meta'>>(file: F): F {
  const edition = rulesEditionOf(file.game);
  if (edition === file.meta.rulesVersion) return file;
  const { rulesVersion: _old, ...meta } = file.meta;
  return { ...file, meta: edition === undefined ? meta : { ...meta, rulesVersion: edition } };
}

/**
 * Which rules path opening a slot took: its game is of the current edition ('current'), was replayed under the
 * current rules ('upgraded'), cannot be replayed under them and is kept as saved, read-only ('outdated'), or its
 * ruleset has no editions or is not in this version ('none').
 */
export type RulesPath =
  | { readonly path: 'current'; readonly edition: number }
  | { readonly path: 'upgraded'; readonly from: number; readonly to: number }
  | { readonly path: 'outdated'; readonly from: number; readonly to: number }
  | { readonly path: 'none' };

/** The rules path a game (as read, before any upgrade) is on. */
export function rulesPathOf(game: Pick<SlotFile['game'], 'rulesetId' | 'state'>, verdict: VerifyResult['status'] | 'upgraded', recordedEdition?: number): RulesPath {
  const ruleset = findRuleset(game.rulesetId);
  const to = ruleset?.rulesVersion;
  const from = ruleset?.rulesVersionOf?.(game.state) ?? recordedEdition ?? to;
  if (to === undefined || from === undefined) return { path: 'none' };
  if (verdict === 'upgraded') return { path: 'upgraded', from, to };
  if (verdict === 'outdated') return { path: 'outdated', from, to };
  return { path: 'current', edition: to };
}

/** The replay's events as a log stores them (through JSON and the event schema), or null if they do not fit it. */
export function replayLog(events: readonly unknown[]): SlotFile['log'] | null {
  const parsed = gameEventSchema.array().safeParse(JSON.parse(JSON.stringify(events)));
  return parsed.success ? parsed.data : null;
}

/**
 * The index of the first entry where two logs differ as JSON (key order ignored), or -1 when they are the same.
 * `wording: 'ignore'` compares what happened (kind, section, rolls, table cells, data) but not an entry's `text`:
 * an older Mazewright worded some entries differently, so an honest log from before log hashes may differ from
 * today's replay in its wording only (see the saves RULINGS, “Log wording of older saves”).
 */
export function firstLogDifference(a: readonly unknown[], b: readonly unknown[], wording: 'compare' | 'ignore' = 'compare'): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const d = firstDifference(a[i], b[i], '');
    if (d !== null && (wording === 'compare' || d !== 'text' || firstDifference({ ...asRecord(a[i]), text: '' }, { ...asRecord(b[i]), text: '' }, '') !== null)) return i;
  }
  return a.length === b.length ? -1 : n;
}

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

export function sameJson(a: unknown, b: unknown): boolean {
  return firstDifference(a, b, '') === null;
}

/** The path of the first place two JSON values differ (key order ignored), or null when they are the same. */
export function firstDifference(a: unknown, b: unknown, at: string): string | null {
  if (a === b) return null;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return at || '(top)';
  if (Array.isArray(a) !== Array.isArray(b)) return at || '(top)';
  if (Array.isArray(a) && Array.isArray(b)) {
    if (a.length !== b.length) return `${at}.length`;
    for (let i = 0; i < a.length; i++) {
      const d = firstDifference(a[i], b[i], `${at}[${i}]`);
      if (d !== null) return d;
    }
    return null;
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ra), ...Object.keys(rb)]);
  for (const key of keys) {
    const d = firstDifference(ra[key], rb[key], at ? `${at}.${key}` : key);
    if (d !== null) return d;
  }
  return null;
}

/**
 * The log a game's own seed and actions give, when replaying them leads exactly to the stored game (else null):
 * the log is derivable, so a lost or damaged log file is rebuilt from this.
 */
export function replayedLog(game: SlotFile['game']): SlotFile['log'] | null {
  const check = replayCheck(game);
  return check.status === 'ok' ? replayLog(check.events) : null;
}
