import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import { checkChestTrap } from '../data/exploration';
import { openTrapped, type OpenMethod } from '../data/traps';
import { checkAllDead, checkMonsters, refuse, settle, takeTreasure, toTreasure, type Refusal } from './flow';
import { living, wears, woundAdventurer } from './party';
import { neutralizers, poisonAdventurer } from './poison';
import { copyState, withAdventurer, withStat, withState } from './state-copy';
import type { DeathmazeState, GameAdventurer } from './types';
import { buildPhase, exploringPhase } from './phase-records';
import { filterRecords, mapPacked } from '../../../core/packed';

export function sesameOf(a: GameAdventurer) {
  return a.magicItems.find((i) => i.kind === 'spice' && i.spice === 'sesame');
}

/** Why this adventurer may not deal with the trap this way, or undefined. */
export function trapRefusal(state: DeathmazeState, method: OpenMethod, adventurerId: string): Refusal | undefined {
  if (state.phase.kind !== 'trap') return refuse('10.1', 'There is no trap to deal with.');
  const a = living(state).find((x) => x.id === adventurerId);
  if (!a) return refuse('10.12', `“${adventurerId}” is not a living member of the party.`);
  if (method === 'detrap' && a.detrap <= 0) return refuse('10.12', `${a.name} is not a Thief: only Thieves may try to remove traps [10.12].`);
  if (method === 'sesame' && !sesameOf(a)) return refuse('9.53', `${a.name} carries no Sesame.`);
  return undefined;
}

/**
 * [10.12]/[10.13]/[9.53] The trapped door, chest or trap door is opened; then the party carries on where it was: the
 * monster check after a door [5.26], the chest's contents [9.16], the treasure after a trap door.
 */
export function dealWithTrap(state: DeathmazeState, method: OpenMethod, adventurerId: string, rng: Rng, events: GameEvent[]): DeathmazeState | Refusal {
  const problem = trapRefusal(state, method, adventurerId);
  if (problem) return problem;
  const phase = state.phase;
  if (phase.kind !== 'trap') return refuse('10.1', 'There is no trap to deal with.');
  const opener = living(state).find((x) => x.id === adventurerId)!;
  // [10.25] An Explosion hurts "all adventurers (and charmed monsters) in the party".
  const charmed = state.charmed ?? [];
  const victims = [...living(state).map((a) => ({ id: a.id, name: a.name, immuneToPoison: wears(a, 'neutralizePoison') })), ...charmed.map((c) => ({ id: c.id, name: c.name }))];
  const result = openTrapped({ id: opener.id, name: opener.name, detrap: opener.detrap, immuneToPoison: wears(opener, 'neutralizePoison') }, victims, method, rng);
  events.push(...result.events);
  // The state is changed by copyState and stores rather than `{ ...next, field }`: the same keys in the same order, and
  // a spread followed by a field is several times slower on Node 20.
  let next: DeathmazeState = state;
  if (method === 'sesame') {
    const spice = sesameOf(opener)!;
    const spent = copyState(next);
    spent.party = mapPacked(next.party, (a) => (a.id === opener.id ? withAdventurer(a, { magicItems: a.magicItems.filter((i) => i.id !== spice.id) }) : a));
    next = spent;
  }
  if (result.experience) {
    const gained = copyState(next);
    gained.party = mapPacked(next.party, (a) => (a.id === opener.id ? withAdventurer(a, { experience: a.experience + result.experience }) : a));
    next = gained;
  }
  if (result.trap) {
    const sprung = copyState(next);
    sprung.stats = withStat(next.stats, 'trapsSprung', next.stats.trapsSprung + 1);
    next = sprung;
    for (const [id, wounds] of Object.entries(result.trap.wounds)) {
      if (charmed.some((c) => c.id === id)) {
        next = woundCharmed(next, id, wounds, events);
        continue;
      }
      const poison = result.trap.poison?.[id] ?? 0;
      if (poison > 0 && neutralizers(next).length) {
        // [11.3] The poison waits for Neutralize Poison; the arrow or the blast does not.
        next = woundAdventurer(next, id, wounds - poison, 'a trap', events);
        next = poisonAdventurer(next, id, poison, 'a poison trap', events);
      } else {
        next = woundAdventurer(next, id, wounds, 'a trap', events);
      }
    }
  }
  next = checkAllDead(next, events);
  if (next.phase.kind === 'ended') return next;
  switch (phase.source.kind) {
    case 'door':
      return checkMonsters(exploring(next), false, rng, events);
    case 'chest': {
      const index = phase.source.index;
      const loot = next.loot[index];
      if (!loot) return settle(next, events);
      return settle(takeTreasure(withoutLoot(next, index), loot, events), events);
    }
    case 'trapDoor':
      return toTreasure(exploring(next), events);
  }
}

/** [10.25] A charmed monster hurt outside combat: it dies at wounds ≥ Wound Points, as monsters do in combat [8.46]. */
function woundCharmed(state: DeathmazeState, id: string, wounds: number, events: GameEvent[]): DeathmazeState {
  const list = state.charmed ?? [];
  const c = list.find((x) => x.id === id);
  if (!c) return state;
  const total = c.wounds + wounds;
  if (total >= c.woundPoints) {
    events.push({ kind: 'message', section: '10.25', text: `${c.name} is killed by the explosion (${total} wounds against ${c.woundPoints} Wound Points).` });
    return withState(state, { charmed: list.filter((x) => x.id !== id) });
  }
  return withState(state, { charmed: list.map((x) => (x.id === id ? { ...x, wounds: total } : x)) });
}

/** The state back to exploring, where the party carries on after the trap. */
function exploring(state: DeathmazeState): DeathmazeState {
  const next = copyState(state);
  next.phase = exploringPhase();
  return next;
}

/** The state without the loot at `index` (a chest being opened). */
function withoutLoot(state: DeathmazeState, index: number): DeathmazeState {
  const next = copyState(state);
  next.loot = filterRecords(state.loot, (_, i) => i !== index);
  return next;
}

/** [9.16] The party opens a chest: 1–3 it is trapped. */
export function openChest(state: DeathmazeState, index: number, rng: Rng, events: GameEvent[]): DeathmazeState | Refusal {
  if (state.phase.kind !== 'treasure') return refuse('9.16', 'There is no chest to open now.');
  const loot = state.loot[index];
  if (!loot) return refuse('9.16', 'There is no such chest.');
  const check = checkChestTrap(rng, `Chest of Type ${loot.treasure.letter} treasure`);
  events.push(...check.events);
  if (check.trapped) {
    const trapped = copyState(state);
    trapped.phase = buildPhase({ kind: 'trap', source: { kind: 'chest', index } });
    return trapped;
  }
  return settle(takeTreasure(withoutLoot(state, index), loot, events), events);
}
