import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import { logWordsWritten } from '../../../engine/log-words';
import { describeMagicItem, drinkPotion, MAGIC_ITEM_NAMES, rollHealing, rollPotionType, testMedallion, testPotion } from '../data/magic-items';
import { WEAPON_NAMES } from '../data/characters';
import { ALL_CLASS_TRAITS } from '../advanced/wizard';
import { rearrangeMarchingOrder, type MarchingOrder } from '../combat';
import { applyPotionEffect } from './features';
import { charmFromEncounter, monsterTargetId, potionSuits, type CharmPotion } from '../charm/in-encounter';
import type { PotionEffect } from '../data/magic-items';
import { checkAllDead, refuse, settle, type Refusal } from './flow';
import { adventurerById, afterHealing, checkDeath, itemOwner, living, replaceAdventurer, wears, woundAdventurer } from './party';
import { itemWith, withAdventurer, withState } from './state-copy';
import type { DeathmazeState, GameAdventurer, GameItem } from './types';
import { filterRecords, mapPacked } from '../../../core/packed';

/**
 * [5.14], [9.17], [9.32], [9.41] Items change hands, are used, and the marching order changes "except when … engaged in
 * combat or negotiations": also while the party faces monsters before or after negotiating, and while it deals with
 * a trap. Combat is joined once a fight is decided on (beforeCombat). The negotiation itself is a single roll.
 */
export function outsideCombat(state: DeathmazeState): Refusal | undefined {
  const k = state.phase.kind;
  if (k === 'exploring' || k === 'treasure' || k === 'feature' || k === 'encounter' || k === 'trap') return undefined;
  if (k === 'combat' || k === 'beforeCombat') return refuse('9.17', 'Not during combat: items are passed and the marching order rearranged only outside combat and negotiation [5.14], [9.17].');
  if (k === 'ended') return refuse('4.0', 'The expedition is over.');
  return refuse('5.28', 'Finish what the party is doing first (placing the chit, or the spell now asked for).');
}

/** After a side action (an item, the marching order) the party goes on with what it was doing: a trap or monsters. */
function carryOn(state: DeathmazeState, events: GameEvent[]): DeathmazeState {
  const k = state.phase.kind;
  return k === 'trap' || k === 'encounter' ? checkAllDead(state, events) : settle(checkAllDead(state, events), events);
}

/** Text for an item that keeps an untested medallion's nature hidden [9.61]. */
export function itemName(item: GameItem): string {
  if (item.kind === 'medallion' && !item.tested) return 'Medallion (untested)';
  if (item.kind === 'potion' && item.potion !== null && (item.doses ?? 1) > 1) return `${describeMagicItem(item)} (${item.doses} doses)`;
  return describeMagicItem(item);
}

/**
 * [11.11], [9.23] A Wizard "may use or carry only daggers and throwing daggers": no other magic weapon is wielded by,
 * given to or taken by him. Every other item, and every item for Heroes and Thieves, may be carried.
 */
export function mayCarry(a: Pick<GameAdventurer, 'class'>, item: GameItem): boolean {
  return item.kind !== 'weapon' || ALL_CLASS_TRAITS[a.class].allowedWeapons.includes(item.weapon);
}

function wizardRefusal(a: GameAdventurer, item: GameItem): Refusal {
  return refuse('11.11', `A ${ALL_CLASS_TRAITS[a.class].name} may use or carry only daggers and throwing daggers, not the ${itemName(item)} [11.11].`);
}

function withItems(a: GameAdventurer, items: readonly GameItem[]): GameAdventurer {
  return withAdventurer(a, { magicItems: items });
}

/** [9.17] A magic item just found is assigned to an adventurer (a medallion is tested by him, [9.61]). */
export function assign(state: DeathmazeState, itemId: string, adventurerId: string, rng: Rng, events: GameEvent[]): DeathmazeState | Refusal {
  if (state.phase.kind !== 'treasure') return refuse('9.17', 'There is no newly found item to assign.');
  const item = state.unassigned.find((i) => i.id === itemId);
  if (!item) return refuse('9.17', `There is no unassigned item “${itemId}”.`);
  const a = living(state).find((x) => x.id === adventurerId);
  if (!a) return refuse('9.17', `“${adventurerId}” is not a living member of the party.`);
  if (!mayCarry(a, item)) return wizardRefusal(a, item);
  let next: DeathmazeState = withState(state, { unassigned: filterRecords(state.unassigned, (i) => i.id !== itemId) });
  if (item.kind === 'medallion') {
    const t = testMedallion(item.medallion, a, rng);
    events.push(...t.events);
    if (item.medallion === 'strangling') {
      events.push({ kind: 'item.discarded', section: '9.66', text: `${a.name} tears off the Medallion of Strangling and throws it away.` });
      next = woundAdventurer(next, a.id, t.wounds, 'a Medallion of Strangling', events);
      return settle(checkAllDead(next, events), events);
    }
    next = replaceAdventurer(next, withItems(a, [...a.magicItems, itemWith(item, { tested: true })]));
  } else {
    next = replaceAdventurer(next, withItems(a, [...a.magicItems, item]));
  }
  events.push({ kind: 'item.assigned', section: '9.17', text: logWordsWritten() ? `${a.name} takes the ${itemName(item.kind === 'medallion' ? { ...item, tested: true } : item)}.` : '', data: { itemId, adventurerId } });
  return settle(next, events);
}

export function discard(state: DeathmazeState, itemId: string, events: GameEvent[]): DeathmazeState | Refusal {
  if (state.phase.kind !== 'treasure') return refuse('9.17', 'There is no newly found item to leave behind.');
  const item = state.unassigned.find((i) => i.id === itemId);
  if (!item) return refuse('9.17', `There is no unassigned item “${itemId}”.`);
  events.push({ kind: 'item.discarded', section: '9.17', text: `The party leaves the ${itemName(item)} behind.` });
  return settle(withState(state, { unassigned: filterRecords(state.unassigned, (i) => i.id !== itemId) }), events);
}

/** [9.17], [9.32] An item passes to another adventurer (also from a dead one's body). */
export function give(state: DeathmazeState, itemId: string, adventurerId: string, events: GameEvent[]): DeathmazeState | Refusal {
  const problem = outsideCombat(state);
  if (problem) return problem;
  const found = itemOwner(state, itemId);
  if (!found) return refuse('9.17', `No adventurer carries the item “${itemId}”.`);
  const to = living(state).find((x) => x.id === adventurerId);
  if (!to) return refuse('9.17', `“${adventurerId}” is not a living member of the party.`);
  if (to.id === found.owner.id) return refuse('9.17', `${to.name} already carries it.`);
  if (!mayCarry(to, found.item)) return wizardRefusal(to, found.item);
  let next = replaceAdventurer(state, withItems(found.owner, found.owner.magicItems.filter((i) => i.id !== itemId)));
  const receiver = adventurerById(next, to.id)!;
  next = replaceAdventurer(next, withItems(receiver, [...receiver.magicItems, found.item]));
  events.push({ kind: 'item.given', section: found.item.kind === 'armour' ? '9.32' : '9.17', text: `${found.owner.name}${found.owner.dead ? ' (dead)' : ''} passes the ${itemName(found.item)} to ${to.name}.` });
  if (found.item.kind === 'armour' && !found.owner.dead) next = checkDeath(next, found.owner.id, 'taking off his magical armour', events);
  return carryOn(next, events);
}

/**
 * [9.4], [9.5] A potion or spice used outside combat, or while the party faces monsters before a fight ([9.41] "at any
 * time"): a Charm potion then takes over one monster of the group, `target` ("m<index>") or the strongest [9.45].
 */
export function use(state: DeathmazeState, itemId: string, rng: Rng, events: GameEvent[], target?: string): DeathmazeState | Refusal {
  const phase = state.phase;
  const problem = outsideCombat(state);
  if (problem) return problem;
  if (target !== undefined && (phase.kind !== 'encounter' || !phase.group.monsters.some((m) => monsterTargetId(m) === target))) {
    return refuse('9.45', `There is no monster “${target}” here for a Charm potion to take over.`);
  }
  const found = itemOwner(state, itemId);
  if (!found || found.owner.dead) return refuse('9.17', 'Only a living adventurer may use the item he carries.');
  const { owner, item } = found;
  if (target !== undefined && !(item.kind === 'potion' && (item.potion === null || item.potion === 'charmPerson' || item.potion === 'charmMonster'))) {
    return refuse('9.45', 'Only a Charm potion is used on a monster.');
  }
  if (target !== undefined && phase.kind === 'encounter' && item.kind === 'potion' && item.potion !== null && !potionSuits(item.potion as CharmPotion, phase.group)) {
    return refuse(item.potion === 'charmPerson' ? '9.45' : '9.46', item.potion === 'charmPerson' ? 'A Charm Person potion takes over only an Evil Hero, Wizard, Thief, Orc or Goblin [9.45].' : 'A Charm Monster potion cannot take over an Evil Hero, Wizard, Thief, Orc or Goblin [9.46].');
  }
  // After a potion in an encounter the party still faces the monsters (unless the last was charmed or all died).
  const done = (s: DeathmazeState) => carryOn(s, events);
  const present = phase.kind === 'encounter' ? [phase.group.type] : [];
  const effectOf = (s: DeathmazeState, effect: PotionEffect) =>
    effect.kind === 'charm' ? charmFromEncounter(s, adventurerById(s, owner.id)!, effect.potion, target, rng, events) : applyPotionEffect(s, adventurerById(s, owner.id)!, effect, 'a poison potion', events);
  const drop = (s: DeathmazeState) => replaceAdventurer(s, withItems(adventurerById(s, owner.id)!, adventurerById(s, owner.id)!.magicItems.filter((i) => i.id !== itemId)));
  const drinker = { name: owner.name, wounds: owner.wounds, immuneToPoison: wears(owner, 'neutralizePoison'), unhealable: owner.spellWounds ?? 0 };
  let next = state;
  switch (item.kind) {
    case 'potion': {
      if (item.potion === null) {
        const appraiser = living(state).find((a) => wears(a, 'potionAppraisal'));
        if (appraiser) {
          // [9.63] Appraised without testing: both doses remain.
          const r = rollPotionType(rng, `${appraiser.name} appraises the potion`);
          events.push(...r.events, { kind: 'item.appraised', section: '9.63', text: `${appraiser.name}'s Medallion of Potion Appraisal tells a Potion of ${MAGIC_ITEM_NAMES.potion[r.potion]}: two doses.` });
          return replaceAdventurer(state, withItems(owner, owner.magicItems.map((i) => (i.id === itemId ? itemWith(item, { potion: r.potion, doses: 2 }) : i))));
        }
        const t = testPotion(drinker, present, rng);
        events.push(...t.events, { kind: 'item.tested', section: '9.41', text: `${owner.name} has tested a Potion of ${MAGIC_ITEM_NAMES.potion[t.potion]}; one dose remains.` });
        next = replaceAdventurer(state, withItems(owner, owner.magicItems.map((i) => (i.id === itemId ? itemWith(item, { potion: t.potion, doses: 1 }) : i))));
        return done(effectOf(next, t.effect));
      }
      const d = drinkPotion(item.potion, drinker, present, rng);
      events.push(...d.events);
      const doses = (item.doses ?? 1) - 1;
      next = doses > 0 ? replaceAdventurer(state, withItems(owner, owner.magicItems.map((i) => (i.id === itemId ? itemWith(item, { doses }) : i)))) : drop(state);
      return done(effectOf(next, d.effect));
    }
    case 'spice':
      switch (item.spice) {
        case 'mustard': {
          const h = rollHealing(drinker, rng, '9.52');
          events.push(...h.events);
          return replaceAdventurer(drop(state), withAdventurer(adventurerById(drop(state), owner.id)!, { wounds: afterHealing(owner, h.wounds) }));
        }
        case 'spinach': {
          const d = drinkPotion('strength', drinker, [], rng);
          events.push(...d.events.map((e) => ({ ...e, section: '9.54' })));
          return applyPotionEffect(drop(state), adventurerById(drop(state), owner.id)!, d.effect, 'spinach', events);
        }
        case 'cannabis':
          events.push({ kind: 'item.used', section: '9.56', text: `${owner.name} takes Cannabis: two attacks per Party Combat Phase in the next combat.` });
          return replaceAdventurer(drop(state), withAdventurer(adventurerById(drop(state), owner.id)!, { cannabis: true }));
        case 'sesame':
          return refuse('9.53', 'Sesame is used on a trapped door or chest, before any detrapping attempt.');
        case 'cloves':
          return refuse('9.57', 'Cloves are used to peg a door shut on monsters just found behind it.');
        case 'redPepper':
          return refuse('9.55', 'Red Pepper is used in combat, from the front row.');
      }
      break;
    case 'weapon':
      return refuse('9.23', `To use the ${itemName(item)}, ${owner.name} jettisons one of his two weapons for it.`);
    default:
      return refuse('9.17', `The ${itemName(item)} is worn, not used up.`);
  }
  return next;
}

/** [9.23] An adventurer jettisons one of his two weapons and takes up a magic weapon instead. */
export function wield(state: DeathmazeState, itemId: string, slot: number, events: GameEvent[]): DeathmazeState | Refusal {
  const problem = outsideCombat(state);
  if (problem) return problem;
  const found = itemOwner(state, itemId);
  if (!found || found.owner.dead) return refuse('9.23', 'Only a living adventurer may take up the magic weapon he carries.');
  const { owner, item } = found;
  if (item.kind !== 'weapon') return refuse('9.23', 'That item is not a weapon.');
  if (!mayCarry(owner, item)) return wizardRefusal(owner, item);
  const old = owner.weapons[slot];
  if (old === undefined) return refuse('9.23', 'An adventurer carries two weapons; choose which one to jettison.');
  const weapons = mapPacked(owner.weapons, (w, i) => (i === slot ? item.weapon : w));
  const weaponBonuses = mapPacked(owner.weaponBonuses, (b, i) => (i === slot ? item.bonus : b));
  events.push({ kind: 'item.wielded', section: '9.23', text: `${owner.name} jettisons his ${WEAPON_NAMES[old]} and takes up the ${itemName(item)}.` });
  return replaceAdventurer(state, withAdventurer(owner, { weapons, weaponBonuses, magicItems: owner.magicItems.filter((i) => i.id !== itemId) }));
}

/** [5.14] Free rearrangement of the marching order outside combat and negotiation. */
export function arrange(state: DeathmazeState, rows: MarchingOrder['rows'], events: GameEvent[]): DeathmazeState | Refusal {
  const problem = outsideCombat(state);
  if (problem) return problem;
  const checked = rearrangeMarchingOrder({ rows }, living(state).map((a) => a.id), 'exploring');
  if (!checked.ok) return refuse(checked.rule, checked.message);
  const name = (id: string | null) => (id === null ? '·' : (adventurerById(state, id)?.name ?? id));
  events.push({ kind: 'order', section: '5.14', text: logWordsWritten() ? `New marching order: ${checked.order.rows.map((r, i) => `row ${i + 1}: ${r.map(name).join(' | ')}`).join('; ')}.` : '' });
  return withState(state, { marchingOrder: checked.order });
}
