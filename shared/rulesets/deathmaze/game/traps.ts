import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import { checkChestTrap } from '../data/exploration';
import { openTrapped, type OpenMethod, type TrapVictim } from '../data/traps';
import { checkAllDead, checkMonstersIn, refuse, settleIn, takeTreasureIn, toTreasureIn, type Fresh, type Refusal } from './flow';
import { adventurerById, checkDeath, wears, woundAdventurer } from './party';
import { neutralizers, poisonAdventurer } from './poison';
import { copyState, withAdventurer, withStat, withState } from './state-copy';
import type { DeathmazeState, GameAdventurer, Loot } from './types';
import { exploringPhase, trapPhase } from './phase-records';
import { filterRecords, mapPacked } from '../../../core/packed';

export function sesameOf(a: GameAdventurer) {
  return a.magicItems.find((i) => i.kind === 'spice' && i.spice === 'sesame');
}

/** Why this adventurer may not deal with the trap this way, or undefined. */
export function trapRefusal(state: DeathmazeState, method: OpenMethod, adventurerId: string): Refusal | undefined {
  if (state.phase.kind !== 'trap') return refuse('10.1', 'There is no trap to deal with.');
  return openerRefusal(livingMember(state, adventurerId), method, adventurerId);
}

/** trapRefusal's checks of the opener, once he has been looked up. */
function openerRefusal(a: GameAdventurer | undefined, method: OpenMethod, adventurerId: string): Refusal | undefined {
  if (!a) return refuse('10.12', `“${adventurerId}” is not a living member of the party.`);
  if (method === 'detrap' && a.detrap <= 0) return refuse('10.12', `${a.name} is not a Thief: only Thieves may try to remove traps [10.12].`);
  if (method === 'sesame' && !sesameOf(a)) return refuse('9.53', `${a.name} carries no Sesame.`);
  return undefined;
}

/** `living(state).find((a) => a.id === id)` as one plain loop, without the list. */
function livingMember(state: DeathmazeState, id: string): GameAdventurer | undefined {
  for (let i = 0; i < state.party.length; i++) {
    const a = state.party[i]!;
    if (!a.dead && a.id === id) return a;
  }
  return undefined;
}

/** [10.25] Whom an Explosion hurts: "all adventurers (and charmed monsters) in the party", the living first. */
function trapVictims(state: DeathmazeState): TrapVictim[] {
  const victims: TrapVictim[] = [];
  for (let i = 0; i < state.party.length; i++) {
    const a = state.party[i]!;
    if (!a.dead) victims.push({ id: a.id, name: a.name, immuneToPoison: wears(a, 'neutralizePoison') });
  }
  const charmed = state.charmed;
  if (charmed !== undefined) for (const c of charmed) victims.push({ id: c.id, name: c.name });
  return victims;
}

/**
 * [10.12]/[10.13]/[9.53] The trapped door, chest or trap door is opened; then the party carries on where it was: the
 * monster check after a door [5.26], the chest's contents [9.16], the treasure after a trap door.
 *
 * Every way out changes the state (the phase at least), so it is copied once, first, and the trap's changes (the
 * Sesame spent, the experience, the count, the wounds) and the steps out are stored into that copy (see Fresh,
 * flow.ts): it was copied once for each of them, and once more for each adventurer wounded.
 */
export function dealWithTrap(state: DeathmazeState, method: OpenMethod, adventurerId: string, rng: Rng, events: GameEvent[]): DeathmazeState | Refusal {
  const phase = state.phase;
  if (phase.kind !== 'trap') return refuse('10.1', 'There is no trap to deal with.');
  const found = livingMember(state, adventurerId);
  const problem = openerRefusal(found, method, adventurerId);
  if (problem) return problem;
  const opener = found!;
  // Sesame sets nothing off: no one can be hurt, so the victims are not listed.
  const victims = method === 'sesame' ? [] : trapVictims(state);
  const result = openTrapped({ id: opener.id, name: opener.name, detrap: opener.detrap, immuneToPoison: wears(opener, 'neutralizePoison') }, victims, method, rng);
  for (let i = 0; i < result.events.length; i++) {
    const e = result.events[i]!;
    events.push(e);
  }
  const own: Fresh = copyState(state);
  // Sesame opens without a detrap roll, so it never comes with experience: at most one of the two changes the opener.
  if (method === 'sesame') {
    const spice = sesameOf(opener)!;
    own.party = mapPacked(state.party, (a) => (a.id === opener.id ? withAdventurer(a, { magicItems: a.magicItems.filter((i) => i.id !== spice.id) }) : a));
  } else if (result.experience) {
    own.party = mapPacked(state.party, (a) => (a.id === opener.id ? withAdventurer(a, { experience: a.experience + result.experience }) : a));
  }
  let next: DeathmazeState = own;
  // `next` itself while it is still this step's own copy; undefined once a rarer step has handed back another.
  let fresh: Fresh | undefined = own;
  if (result.trap) {
    own.stats = withStat(state.stats, 'trapsSprung', state.stats.trapsSprung + 1);
    const charmed = state.charmed ?? [];
    const wounds = result.trap.wounds;
    // Keyed (for…in gives Object.entries' order) rather than listed in pairs.
    for (const id in wounds) {
      const suffered = wounds[id]!;
      if (charmed.some((c) => c.id === id)) {
        next = woundCharmed(next, id, suffered, events);
        fresh = undefined;
        continue;
      }
      const poison = result.trap.poison?.[id] ?? 0;
      if (poison > 0 && neutralizers(next).length) {
        // [11.3] The poison waits for Neutralize Poison; the arrow or the blast does not.
        next = woundAdventurer(next, id, suffered - poison, 'a trap', events);
        next = poisonAdventurer(next, id, poison, 'a poison trap', events);
        fresh = undefined;
      } else {
        const into: Fresh = fresh ?? copyState(next);
        next = woundInto(into, id, suffered, 'a trap', events);
        fresh = next === into ? into : undefined;
      }
    }
  }
  next = checkAllDead(next, events);
  if (next.phase.kind === 'ended') return next;
  const onward = next === fresh ? fresh : copyState(next);
  switch (phase.source.kind) {
    case 'door':
      onward.phase = exploringPhase();
      return checkMonstersIn(onward, false, rng, events);
    case 'chest': {
      const index = phase.source.index;
      const loot = onward.loot[index];
      if (!loot) return settleIn(onward, events);
      onward.loot = withoutLoot(onward.loot, index);
      return settleIn(takeTreasureIn(onward, loot, events), events);
    }
    case 'trapDoor':
      onward.phase = exploringPhase();
      return toTreasureIn(onward, events);
  }
}

/**
 * woundAdventurer stored into `fresh` (see Fresh): its copy of the state was the dearest part of a trap. An adventurer
 * with Mage Armor [11.3] takes woundAdventurer's own way (the Advanced game's).
 */
function woundInto(fresh: Fresh, id: string, wounds: number, cause: string, events: GameEvent[]): DeathmazeState {
  const a = adventurerById(fresh, id);
  if (!a || a.dead || wounds <= 0) return fresh;
  if ((a.mageArmor ?? 0) > 0) return woundAdventurer(fresh, id, wounds, cause, events);
  const hurt = withAdventurer(a, { wounds: a.wounds + wounds });
  fresh.party = mapPacked(fresh.party, (x) => (x.id === id ? hurt : x));
  return checkDeath(fresh, id, cause, events);
}

/** [10.25] A charmed monster hurt outside combat: it dies at wounds ≥ Wound Points, as monsters do in combat [8.46]. */
export function woundCharmed(state: DeathmazeState, id: string, wounds: number, events: GameEvent[]): DeathmazeState {
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

/** The loot without the chest at `index` (a chest being opened); filterRecords keeps the loot list's one hidden class. */
function withoutLoot(loot: readonly Loot[], index: number): readonly Loot[] {
  return filterRecords(loot, (_, i) => i !== index);
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
    trapped.phase = trapPhase({ kind: 'chest', index });
    return trapped;
  }
  // One copy for the chest taken, its treasure and the settling (see Fresh, flow.ts).
  const next = copyState(state);
  next.loot = withoutLoot(state.loot, index);
  return settleIn(takeTreasureIn(next, loot, events), events);
}
