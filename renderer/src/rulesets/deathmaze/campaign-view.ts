/**
 * The campaign roster as the home screen shows it [13.0]: each adventurer's card and the engine's home choices placed on
 * the card they concern. Presentation only: the choices come from the engine, unchanged; this only sorts them.
 */
import type { Choice } from '@shared/engine/ruleset';
import type { Campaign, ExpeditionRecord, RosterAdventurer } from '@shared/rulesets/deathmaze/campaign/roster';
import type { PartyPick } from '@shared/rulesets/deathmaze/game/types';
import { describeMagicItem } from '@shared/rulesets/deathmaze/data/magic-items';
import { className, signed, spellLabel, weaponName } from './deathmaze-view';

export type RosterPlace = 'party' | 'home' | 'retired' | 'dead' | 'away';

export interface IndexedChoice {
  readonly choice: Choice<unknown>;
  /** The engine's position, so number keys and labels stay the same whatever the layout. */
  readonly index: number;
}

export interface RosterCard {
  readonly id: string;
  readonly name: string;
  readonly className: string;
  readonly place: RosterPlace;
  readonly placeLabel: string;
  readonly woundPoints: number;
  readonly magicResistance: number;
  readonly skills: string;
  readonly detrap: number;
  readonly spells: string;
  readonly weapons: string;
  readonly magicItems: readonly string[];
  readonly experience: number;
  readonly bezants: number;
  readonly expeditions: number;
  /** Monsters killed on all his expeditions. */
  readonly kills: number;
  readonly death?: { readonly cause: string; readonly where: string; readonly expedition: number };
  readonly choices: readonly IndexedChoice[];
  /** The engine offers to rename him: the card shows a name field rather than a button. */
  readonly renamable: boolean;
}

export interface ExpeditionRow {
  readonly id: number;
  readonly outcome: string;
  readonly party: string;
  readonly loot: string;
  readonly experience: string;
  readonly losses: string;
}

const PLACE_LABELS: Record<RosterPlace, string> = { party: 'In the party', home: 'At home', retired: 'Retired', dead: 'Dead', away: 'On expedition' };
const PLACE_ORDER: Record<RosterPlace, number> = { party: 0, home: 1, away: 2, retired: 3, dead: 4 };

function place(a: RosterAdventurer, selection: readonly PartyPick[]): RosterPlace {
  if (a.status === 'dead') return 'dead';
  if (a.status === 'retired') return 'retired';
  if (a.status === 'onExpedition') return 'away';
  return selection.some((p) => p.id === a.id) ? 'party' : 'home';
}

export function rosterCards(campaign: Campaign, selection: readonly PartyPick[], choices: readonly Choice<unknown>[]): { cards: RosterCard[]; rest: IndexedChoice[] } {
  const ids = new Set(campaign.roster.map((a) => a.id));
  const byId = new Map<string, IndexedChoice[]>();
  const rest: IndexedChoice[] = [];
  choices.forEach((choice, index) => {
    // The engine names the adventurer each home choice concerns (recruiting and setting out concern nobody).
    const who = choice.subjectId;
    if (who && ids.has(who)) byId.set(who, [...(byId.get(who) ?? []), { choice, index }]);
    else rest.push({ choice, index });
  });
  const cards = campaign.roster.map((a): RosterCard => {
    const where = place(a, selection);
    return {
      id: a.id,
      name: a.name,
      className: className(a),
      place: where,
      placeLabel: PLACE_LABELS[where],
      woundPoints: a.woundPoints,
      magicResistance: a.magicResistance,
      skills: Object.entries(a.weaponSkills)
        .map(([w, n]) => `${weaponName(w)} ${signed(n ?? 0)}`)
        .join(', '),
      detrap: a.detrap,
      spells: a.spells.map(spellLabel).join(', '),
      weapons: a.weapons.map((w) => `${weaponName(w.weapon)}${w.bonus ? ` ${signed(w.bonus)}` : ''}`).join(' and '),
      magicItems: a.magicItems.map(describeMagicItem),
      experience: a.experience,
      bezants: a.bezants,
      expeditions: a.expeditions.length,
      kills: a.kills ?? 0,
      death: a.death ? { cause: a.death.cause, where: a.death.where, expedition: a.death.expedition } : undefined,
      choices: (byId.get(a.id) ?? []).filter((c) => !c.choice.text),
      renamable: (byId.get(a.id) ?? []).some((c) => c.choice.text),
    };
  });
  cards.sort((x, y) => PLACE_ORDER[x.place] - PLACE_ORDER[y.place]);
  return { cards, rest };
}

export function expeditionRows(campaign: Campaign): ExpeditionRow[] {
  return campaign.expeditions.map((e: ExpeditionRecord) => {
    const members = e.members ?? [];
    const dead = members.filter((m) => !m.survived);
    return {
      id: e.id,
      outcome: e.status === 'underway' ? 'Underway' : e.won ? 'Won' : 'Lost',
      party: members.length ? members.map((m) => m.name).join(', ') : `${e.party.length} adventurers`,
      loot: e.loot ? `${e.loot.shared} B shared${e.loot.unshared ? `, ${e.loot.unshared} B left` : ''}${e.loot.magicItems.length ? `; ${e.loot.magicItems.join(', ')}` : ''}` : '—',
      experience: members.length ? members.map((m) => `${m.name} ${m.experienceGained}`).join(', ') : '—',
      losses: dead.length ? dead.map((m) => `${m.name}${m.cause ? ` (${m.cause})` : ''}`).join(', ') : 'None',
    };
  });
}
