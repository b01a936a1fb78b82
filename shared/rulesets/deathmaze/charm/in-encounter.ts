import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import { characteristics, describeGroup, type Monster, type MonsterGroup } from '../data/monsters';
import { CHARM_PERSON_TYPES } from '../data/magic-items';
import { charmWithPotion, type PartyCharmedMonster } from './rules';
import { afterEncounter, toTreasure } from '../game/flow';
import { withState } from '../game/state-copy';
import type { DeathmazeState, GameAdventurer } from '../game/types';
import { exploringPhase, phaseWith } from '../game/phase-records';

export type CharmPotion = 'charmPerson' | 'charmMonster';

/** The id a monster of the encounter goes by in actions (the same as in combat, "m<index>"). */
export function monsterTargetId(m: Monster): string {
  return `m${m.index}`;
}

export function monsterName(group: MonsterGroup, m: Monster): string {
  const name = characteristics(group.type).name;
  return group.count === 1 ? name : `${name} ${m.index}`;
}

/** [9.45]/[9.46] Whether the potion can take over a monster of this group at all. */
export function potionSuits(potion: CharmPotion, group: MonsterGroup): boolean {
  return CHARM_PERSON_TYPES.includes(group.type) === (potion === 'charmPerson');
}

/**
 * The monster a Charm potion takes over: the one named, else (a potion tested blind, or no choice given) the one with
 * the most Wound Points, the first listed on a tie (game ruling "Charm potions").
 */
function pick(group: MonsterGroup, target: string | undefined): Monster | undefined {
  if (target !== undefined) return group.monsters.find((m) => monsterTargetId(m) === target);
  return [...group.monsters].sort((a, b) => b.woundPoints - b.wounds - (a.woundPoints - a.wounds) || a.index - b.index)[0];
}

/**
 * [9.45], [9.46], [11.25] A Charm potion drunk while the party faces monsters: one monster of the group comes under
 * the drinker's control (in the Advanced game it may resist) and leaves the group; when none is left, the encounter
 * is over and the party goes on to the room's feature or the treasure (there is none: nothing was killed).
 */
export function charmFromEncounter(
  state: DeathmazeState,
  drinker: GameAdventurer,
  potion: CharmPotion,
  target: string | undefined,
  rng: Rng,
  events: GameEvent[],
): DeathmazeState {
  const phase = state.phase;
  const section = potion === 'charmPerson' ? '9.45' : '9.46';
  if (phase.kind !== 'encounter' || !potionSuits(potion, phase.group)) {
    events.push({ kind: 'message', section, text: 'No monster here can be charmed by it: the potion has no effect.' });
    return state;
  }
  const group = phase.group;
  const monster = pick(group, target) ?? pick(group, undefined);
  if (!monster) return state;
  const name = monsterName(group, monster);
  const r = charmWithPotion(potion, { id: monsterTargetId(monster), type: group.type, name }, rng, state.gameVariant);
  if ('ok' in r) {
    events.push({ kind: 'message', section: r.rule, text: r.message });
    return state;
  }
  events.push(...r.events);
  if (!r.charmed) return state;
  const charmed: PartyCharmedMonster = {
    id: `c${state.nextId}`,
    type: group.type,
    name,
    woundPoints: monster.woundPoints,
    wounds: monster.wounds,
    controllerId: drinker.id,
  };
  const rest = group.monsters.filter((m) => m.index !== monster.index);
  events.push({
    kind: 'encounter.charmed',
    section,
    text: `${name} joins the party under ${drinker.name}'s control; it takes an empty place in the marching order when the party fights, and attacks the party if ${drinker.name} dies.`,
    data: { monster: group.type, charmedId: charmed.id, controllerId: drinker.id },
  });
  const next: DeathmazeState = withState(state, { nextId: state.nextId + 1, charmed: [...(state.charmed ?? []), charmed] });
  if (rest.length === 0) {
    events.push({ kind: 'encounter.over', section, text: 'No monster is left to face: the encounter is over.' });
    const moved: DeathmazeState = withState(next, { phase: exploringPhase() });
    return phase.then === 'feature' ? afterEncounter(moved, events) : toTreasure(moved, events);
  }
  const left: MonsterGroup = { ...group, count: rest.length, monsters: rest };
  events.push({ kind: 'message', section, text: `The party still faces ${describeGroup(left)}.` });
  return withState(next, { phase: phaseWith(phase, { group: left }) });
}
