import type { Choice, GameEvent } from '../../../engine/ruleset';
import { WEAPON_NAMES, WEAPONS, WEAPONS_CARRIED, type WeaponId } from '../data/characters';
import type { CitadelAction } from './actions';
import { note } from './events';
import { idsAndNames, sameIdsAndNames, type IdsAndNames } from './kept-names';
import { giveItem } from './loot';
import { active, activeMembers, member, withMember } from './party';
import type { Character, CitadelState } from './types';

/**
 * What the players decide for the party outside a fight: the marching order (PL 4.1 C3), who carries which treasure
 * (14.0: shared as the players like, the dead's goods included; the choices are listed by hand-over.ts) and, between
 * expeditions, the weapons (17.0).
 */

type C = Choice<CitadelAction>;

/** PL 4.1 C3: the order may change at any time until a fight begins: one member steps up past the one before him. */
export function orderChoices(state: CitadelState): readonly C[] {
  // Listed in every explore and encounter state; the list reads only the ids and names of those active, in marching
  // order, which a wound, a heal or a purse leaves as they were (though the records and the members' list are new
  // objects): the last list is kept with the ids and names it was made from and reused while they are the same. Only
  // the last is kept (a WeakMap entry per members' list left the collector an ephemeron to trace for each); a pure
  // function of what it compares, so games played in turn on one thread never see each other's.
  const members = activeMembers(state);
  if (lastOrder !== null && sameIdsAndNames(lastOrder.members, members)) return lastOrder.list;
  const list = orderChoicesAfresh(members);
  lastOrder = { members: idsAndNames(members), list };
  return list;
}

let lastOrder: { readonly members: IdsAndNames; readonly list: readonly C[] } | null = null;

/** The marching-order choices of these members, made afresh (exported for the test that holds the kept ones equal to it). */
export function orderChoicesAfresh(members: readonly Character[]): readonly C[] {
  return members.slice(1).map((c, i) => ({
    id: `order-${c.id}`,
    label: `${c.name} moves up before ${members[i]!.name} in the marching order`,
    section: '9.0',
    group: 'order',
    subjectId: c.id,
    action: { type: 'moveUp', character: c.id },
  }));
}

export function moveUp(state: CitadelState, id: string, events: GameEvent[]): CitadelState {
  const order = [...state.order];
  const at = order.indexOf(id);
  let before = at - 1;
  while (before >= 0 && !active(member(state, order[before]!))) before--;
  if (at < 0 || before < 0) return state;
  [order[before], order[at]] = [order[at]!, order[before]!];
  events.push(note('order', `${member(state, id).name} moves up before ${member(state, order[at]!).name}.`, '9.0'));
  return { ...state, order };
}

export function give(state: CitadelState, a: Extract<CitadelAction, { type: 'give' }>, events: GameEvent[]): CitadelState {
  const from = member(state, a.from);
  if (a.what === 'jewel') {
    const value = from.jewels[a.index];
    if (value === undefined) return state;
    events.push(note('treasure', `${from.name} gives a jewel worth ${value} GM to ${member(state, a.to).name}.`, '14.0'));
    const taken = withMember(state, a.from, (c) => ({ ...c, jewels: c.jewels.filter((_, i) => i !== a.index) }));
    return withMember(taken, a.to, (c) => ({ ...c, jewels: [...c.jewels, value] }));
  }
  const item = from.items[a.index];
  if (!item) return state;
  // A magic weapon handed on leaves its old bearer with a plain weapon of the kind (14.3); armour takes its Wound Points with it.
  const taken = withMember(state, a.from, (c) => ({ ...c, items: c.items.filter((_, i) => i !== a.index), wounds: Math.min(c.wounds, woundsWithout(c, a.index) + (c.alive ? 0 : 1)) }));
  return giveItem(taken, a.to, item, events);
}

/** His Wound Points once the item at `index` is gone, less one: giving away armour never kills (14.4); the dead keep all theirs. */
function woundsWithout(c: Character, index: number): number {
  let armor = 0;
  c.items.forEach((item, i) => {
    if (i !== index && item.type === 'armor') armor += item.bonus;
  });
  return Math.max(0, c.woundPoints + armor - 1);
}

export function giveGold(state: CitadelState, a: Extract<CitadelAction, { type: 'giveGold' }>, events: GameEvent[]): CitadelState {
  const amount = Math.min(a.goldMarks, member(state, a.from).goldMarks);
  events.push(note('treasure', `${member(state, a.from).name} gives ${amount} Gold Marks to ${member(state, a.to).name}.`, '14.0'));
  const taken = withMember(state, a.from, (c) => ({ ...c, goldMarks: c.goldMarks - amount }));
  return withMember(taken, a.to, (c) => ({ ...c, goldMarks: c.goldMarks + amount }));
}

/** 17.0 (PL): between expeditions each character takes up the weapons he will carry, at most two of different kinds. */
export function armChoices(state: CitadelState): C[] {
  const out: C[] = [];
  for (const c of state.party) {
    if (!active(c)) continue;
    const slots = Math.min(WEAPONS_CARRIED, c.weapons.length + 1);
    for (let slot = 0; slot < slots; slot++) {
      for (const w of WEAPONS) {
        if (c.weapons.includes(w)) continue;
        const old = c.weapons[slot];
        out.push({
          id: `arm-${c.id}-${slot}-${w}`,
          label: old ? `${c.name} takes a ${WEAPON_NAMES[w]} in place of his ${WEAPON_NAMES[old]}` : `${c.name} takes up a ${WEAPON_NAMES[w]}`,
          section: '17.0',
          group: 'weapons',
          subjectId: c.id,
          beside: 'record',
          action: { type: 'arm', character: c.id, slot: slot as 0 | 1, weapon: w },
        });
      }
    }
  }
  return out;
}

export function arm(state: CitadelState, who: string, slot: 0 | 1, weapon: WeaponId, events: GameEvent[]): CitadelState {
  const c = member(state, who);
  const old = c.weapons[slot];
  events.push(note('home', old ? `${c.name} leaves his ${WEAPON_NAMES[old]} at home and takes a ${WEAPON_NAMES[weapon]}.` : `${c.name} takes up a ${WEAPON_NAMES[weapon]}.`, '17.0'));
  return withMember(state, who, (m) => {
    const weapons = [...m.weapons];
    weapons[slot] = weapon;
    return { ...m, weapons };
  });
}
