import type { Choice } from '../../../engine/ruleset';
import { describeMagicItem } from '../data/treasure-rolls';
import type { CitadelAction } from './actions';
import { idsAndNames, sameIdsAndNames, type IdsAndNames } from './kept-names';
import { activeMembers } from './party';
import type { Character, CitadelState } from './types';

/**
 * 14.0: the treasure anyone may hand to anyone — every item, jewel and half the Gold Marks (all of a dead giver's) a
 * giver holds, to each other member able to act. Listed in every explore and home state; it grows as givers × takers ×
 * goods (80 of an explore state's 99 choices on average in the bench's games, hundreds late in a campaign).
 *
 * What one giver may hand one taker reads only a few parts of their records: the giver's id, name, whether he lives,
 * his items, jewels and Gold Marks, and the taker's id and name. A fight's wound, a heal, experience or a spell marked
 * makes a new record but leaves those parts the same objects and values (states share a record's arrays until they
 * change), so the choices are kept per giver by exactly those parts and made again only when one of them changes.
 */

type C = Choice<CitadelAction>;

/** Someone whose goods may be handed on: a member able to act, or one of the dead (not a stone figure, not a prisoner). */
function mayGive(state: CitadelState, c: Character): boolean {
  if (c.prisoner || state.statues?.[c.id] !== undefined) return false;
  return c.alive || !c.raised.includes('replaced');
}

/** The hand-over choices of a state, made afresh (exported for the test that holds the kept list equal to it). */
export function handOverChoicesAfresh(state: CitadelState): C[] {
  const takers = activeMembers(state);
  const out: C[] = [];
  for (const from of state.party) {
    if (!mayGive(state, from)) continue;
    const words = giverWords(from);
    for (const to of takers) if (to.id !== from.id) out.push(...pairChoices(from.id, to, words));
  }
  return out;
}

/**
 * One giver's parts the choices are made from, his words (what does not depend on the taker) and what he may hand
 * each taker, by the taker's id (each with the name it was made with).
 */
interface Giver {
  readonly id: string;
  readonly name: string;
  readonly alive: boolean;
  readonly items: Character['items'];
  readonly jewels: Character['jewels'];
  readonly goldMarks: number;
  readonly words: GiverWords;
  readonly toTaker: Map<string, { readonly name: string; readonly list: readonly C[] }>;
}

/**
 * The last giver kept for each member id. A pure function of the parts compared, so games played in turn on one
 * thread never see each other's choices: another game's member with the same id has other item and jewel arrays
 * (arrays are never changed once made; where two are the same object their goods are the same, and so the choices).
 */
const givers = new Map<string, Giver>();

function keptGiver(from: Character): Giver {
  const kept = givers.get(from.id);
  if (kept !== undefined && kept.name === from.name && kept.alive === from.alive && kept.items === from.items && kept.jewels === from.jewels && kept.goldMarks === from.goldMarks) return kept;
  const giver: Giver = { id: from.id, name: from.name, alive: from.alive, items: from.items, jewels: from.jewels, goldMarks: from.goldMarks, words: giverWords(from), toTaker: new Map() };
  givers.set(from.id, giver);
  return giver;
}

function giverChoicesTo(giver: Giver, to: Character): readonly C[] {
  const kept = giver.toTaker.get(to.id);
  if (kept !== undefined && kept.name === to.name) return kept.list;
  const list = pairChoices(giver.id, to, giver.words);
  giver.toTaker.set(to.id, { name: to.name, list });
  return list;
}

/**
 * The whole list of the last state asked about, with the givers and takers it was made for: the next state's list is
 * the same array when its givers are the same kept entries, in the same order, and its takers the same ids and names.
 */
let last: { readonly givers: readonly Giver[]; readonly takers: IdsAndNames; readonly list: readonly C[] } | null = null;

/** The hand-over choices (14.0), kept as above. Read-only: states share them (listed-choices.ts hands out copies). */
export function handOverChoices(state: CitadelState): readonly C[] {
  const takers = activeMembers(state);
  const now: Giver[] = [];
  for (const from of state.party) if (mayGive(state, from)) now.push(keptGiver(from));
  if (last !== null && sameGivers(last.givers, now) && sameIdsAndNames(last.takers, takers)) return last.list;
  const out: C[] = [];
  for (const giver of now) {
    for (const to of takers) {
      if (to.id === giver.id) continue;
      for (const c of giverChoicesTo(giver, to)) out.push(c);
    }
  }
  last = { givers: now, takers: idsAndNames(takers), list: out };
  return out;
}

function sameGivers(a: readonly Giver[], b: readonly Giver[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

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

/** Every item, every jewel and half the Gold Marks (all a dead giver's) the giver `from` may hand to `to`, in that order. */
function pairChoices(from: string, to: Character, words: GiverWords): readonly C[] {
  const out: C[] = [];
  for (let index = 0; index < words.items.length; index++) {
    out.push({ section: '14.0', group: 'treasure', subjectId: from, beside: 'record', id: `give-item-${from}-${index}-${to.id}`, label: `${words.items[index]!}${to.name}`, action: { type: 'give', from, to: to.id, what: 'item', index } });
  }
  for (let index = 0; index < words.jewels.length; index++) {
    out.push({ section: '14.0', group: 'treasure', subjectId: from, beside: 'record', id: `give-jewel-${from}-${index}-${to.id}`, label: `${words.jewels[index]!}${to.name}`, action: { type: 'give', from, to: to.id, what: 'jewel', index } });
  }
  if (words.half > 0) {
    out.push({ section: '14.0', group: 'treasure', subjectId: from, beside: 'record', id: `give-gold-${from}-${to.id}`, label: `${words.gold}${to.name}`, action: { type: 'giveGold', from, to: to.id, goldMarks: words.half } });
  }
  return out;
}
