import type { z } from 'zod';
import type { Rng } from '../core/rng';
import type { RollRecord } from '../core/dice';
import type { Table } from '../core/table';
import type { Autoplayer } from '../sim/outcome';
import type { GameView } from './view';
import type { RecordSheet, SheetContext } from './sheet';

export type { GameView } from './view';
export type { RecordSheet, SheetContext } from './sheet';

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
  /**
   * What the choice is about, so the shell can group and place it without reading the action, as the heading the
   * shell shows over the group ('Where to go', 'Attacks', 'Marching order'). Rulesets choose their own words; the
   * shell groups by equality.
   */
  readonly group?: string;
  /** The person (a `PersonView.id`) or thing the choice acts for or on, where there is one. */
  readonly subjectId?: string;
  /**
   * The choice needs a text typed by the player (a new name): the shell asks for it (`label`, starting from `value`,
   * at most `maxLength` characters) and sends the action with its `field` set to what was typed. The ruleset's
   * action schema still checks it.
   */
  readonly text?: { readonly field: string; readonly label: string; readonly value: string; readonly maxLength: number };
  /**
   * Where the shell also offers the choice: `'record'` beside its subject's Character Record (passing an item on,
   * renaming), besides the phase panel.
   */
  readonly beside?: 'record';
  /**
   * The sensible answer to a question the players must settle (who opens a trapped chest, which spell to learn): the
   * shell shows it as the primary choice. Where no choice is marked, the first is.
   */
  readonly suggested?: true;
  /** A choice that cannot be taken back (it ends something for good): the shell asks this before sending it. */
  readonly confirm?: { readonly title: string; readonly body: string; readonly confirmLabel: string };
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

/**
 * A printed table or chart as the reference view shows it: every cell as the rules print it ("1–2", words, "1D3
 * Goblins"). `kind` says how a roll's cell maps onto it: a range table's row r is row r; a grid's cell (r, c) is row
 * r, column c + 1 (column 0 holds the row's die); a chart is looked up, never rolled on.
 */
export interface PrintedChart {
  readonly id: string;
  readonly section: string;
  readonly title: string;
  readonly kind: 'range' | 'grid' | 'chart';
  /** The dice rolled on it, if any ("1D6", "1D6 × 1D6"). */
  readonly dice?: string;
  readonly columns: readonly string[];
  readonly rows: readonly (readonly string[])[];
}

/**
 * A chart the rules look up rather than roll on, as the ruleset keeps it: these three fields, and beside them whatever
 * the chart holds (rows, designs…), which `tables --json` prints whole.
 */
export interface ChartRef {
  readonly id: string;
  readonly section: string;
  readonly title: string;
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
/** The title one game is shown under: its variant's, where the ruleset has variants. */
export function gameTitle<S>(ruleset: Ruleset<S, unknown, unknown>, state: S): string {
  return ruleset.titleOf?.(state) ?? ruleset.title;
}

export interface Ruleset<S = unknown, A = unknown, Setup = unknown> {
  readonly id: string;
  /** The game's name, as the new-game form lists it. */
  readonly title: string;
  /** The name of one game in play, variant included (e.g. "Deathmaze (Advanced game)"); `title` when absent. */
  titleOf?(state: S): string;
  /**
   * The edition of this ruleset's rules (raised whenever a fix changes how a game plays), and the edition a state was
   * played under. A saved game from an older edition whose actions still apply is replayed under the current rules
   * when it is opened or imported, and the player is told; without these, a changed replay is damage.
   */
  readonly rulesVersion?: number;
  rulesVersionOf?(state: S): number;
  /**
   * A state read back from a save, its records rebuilt as play builds them (the same fields, so the same game), so that
   * it plays as fast as one built in play. Called once when a slot opens; without it the state is played as read.
   */
  restore?(state: S): S;
  readonly setupSchema: z.ZodType<Setup>;
  /**
   * A setup from members written role and name (`slots new --party "hero:Arn,thief:Bree"`), or, given none, the
   * ruleset's own default game. The setup is validated with `setupSchema` afterwards, as any other.
   */
  quickSetup?(members: readonly { readonly role: string; readonly name: string }[] | null): unknown;
  readonly actionSchema: z.ZodType<A>;
  newGame(setup: Setup, rng: Rng): { state: S; events: readonly GameEvent[] };
  apply(state: S, action: A, rng: Rng): ApplyResult<S>;
  choices(state: S): readonly Choice<A>[];
  summary(state: S): GameSummary;
  readonly tables: readonly Table<unknown>[];
  readonly rulings: readonly Ruling[];
  /**
   * What must hold in every state of this ruleset beyond what the engine checks generically (the random-choice sweep
   * test asks after every step): the broken ones in words, empty when all hold.
   */
  invariants?(state: S): readonly string[];
  /** Setups the sweep test plays from, e.g. one per variant of the game. */
  readonly sweepSetups?: readonly { readonly label: string; readonly setup: unknown }[];
  /** Charts looked up rather than rolled on (`tables` lists them after the tables). */
  readonly charts?: readonly ChartRef[];
  /** Every printed table and chart with its cells as printed, for the reference view and `tables`. */
  readonly printed?: readonly PrintedChart[];
  /** The built-in player's next move, if any: the action it takes now (the sweep mixes it with random choices). */
  chooseAction?(state: S): A;
  /** A built-in autoplayer, if the ruleset has one: `simulate`, `campaign` and the Odds view play through it. */
  readonly autoplay?: Autoplayer;
  /** What the ruleset-neutral shell draws of a state (shared/engine/view.ts). */
  view(state: S): GameView;
  /** The Character Records of a state's people, for the Records view and the PDF (shared/engine/sheet.ts). */
  sheets(state: S, context: SheetContext): readonly RecordSheet[];
}
