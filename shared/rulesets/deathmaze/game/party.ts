import type { GameEvent } from '../../../engine/ruleset';
import { closeUpMarchingOrder } from '../../../kit/marching-order';
import { firstRowMinimum, type MarchingOrder } from '../combat';
import { ALL_CLASS_TRAITS } from '../advanced/wizard';
import { charmedAfterDeaths } from '../charm/rules';
import { placeText } from './campaign-bridge';
import { copyState, withAdventurer, withStat, withState } from './state-copy';
import type { DeathmazeState, GameAdventurer, GameItem } from './types';
import { mapPacked } from '../../../core/packed';

export function living(state: Pick<DeathmazeState, 'party'>): GameAdventurer[] {
  return state.party.filter((a) => !a.dead);
}

export function adventurerById(state: Pick<DeathmazeState, 'party'>, id: string): GameAdventurer | undefined {
  return state.party.find((a) => a.id === id);
}

/** [9.32] Worn magical armour adds its Wound Points Bonus; an adventurer wears the best armour he carries. */
export function armourBonus(a: Pick<GameAdventurer, 'magicItems'>): number {
  let best = 0;
  // An indexed loop: asked for every adventurer joining a fight, in code that runs unoptimized for the first few hundred
  // expeditions (where each for…of step is a call to the list's iterator).
  const items = a.magicItems;
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (item.kind === 'armour' && item.bonus > best) best = item.bonus;
  }
  return best;
}

export function effectiveWoundPoints(a: GameAdventurer): number {
  return a.woundPoints + armourBonus(a);
}

export function className(a: Pick<GameAdventurer, 'class'>): string {
  return ALL_CLASS_TRAITS[a.class].name;
}

export function wears(a: GameAdventurer, medallion: string): boolean {
  return a.magicItems.some((i) => i.kind === 'medallion' && i.tested === true && i.medallion === medallion);
}

export function replaceAdventurer(state: DeathmazeState, next: GameAdventurer): DeathmazeState {
  const copy = copyState(state);
  copy.party = mapPacked(state.party, (a) => (a.id === next.id ? next : a));
  return copy;
}

/**
 * Wounds suffered outside combat (traps, poison, a strangling medallion): death at wounds ≥ Wound Points [8.46].
 * The dead leave the marching order, which closes up.
 */
export function woundAdventurer(state: DeathmazeState, id: string, wounds: number, cause: string, events: GameEvent[]): DeathmazeState {
  const a = adventurerById(state, id);
  if (!a || a.dead || wounds <= 0) return state;
  // [11.3] Mage Armor absorbs the next wounds, wherever they come from (spell-casting wounds excepted).
  const armor = a.mageArmor ?? 0;
  const absorbed = Math.min(armor, wounds);
  if (absorbed > 0) {
    events.push({ kind: 'message', section: '11.3', text: `${a.name}'s Mage Armor absorbs ${absorbed} wound${absorbed === 1 ? '' : 's'} (${armor - absorbed} left).` });
    if (absorbed === wounds) return replaceAdventurer(state, withAdventurer(a, { mageArmor: armor - absorbed }));
  }
  const hurt = absorbed > 0 ? withAdventurer(a, { mageArmor: armor - absorbed }) : a;
  return checkDeath(replaceAdventurer(state, withAdventurer(hurt, { wounds: a.wounds + wounds - absorbed })), id, cause, events);
}

/** [11.22] Healing never cures spell-casting wounds: the wounds after healing, floored at those. */
export function afterHealing(a: GameAdventurer, wounds: number): number {
  return Math.max(wounds, a.spellWounds ?? 0);
}

/** Death at wounds ≥ Wound Points [8.46] (also when armour comes off, [9.32]). */
export function checkDeath(state: DeathmazeState, id: string, cause: string, events: GameEvent[]): DeathmazeState {
  const a = adventurerById(state, id);
  if (!a || a.dead || a.wounds < effectiveWoundPoints(a)) return state;
  events.push({ kind: 'death', text: `${a.name} dies (${cause}): ${a.wounds} wounds against ${effectiveWoundPoints(a)} Wound Points.`, section: '8.46', data: { adventurerId: a.id } });
  const next = replaceAdventurer(state, withAdventurer(a, state.campaign ? { dead: true, causeOfDeath: cause, diedAt: placeText(state.maze, state.position) } : { dead: true, causeOfDeath: cause }));
  const counted = copyState(next);
  counted.stats = withStat(next.stats, 'deaths', next.stats.deaths + 1);
  counted.marchingOrder = closeUp(next.marchingOrder, living(next).map((x) => x.id));
  return turnCharmed(counted, [id], events);
}

/** [9.45] Outside combat, the monsters a dead adventurer controlled turn on the party (they attack at once). */
export function turnCharmed(state: DeathmazeState, deadIds: readonly string[], events: GameEvent[]): DeathmazeState {
  if (!state.charmed?.length) return state;
  const r = charmedAfterDeaths(state.charmed, deadIds);
  if (r.turning.length === 0) return state;
  events.push(...r.events);
  return withState(state, { charmed: r.staying, hostile: [...(state.hostile ?? []), ...r.turning] });
}

/**
 * Removes the dead from the marching order and closes it up: empty rows are dropped and the first row is refilled
 * from the rows behind until it holds the minimum of [5.12] (see game ruling "Closing up after a death").
 */
export function closeUp(order: MarchingOrder, livingIds: readonly string[]): MarchingOrder {
  return closeUpMarchingOrder(order, livingIds, firstRowMinimum(livingIds.length));
}

export function itemOwner(state: DeathmazeState, itemId: string): { owner: GameAdventurer; item: GameItem } | undefined {
  for (let j = 0; j < state.party.length; j++) {
    const owner = state.party[j]!;
    const item = owner.magicItems.find((i) => i.id === itemId);
    if (item) return { owner, item };
  }
  return undefined;
}

export function newId(state: DeathmazeState, prefix: string): { id: string; state: DeathmazeState } {
  const next = copyState(state);
  next.nextId = state.nextId + 1;
  return { id: `${prefix}${state.nextId}`, state: next };
}

export function partyNames(list: readonly GameAdventurer[]): string {
  return list.map((a) => a.name).join(', ');
}
