import type { Choice, GameEvent } from '../../../engine/ruleset';
import { WEAPON_NAMES, WEAPONS, WEAPONS_CARRIED, type WeaponId } from '../data/characters';
import { describeMagicItem } from '../data/treasure-rolls';
import type { CitadelAction } from './actions';
import { note } from './events';
import { giveItem } from './loot';
import { active, activeMembers, member, withMember } from './party';
import type { Character, CitadelState } from './types';

/**
 * What the players decide for the party outside a fight: the marching order (PL 4.1 C3), who carries which treasure
 * (14.0: shared as the players like, the dead's goods included) and, between expeditions, the weapons (17.0).
 */

type C = Choice<CitadelAction>;

/** PL 4.1 C3: the order may change at any time until a fight begins: one member steps up past the one before him. */
export function orderChoices(state: CitadelState): readonly C[] {
  // Listed in every explore and encounter state; the list depends only on who is active in which order, and states
  // share that list (activeMembers) until the party or the order changes, so it is built once per list.
  const members = activeMembers(state);
  let found = orderByMembers.get(members);
  if (found === undefined) {
    found = orderChoicesOf(members);
    orderByMembers.set(members, found);
  }
  return found;
}

const orderByMembers = new WeakMap<readonly Character[], readonly C[]>();

function orderChoicesOf(members: readonly Character[]): readonly C[] {
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

/** Someone whose goods may be handed on: a member able to act, or one of the dead (not a stone figure, not a prisoner). */
function mayGive(state: CitadelState, c: Character): boolean {
  if (c.prisoner || state.statues?.[c.id] !== undefined) return false;
  return c.alive || !c.raised.includes('replaced');
}

/**
 * 14.0: every item, jewel and half of the Gold Marks a giver holds, to each other member able to act. The list grows
 * as givers × takers × goods (hundreds of choices late in a campaign) and is shown in every explore state, so it is
 * kept per party, each giver's choices to each taker are kept per giver's record, what does not depend on the taker
 * (the giver's words, each item's description) is made once per giver, and each choice is one literal.
 */
export function shareChoices(state: CitadelState): readonly C[] {
  // Listed whole wherever the choices are shown (the game wrapper's path, the app's) in every explore state: the list
  // depends only on the party's records, who is active in which order and who stands as stone, which most actions
  // (a move, a placed tile, an encounter) leave as they were, so it is kept per party array and rebuilt when one of
  // the three is a new object. The choices are read-only (listed-choices.ts), so states may share them.
  const takers = activeMembers(state);
  const kept = shareByParty.get(state.party);
  if (kept !== undefined && kept.takers === takers && kept.statues === state.statues) return kept.list;
  const list = shareChoicesOf(state, takers);
  shareByParty.set(state.party, { takers, statues: state.statues, list });
  return list;
}

const shareByParty = new WeakMap<CitadelState['party'], { readonly takers: readonly Character[]; readonly statues: CitadelState['statues']; readonly list: readonly C[] }>();

function shareChoicesOf(state: CitadelState, takers: readonly Character[]): readonly C[] {
  const out: C[] = [];
  for (const from of state.party) {
    if (!mayGive(state, from)) continue;
    // A heal, a wound or a purse changes one or two records and leaves the others the same objects: what one giver
    // may hand one taker is kept per giver's record and taker (of whom the choices name only his id and name), so
    // only the changed givers' choices are made again.
    let pairs = pairsByGiver.get(from);
    if (pairs === undefined) {
      pairs = new Map();
      pairsByGiver.set(from, pairs);
    }
    let words: GiverWords | undefined;
    for (const to of takers) {
      if (to.id === from.id) continue;
      let kept = pairs.get(to.id);
      if (kept === undefined || kept.name !== to.name) {
        words ??= giverWords(from);
        kept = { name: to.name, list: pairChoices(from, to, words) };
        pairs.set(to.id, kept);
      }
      for (const c of kept.list) out.push(c);
    }
  }
  return out;
}

const pairsByGiver = new WeakMap<Character, Map<string, { readonly name: string; readonly list: readonly C[] }>>();

/** What does not depend on the taker: the giver's words for each item, each jewel and his gold (made once per giver). */
interface GiverWords {
  readonly items: readonly string[];
  readonly jewels: readonly string[];
  readonly half: number;
  readonly gold: string;
}

function giverWords(from: Character): GiverWords {
  const gives = `${from.name}${from.alive ? '' : ' (dead)'} gives `;
  const half = from.alive ? Math.ceil(from.goldMarks / 2) : from.goldMarks;
  return {
    items: from.items.map((item) => `${gives}the ${describeMagicItem(item)} to `),
    jewels: from.jewels.map((value) => `${gives}a jewel worth ${value} GM to `),
    half,
    gold: `${gives}${from.alive ? 'half his Gold Marks' : 'his Gold Marks'} (${half}) to `,
  };
}

/** Every item, every jewel and half the Gold Marks (all a dead giver's) `from` may hand to `to`, in that order. */
function pairChoices(from: Character, to: Character, words: GiverWords): readonly C[] {
  const out: C[] = [];
  for (let index = 0; index < words.items.length; index++) {
    out.push({ section: '14.0', group: 'treasure', subjectId: from.id, beside: 'record', id: `give-item-${from.id}-${index}-${to.id}`, label: `${words.items[index]!}${to.name}`, action: { type: 'give', from: from.id, to: to.id, what: 'item', index } });
  }
  for (let index = 0; index < words.jewels.length; index++) {
    out.push({ section: '14.0', group: 'treasure', subjectId: from.id, beside: 'record', id: `give-jewel-${from.id}-${index}-${to.id}`, label: `${words.jewels[index]!}${to.name}`, action: { type: 'give', from: from.id, to: to.id, what: 'jewel', index } });
  }
  if (words.half > 0) {
    out.push({ section: '14.0', group: 'treasure', subjectId: from.id, beside: 'record', id: `give-gold-${from.id}-${to.id}`, label: `${words.gold}${to.name}`, action: { type: 'giveGold', from: from.id, to: to.id, goldMarks: words.half } });
  }
  return out;
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
