import type { Component, PropType } from 'vue';
import type { Choice, GameEvent } from '@shared/engine/ruleset';
import type { SessionView } from '@shared/ipc/contract';

/**
 * What a ruleset's renderer parts are given and may send back. The shell hands every game part the live session
 * (its `state` is the part's own ruleset's, since parts are picked by the slot's ruleset id), the log and whether the
 * engine is busy; a part sends choices, renames, requests to open a table, to close the game or to print records.
 */
export const gamePartProps = {
  session: { type: Object as PropType<SessionView>, required: true },
  events: { type: Array as PropType<readonly GameEvent[]>, required: true },
  busy: { type: Boolean, required: true },
} as const;

export const gamePartEmits = {
  choose: (_choice: Choice<unknown>) => true,
  rename: (_subjectId: string, _name: string) => true,
  openTable: (_event: GameEvent) => true,
  close: () => true,
  print: (_person: string | undefined) => true,
};

/** What a setup form reports to the new-game screen whenever it changes. */
export interface SetupDraft {
  /** The setup sent to main (which checks it against the ruleset's setup schema). */
  readonly setup: unknown;
  /** False while the form shows a problem: Start and Odds then point at it instead. */
  readonly valid: boolean;
  /** The party in a few words, for the Odds view's heading. */
  readonly label: string;
}

export const setupPartProps = {
  /** Show every problem, not only those of fields already touched (after Start was pressed). */
  showErrors: { type: Boolean, required: true },
} as const;

export const setupPartEmits = {
  change: (_draft: SetupDraft) => true,
};

/**
 * The parts of the screens that are truly game-specific, each optional: the shell draws a generic part wherever a
 * ruleset has none, so a new ruleset is playable (from its choices and view model) before it has a board.
 */
export interface RulesetParts {
  /** The new-game form's ruleset fields (props `setupPartProps`, emits `setupPartEmits`). */
  readonly setup?: Component;
  /** The board: map, counters… (game part). */
  readonly board?: Component;
  /** The fight, while `view.combat` is set; takes the board's place (game part). */
  readonly combat?: Component;
  /** The phase panel with the ruleset's own extras (game part). */
  readonly phase?: Component;
  /** What shows once the game is over (`summary.finished`), in the phase panel's place (game part). */
  readonly end?: Component;
}
