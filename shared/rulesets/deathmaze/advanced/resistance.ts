import { roll, withResult } from '../../../core/dice';
import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import { characteristics, monsterCharacteristicsChart, MONSTERS, type MonsterId } from '../data/monsters';

export interface ResistanceCheck {
  readonly resisted: boolean;
  readonly events: readonly GameEvent[];
}

/**
 * [11.24] Roll 1D6: at or under the Magic Resistance the magic has no effect. The same roll serves adventurers
 * ([12.2], [12.32], [12.33], [12.36] "the adventurer attempts to resist") and monsters ([11.24], [11.25]).
 */
export function resistRoll(rng: Rng, who: string, magicResistance: number, against: string, section: string): ResistanceCheck {
  const r = roll(rng, '1D6', { section, table: 'Magic Resistance (11.24)', purpose: `${who} resists ${against}` });
  const resisted = r.total <= magicResistance;
  const verdict = resisted ? 'resists' : 'fails to resist';
  return {
    resisted,
    events: [
      {
        kind: 'roll',
        text: `${who} (Magic Resistance ${magicResistance}) ${verdict} ${against}: rolled ${r.total}.`,
        section,
        roll: withResult(r, resisted ? 'Resisted' : 'Not resisted'),
      },
    ],
  };
}

/**
 * Each type name already looked up, with its row (or undefined): asked after every combat action with charmed monsters
 * or trolls about, and the chart's names are few. The chart is fixed, so an answer never changes.
 */
const knownTypes = new Map<string, MonsterId | undefined>();

/** The chart row for a monster type as the combat module names it ("Evil Wizard", "Orc", or the id "evilWizard"). */
export function monsterIdOf(type: string): MonsterId | undefined {
  if (knownTypes.has(type)) return knownTypes.get(type);
  const id = lookUpMonsterId(type);
  // Bounded, in case of a caller passing ever new names: past the bound they are simply looked up each time.
  if (knownTypes.size < 1000) knownTypes.set(type, id);
  return id;
}

function lookUpMonsterId(type: string): MonsterId | undefined {
  const norm = (x: string) => x.toLowerCase().replace(/[^a-z]/g, '');
  const wanted = norm(type);
  return MONSTERS.find((id) => {
    const c = monsterCharacteristicsChart.rows[id];
    return norm(id) === wanted || norm(c.name) === wanted || norm(c.plural) === wanted || norm(c.printed) === wanted;
  });
}

/** [7.5] Magic Resist column; 0 for a type not on the chart (nothing resists by default). */
export function monsterMagicResistance(type: string): number {
  const id = monsterIdOf(type);
  return id ? characteristics(id).magicResistance : 0;
}
