import type { GameEvent } from '../engine/ruleset';

/**
 * What one simulated expedition (or one expedition of a simulated campaign) came to, in terms every ruleset with an
 * autoplayer can fill in. Plain JSON data: workers send it to the main thread and `--csv` writes it as a row.
 */

/** How the expedition ended: won, out alive without winning, everyone dead, or stopped by the safety limit. */
export type ExpeditionResult = 'won' | 'escaped' | 'died' | 'unfinished';
export const EXPEDITION_RESULTS: readonly ExpeditionResult[] = ['won', 'escaped', 'died', 'unfinished'];

/** Why an adventurer died, as the odds report groups deaths. */
export type DeathCause = 'combat' | 'trap' | 'spell cost' | 'poison' | 'magic item' | 'other';
export const DEATH_CAUSES: readonly DeathCause[] = ['combat', 'trap', 'spell cost', 'poison', 'magic item', 'other'];

export interface Death {
  readonly cause: DeathCause;
  /** The monster type that killed him (combat deaths), by its chart name. */
  readonly monster?: string;
}

export interface ExpeditionOutcome {
  readonly result: ExpeditionResult;
  readonly adventurers: number;
  readonly survivors: number;
  /** The expedition's length in moves through the maze. */
  readonly moves: number;
  readonly actions: number;
  readonly combats: number;
  readonly chitsPlaced: number;
  readonly deaths: readonly Death[];
  /** Each survivor's Experience and treasure (Bezants, gems by value) as he walks out. */
  readonly experience: readonly number[];
  readonly treasure: readonly number[];
}

/** One expedition of a campaign: its outcome and the roster as it stood afterwards. */
export interface CampaignLegOutcome extends ExpeditionOutcome {
  /** Ability points bought at home before this expedition set out. */
  readonly pointsBought: number;
  /** The living roster after the expedition (and after the points bought at home). */
  readonly roster: { readonly living: number; readonly woundPoints: number; readonly experience: number; readonly treasure: number };
}

/** One expedition of a campaign told in words (`campaign` without --runs). */
export interface CampaignLogExpedition {
  readonly expedition: number;
  readonly party: readonly string[];
  readonly won: boolean;
  readonly left: boolean;
  readonly survivors: readonly string[];
  readonly deaths: readonly { readonly name: string; readonly cause: string; readonly where: string }[];
  readonly experience: number;
  /** Treasure shared among the survivors, in the game's money. */
  readonly bezants: number;
  /** Ability points bought at home before this expedition set out. */
  readonly pointsBought: readonly string[];
}

/** One campaign played by the autoplayer, expedition by expedition, and the roster after the last. */
export interface CampaignLog {
  /** The game's variant, e.g. 'basic' or 'advanced'. */
  readonly game: string;
  readonly expeditions: readonly CampaignLogExpedition[];
  /** After the last expedition, with the points its survivors bought. */
  readonly roster: readonly {
    readonly name: string;
    readonly class: string;
    readonly status: string;
    readonly woundPoints: number;
    readonly experience: number;
    readonly bezants: number;
    readonly advancement: readonly string[];
    readonly expeditions: number;
  }[];
  readonly actions: number;
}

/**
 * A ruleset's autoplayer as the odds tools use it (shared/engine/ruleset.ts `Ruleset.autoplay`). Every function is
 * deterministic in its seed; an expedition that the policy cannot finish comes back `unfinished`, never thrown.
 */
export interface Autoplayer {
  /**
   * How the CLI's text reports name the game's things: its money, the map pieces placed, and the party a class list
   * stands for. Absent: Deathmaze's words (Bezants, chits, the class list as given).
   */
  readonly words?: {
    readonly money: string;
    readonly placed: string;
    readonly party: (classes: readonly string[]) => string;
  };
  /** The party the CLI plays when none is named, and the class names a `--party` list may use. */
  readonly classes: { readonly basic: readonly string[]; readonly advanced?: readonly string[] };
  /** A setup for a party of these classes (validated: throws with a plain message on a bad list). */
  setupFor(classes: readonly string[], advanced: boolean): unknown;
  defaultParty(advanced: boolean): readonly string[];
  /** One expedition from a new game set up with `setup`. */
  expedition(setup: unknown, seed: string): ExpeditionOutcome;
  /** The next expedition from a saved game's state (the current one if it is under way), for a slot's odds. */
  expeditionFrom(state: unknown, seed: string): ExpeditionOutcome;
  /** Why a saved game cannot be simulated from (it is over), or undefined. */
  cannotSimulateFrom(state: unknown): string | undefined;
  /** A campaign of `expeditions` expeditions from a new game, the roster advancing between them. */
  campaign(setup: unknown, seed: string, expeditions: number): readonly CampaignLegOutcome[];
  /** The setup of a campaign for the party of `setup` (`campaign`): named, so the game keeps its roster from the start. */
  /** Absent where the setup already is a campaign's (a Citadel game is a campaign from its set-up on). */
  campaignSetup?(setup: unknown, advanced: boolean, name: string): unknown;
  /**
   * One campaign told expedition by expedition, as `campaign` prints it when one is asked for. Absent where the ruleset
   * has no such narrative yet: `campaign` then reports many campaigns' odds (`--runs`).
   */
  campaignLog?(setup: unknown, seed: string, expeditions: number): CampaignLog;
  /** One expedition from a new game, every event handed to `onEvent` with the step it came from (`simulate --rolls`). */
  logExpedition?(setup: unknown, seed: string, onEvent: (event: GameEvent, step: number) => void): void;
  /**
   * A saved campaign played on for `expeditions` more expeditions from its state (the one under way counts as the
   * first), for a slot's Odds: how its roster's wounds, experience and treasure may go. Absent where the ruleset has no
   * campaigns: the service then says so and the slot offers its next expedition only.
   */
  campaignFrom?(state: unknown, seed: string, expeditions: number): readonly CampaignLegOutcome[];
  /** Why a saved game cannot be played on as a campaign (it is a single expedition, or over), or undefined. */
  cannotCampaignFrom?(state: unknown): string | undefined;
}
