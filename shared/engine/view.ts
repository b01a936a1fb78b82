/**
 * What the ruleset-neutral shell draws of any game in play, built by the ruleset from its own state
 * (`Ruleset.view`). Plain JSON: the shell never reads a ruleset's state, only this. A ruleset's own renderer folder
 * (renderer/src/rulesets/<id>/) may read its state directly for what is truly game-specific (its board, its combat
 * panel, its setup form).
 */
export interface GameView {
  /** Where the game stands: e.g. { kind: 'combat', title: 'Combat, round 2', section: '8.0' }. */
  readonly phase: PhaseView;
  /** Everyone the player plays (party members, heroes, initiates…), in marching order where there is one. */
  readonly people: readonly PersonView[];
  /** The maze as the party knows it, as tiles (Deathmaze, Citadel) or areas (a keyed dungeon). */
  readonly map: MapView | null;
  /** The fight, while there is one. */
  readonly combat: CombatView | null;
  /** Short facts for the header, e.g. [{ label: 'Expedition', value: '2' }, { label: 'Level', value: '1' }]. */
  readonly facts: readonly ViewFact[];
}

export interface PhaseView {
  /** The ruleset's own phase name, for tests and styling; the shell shows `title`. */
  readonly kind: string;
  readonly title: string;
  /** One line saying what the player decides now. */
  readonly detail?: string;
  readonly section?: string;
  /** True once the expedition (or game) is over. */
  readonly ended: boolean;
}

export interface ViewFact {
  readonly label: string;
  readonly value: string;
  /**
   * The label in full where `label` is an abbreviation (e.g. 'CB' → 'Combat Bonus'): the tooltip, and what a screen
   * reader says instead of the letters.
   */
  readonly title?: string;
}

export interface PersonView {
  readonly id: string;
  readonly name: string;
  /** Class, race or hero name, e.g. 'Wizard', 'Elf initiate', 'Brunhilde'. */
  readonly role: string;
  /**
   * Wounds taken of the points that kill; null where the ruleset keeps none. `apart` counts those of `taken` the
   * party card marks apart, with a word for them (Deathmaze's spell-casting wounds, never healed on an expedition).
   */
  readonly wounds: { readonly taken: number; readonly of: number; readonly apart?: { readonly taken: number; readonly label: string } } | null;
  readonly alive: boolean;
  /** Conditions worth a badge, in words: 'poisoned', 'charmed', 'unconscious'… */
  readonly status: readonly string[];
  /** The player who plays this person, when several players share the game (1-based). */
  readonly player?: number;
  /** Further numbers for the party card, e.g. [{ label: 'MR', value: '3' }]. */
  readonly stats: readonly ViewFact[];
}

export type MapView =
  | {
      readonly kind: 'tiles';
      /** Levels the maze has (1 for a single-level maze); tiles carry their level. */
      readonly levels: number;
      readonly tiles: readonly TileView[];
      readonly party: { readonly x: number; readonly y: number; readonly level: number } | null;
    }
  | {
      readonly kind: 'areas';
      readonly areas: readonly { readonly id: string; readonly name: string; readonly visited: boolean }[];
      readonly party: string | null;
    };

export interface TileView {
  readonly id: string;
  readonly x: number;
  readonly y: number;
  readonly level: number;
  /** What the tile is, in words: 'Room', 'Corridor', 'Stairs down'… */
  readonly label: string;
  /** Clockwise quarter-turns from the printed orientation. */
  readonly rotation: number;
}

export interface CombatView {
  readonly round: number;
  readonly title: string;
  /** Rows front first, each side separately. */
  readonly rows: readonly CombatRowView[];
}

export interface CombatRowView {
  readonly side: 'party' | 'monsters';
  /** 1 = front row. */
  readonly row: number;
  readonly members: readonly { readonly id: string; readonly name: string; readonly wounds: PersonView['wounds']; readonly status: readonly string[] }[];
}
