import type { z } from 'zod';
import type { Rng } from '../core/rng';
import type { RollRecord } from '../core/dice';
import type { Table } from '../core/table';
import type { Autoplayer } from '../sim/outcome';

/**
 * What the engine tells the player about one thing that happened. Every event has plain text for the log;
 * a roll event also carries the roll record and the table cell it read, so the UI can open the table at that row.
 */
export interface GameEvent {
  readonly kind: string;
  readonly text: string;
  readonly section?: string;
  readonly roll?: RollRecord;
  readonly tableId?: string;
  readonly cell?: { readonly row: number; readonly column?: number };
  /** Ruleset-specific detail for the UI (a drawn chit's id, a combatant's id…), plain JSON. */
  readonly data?: { readonly [key: string]: unknown };
}

/** A decision the player may take now, with words for a button and the action the engine expects back. */
export interface Choice<A> {
  readonly id: string;
  readonly label: string;
  readonly section?: string;
  readonly action: A;
}

export type ApplyResult<S> =
  | { readonly ok: true; readonly state: S; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly rule: string; readonly message: string };

export interface GameSummary {
  /** e.g. "Arn (Hero), Bree (Thief)" */
  readonly party: string;
  /** e.g. "12 chits placed, 2 combats" */
  readonly progress: string;
  readonly finished: boolean;
}

/** A ruling where the texts disagree or are silent: shown in-app beside the tables. */
export interface Ruling {
  readonly section: string;
  readonly title: string;
  readonly text: string;
}

/**
 * One ruleset, as pure functions over plain data. The engine never keeps state of its own: the game state, and the
 * generator state beside it, are passed in and returned, so the same seed and actions replay byte for byte.
 */
export interface Ruleset<S = unknown, A = unknown, Setup = unknown> {
  readonly id: string;
  readonly title: string;
  readonly setupSchema: z.ZodType<Setup>;
  readonly actionSchema: z.ZodType<A>;
  newGame(setup: Setup, rng: Rng): { state: S; events: readonly GameEvent[] };
  apply(state: S, action: A, rng: Rng): ApplyResult<S>;
  choices(state: S): readonly Choice<A>[];
  summary(state: S): GameSummary;
  readonly tables: readonly Table<unknown>[];
  readonly rulings: readonly Ruling[];
  /** A built-in autoplayer, if the ruleset has one: `simulate`, `campaign` and the Odds view play through it. */
  readonly autoplay?: Autoplayer;
}
