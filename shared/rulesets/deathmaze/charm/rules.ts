import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import { counter, characteristics, type MonsterId } from '../data/monsters';
import { CHARM_PERSON_TYPES } from '../data/magic-items';
import { message } from '../data/events';
import { monsterWeapons } from '../combat/crt';
import type { AdvancedCombatAdventurer } from '../advanced/combat-data';
import { resistRoll } from '../advanced/resistance';
import { mapPacked } from '../../../core/packed';

/** A monster following the party between fights [9.45]: who controls it and how hurt it is. */
export interface PartyCharmedMonster {
  readonly id: string;
  readonly type: MonsterId;
  readonly name: string;
  readonly woundPoints: number;
  readonly wounds: number;
  readonly controllerId: string;
}

/**
 * [9.45], [9.46], [11.25] A Charm potion used on a monster. In the Advanced game the monster may resist (1D6 at or
 * under its Magic Resistance); in the Basic game it cannot. The potion must suit the monster (Charm Person for Evil
 * Heroes, Wizards, Thieves, Orcs and Goblins; Charm Monster for the rest).
 */
export function charmWithPotion(
  potion: 'charmPerson' | 'charmMonster',
  monster: { readonly id: string; readonly type: MonsterId; readonly name?: string },
  rng: Rng,
  game: 'basic' | 'advanced',
): { readonly charmed: boolean; readonly events: readonly GameEvent[] } | { readonly ok: false; readonly rule: string; readonly message: string } {
  const person = CHARM_PERSON_TYPES.includes(monster.type);
  const name = monster.name ?? characteristics(monster.type).name;
  if (person !== (potion === 'charmPerson')) {
    return { ok: false, rule: potion === 'charmPerson' ? '9.45' : '9.46', message: `A ${potion === 'charmPerson' ? 'Charm Person' : 'Charm Monster'} potion cannot take control of ${name}.` };
  }
  if (game === 'basic') return { charmed: true, events: [message(`${name} comes under the party's control.`, person ? '9.45' : '9.46')] };
  const check = resistRoll(rng, name, characteristics(monster.type).magicResistance, 'the Charm potion', '11.25');
  return { charmed: !check.resisted, events: [...check.events, message(check.resisted ? `${name} shrugs off the charm.` : `${name} comes under the party's control.`, '11.25')] };
}

/** A charmed monster as a party member for startCombat: its counter's bonus or weapons [9.45], [8.44]. */
export function charmedMonsterForCombat(cm: PartyCharmedMonster): AdvancedCombatAdventurer {
  const c = counter(cm.type);
  const weapons = c.combatBonus === 'W' ? (monsterWeapons(characteristics(cm.type).name)?.weapons ?? []) : [];
  const gear = mapPacked(weapons, (kind, i) => ({ id: `${cm.id}-${kind}-${i}`, kind }));
  return {
    id: cm.id,
    name: cm.name,
    woundPoints: cm.woundPoints,
    wounds: cm.wounds,
    weapons: gear,
    weaponInHand: (gear.find((g) => g.kind !== 'bow') ?? gear[0])?.id ?? null,
    charmedMonster: { type: characteristics(cm.type).name, combatBonus: c.combatBonus },
    advanced: { magicResistance: characteristics(cm.type).magicResistance, controllerId: cm.controllerId },
  };
}

/**
 * [9.45] When an adventurer dies outside combat, the monsters he controlled attack the party at once. Returns those
 * that stay and those that turn.
 */
export function charmedAfterDeaths(
  charmed: readonly PartyCharmedMonster[],
  deadIds: readonly string[],
): { readonly staying: readonly PartyCharmedMonster[]; readonly turning: readonly PartyCharmedMonster[]; readonly events: readonly GameEvent[] } {
  const turning = charmed.filter((c) => deadIds.includes(c.controllerId));
  return {
    staying: charmed.filter((c) => !deadIds.includes(c.controllerId)),
    turning,
    events: turning.map((c) => message(`${c.name}'s controller is dead: it attacks the party [9.45].`, '9.45')),
  };
}

/** [13.22] Monsters charmed on an expedition wander off before the next one. */
export function charmedWanderOff(charmed: readonly PartyCharmedMonster[]): { readonly charmed: readonly PartyCharmedMonster[]; readonly events: readonly GameEvent[] } {
  return { charmed: [], events: charmed.map((c) => message(`${c.name} wanders off; it will not re-enter the Deathmaze with the adventurers.`, '13.22')) };
}
