import { rollOnRange } from '../../../core/table';
import type { RollModifier } from '../../../core/dice';
import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import { logWordsWritten } from '../../../engine/log-words';
import { message, tableRollEvents, type Resolved } from './events';
import { characteristics, negotiationTable, type Game, type MonsterGroup, type MonsterId, type NegotiationResult } from './monsters';
import { rollGroupTreasure, type Treasure } from './treasure';

/**
 * [7.24] Only these offer Bezants on a Cow result; other monsters treat Cow as Agreement. The 1979 text lists
 * "Evil Hero, Wizard, Thief, Ores [Orcs] or Goblins"; the revised text's "Ogres" is not followed (see dataRulings).
 */
export const COWED_TYPES: readonly MonsterId[] = ['evilHero', 'evilWizard', 'evilThief', 'orc', 'goblin'];

/** [9.64] Each wearer of an Oratory medallion in the party adds two. */
export const ORATORY_MEDALLION: RollModifier = { label: 'Oratory medallion', value: 2 };
/** [11.3] The Advanced game's Oratory spell adds four. */
export const ORATORY_SPELL: RollModifier = { label: 'Oratory spell', value: 4 };

export type NegotiationConsequence =
  /** [7.22] The monsters attack at once. */
  | { readonly kind: 'combat' }
  /** [7.23] (and Cow for other monsters, [7.24]) They leave the party alone unless attacked. */
  | { readonly kind: 'leftAlone' }
  /**
   * [7.24] They hand over a quarter of their Bezants. `treasures` is their whole treasure, rolled now; if the party
   * later defeats them it gets these treasures less `bezantsOffered` (see subtractBezantsTaken).
   */
  | { readonly kind: 'tribute'; readonly bezantsOffered: number; readonly treasures: readonly Treasure[] };

const RESULT_NAMES: Record<NegotiationResult, string> = { failure: 'Failure', agreement: 'Agreement', cow: 'Cow' };

/**
 * [7.21]–[7.24] The party negotiates with a group: 2D6 minus the monsters' Negotiation Value plus any Oratory
 * modifiers, read on the Negotiation Table [7.6].
 */
export function negotiate(
  group: MonsterGroup,
  modifiers: readonly RollModifier[],
  rng: Rng,
  game: Game = 'basic',
): { result: NegotiationResult; consequence: NegotiationConsequence } & Resolved {
  const c = characteristics(group.type);
  // `0 -` rather than unary minus: a monster of Negotiation Value 0 gives 0, not -0 (which V8 must store as a double).
  // The modifier's label, the roll's purpose and the sentence are words for the log: empty in headless play.
  const words = logWordsWritten();
  const all: RollModifier[] = [{ label: words ? `Negotiation Value (${c.name})` : '', value: 0 - c.negotiation }, ...modifiers];
  const r = rollOnRange(rng, negotiationTable, (x) => RESULT_NAMES[x], { purpose: words ? `Negotiating with ${c.plural}` : '', modifiers: all });
  const events: GameEvent[] = tableRollEvents(negotiationTable, r, words ? `Negotiation with the ${group.count === 1 ? c.name : c.plural}: ${RESULT_NAMES[r.result]}` : '');
  switch (r.result) {
    case 'failure':
      events.push(message('The monsters attack the party.', '7.22'));
      return { result: r.result, consequence: { kind: 'combat' }, events };
    case 'agreement':
      events.push(message('The monsters will leave the party alone unless attacked.', '7.23'));
      return { result: r.result, consequence: { kind: 'leftAlone' }, events };
    case 'cow': {
      if (!COWED_TYPES.includes(group.type)) {
        events.push(message(words ? `${c.plural} treat Cow as Agreement: they will leave the party alone unless attacked.` : '', '7.24'));
        return { result: r.result, consequence: { kind: 'leftAlone' }, events };
      }
      const t = rollGroupTreasure(group, rng, game);
      events.push(...t.events);
      const total = t.treasures.reduce((sum, x) => sum + x.bezants, 0);
      const bezantsOffered = Math.floor(total / 4);
      events.push(message(words ? `Cowed, they offer one quarter of their ${total} Bezants: ${bezantsOffered} Bezants.` : '', '7.24'));
      return { result: r.result, consequence: { kind: 'tribute', bezantsOffered, treasures: t.treasures }, events };
    }
  }
}
