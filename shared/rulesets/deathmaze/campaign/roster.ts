import { WEAPON_NAMES, type WeaponId } from '../data/characters';
import { forbiddenNameMessage, hasForbiddenNameCharacter } from '../../../core/names';
import { describeMagicItem, type MagicItem } from '../data/magic-items';
import type { SpellId } from '../advanced/spells';
import { ALL_CLASS_TRAITS, createAdvancedAdventurer, type AdvancedAdventurer, type AdvancedClassId } from '../advanced/wizard';

/** A weapon slot: an ordinary weapon (bonus 0) or a magic one with its Combat Bonus [9.21]. */
export interface RosterWeapon {
  readonly weapon: WeaponId;
  readonly bonus: number;
}

export interface DeathRecord {
  readonly expedition: number;
  /** How he died, in words ("killed by an Ogre", "turned to stone by a Medusa"). */
  readonly cause: string;
  /** Where, in words ("the room three doors north of the entrance"). */
  readonly where: string;
  /** [13.21] Savings lost with him. */
  readonly lostExperience: number;
  readonly lostBezants: number;
}

export interface AbilityPointRecord {
  /** Expeditions finished before the point was bought. */
  readonly afterExpedition: number;
  readonly option: string;
}

export type RosterStatus = 'available' | 'onExpedition' | 'retired' | 'dead';

/** An adventurer of the campaign [13.0], between expeditions. Wounds are not kept: survivors come home cured. */
export interface RosterAdventurer {
  readonly id: string;
  readonly name: string;
  readonly class: AdvancedClassId;
  readonly woundPoints: number;
  readonly magicResistance: number;
  readonly weaponSkills: Readonly<Partial<Record<WeaponId, number>>>;
  readonly detrap: number;
  readonly spells: readonly SpellId[];
  /** The two weapons he carried out of the last expedition (or was created with). */
  readonly weapons: readonly RosterWeapon[];
  /** Every other magic item he keeps [13.0], magic weapons he is not carrying included. */
  readonly magicItems: readonly MagicItem[];
  /** [13.21] Experience and Bezants (gems by value) left at home. */
  readonly experience: number;
  readonly bezants: number;
  readonly status: RosterStatus;
  /** Ids of the expeditions he went on. */
  readonly expeditions: readonly number[];
  readonly death?: DeathRecord;
  readonly advancement: readonly AbilityPointRecord[];
  /** Monsters killed on all his expeditions (absent until the first kill, and in campaigns saved before kills were counted). */
  readonly kills?: number;
}

export interface ExpeditionMemberResult {
  readonly id: string;
  readonly name: string;
  readonly survived: boolean;
  readonly experienceGained: number;
  /** [9.18] His share of the treasure, in Bezants' worth. */
  readonly share: number;
  readonly cause?: string;
  readonly where?: string;
}

export interface ExpeditionRecord {
  readonly id: number;
  readonly game: 'basic' | 'advanced';
  readonly party: readonly string[];
  readonly status: 'underway' | 'finished';
  readonly won?: boolean;
  readonly members?: readonly ExpeditionMemberResult[];
  /** Everything found: Bezants' worth shared, what was left unshared, magic items brought out. */
  readonly loot?: { readonly shared: number; readonly unshared: number; readonly magicItems: readonly string[] };
  /** [13.22] Charmed monsters that wandered off when the party came home. */
  readonly charmedLost?: readonly string[];
}

export interface Campaign {
  readonly version: 1;
  readonly name: string;
  /** Chosen when the campaign is created [13.0]; Wizards only in the Advanced game. */
  readonly game: 'basic' | 'advanced';
  readonly roster: readonly RosterAdventurer[];
  readonly expeditions: readonly ExpeditionRecord[];
  readonly nextId: number;
}

export type CampaignResult<T = Campaign> =
  | { readonly ok: true; readonly campaign: Campaign; readonly value: T }
  | { readonly ok: false; readonly rule: string; readonly message: string };

const refuse = (rule: string, message: string): { ok: false; rule: string; message: string } => ({ ok: false, rule, message });

export function createCampaign(name: string, game: 'basic' | 'advanced'): Campaign {
  return { version: 1, name: name.trim() || 'Campaign', game, roster: [], expeditions: [], nextId: 1 };
}

function find(campaign: Campaign, id: string): RosterAdventurer | undefined {
  return campaign.roster.find((a) => a.id === id);
}

function replace(campaign: Campaign, next: RosterAdventurer): Campaign {
  return { ...campaign, roster: campaign.roster.map((a) => (a.id === next.id ? next : a)) };
}

/** [3.1], [11.1] Creates an adventurer (a Wizard only in an Advanced campaign) and adds him to the roster. */
export function recruit(campaign: Campaign, input: unknown): CampaignResult<RosterAdventurer> {
  const made = createAdvancedAdventurer(input, campaign.game);
  if (!made.ok) return refuse('3.1', made.errors.join(' '));
  const a: AdvancedAdventurer = made.adventurer;
  if (campaign.roster.some((r) => r.status !== 'dead' && r.name === a.name)) return refuse('3.1', `There is already an adventurer called ${a.name} on the roster.`);
  const entry: RosterAdventurer = {
    id: `a${campaign.nextId}`,
    name: a.name,
    class: a.class,
    woundPoints: a.woundPoints,
    magicResistance: a.magicResistance,
    weaponSkills: { ...a.weaponSkills },
    detrap: a.detrap,
    spells: [...a.spells],
    weapons: a.weapons.map((weapon) => ({ weapon, bonus: 0 })),
    magicItems: [],
    experience: 0,
    bezants: 0,
    status: 'available',
    expeditions: [],
    advancement: [],
  };
  return { ok: true, campaign: { ...campaign, roster: [...campaign.roster, entry], nextId: campaign.nextId + 1 }, value: entry };
}

export function renameAdventurer(campaign: Campaign, id: string, name: string): CampaignResult<RosterAdventurer> {
  const a = find(campaign, id);
  if (!a) return refuse('13.0', `No adventurer “${id}” on the roster.`);
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > 40) return refuse('3.1', 'A name is 1 to 40 characters.');
  if (hasForbiddenNameCharacter(trimmed)) return refuse('3.1', forbiddenNameMessage('Adventurer names'));
  const next = { ...a, name: trimmed };
  return { ok: true, campaign: replace(campaign, next), value: next };
}

/** Retires a living adventurer between expeditions: he stays on the roster, with his savings, but goes no more. */
export function retireAdventurer(campaign: Campaign, id: string): CampaignResult<RosterAdventurer> {
  const a = find(campaign, id);
  if (!a) return refuse('13.0', `No adventurer “${id}” on the roster.`);
  if (a.status !== 'available') return refuse('13.0', `${a.name} is ${a.status === 'dead' ? 'dead' : a.status === 'retired' ? 'already retired' : 'on an expedition'}.`);
  const next: RosterAdventurer = { ...a, status: 'retired' };
  return { ok: true, campaign: replace(campaign, next), value: next };
}

/** A weapon for the next expedition: any ordinary weapon [13.0], or one of his magic weapons by its index in ownedMagicWeapons. */
export type WeaponPick = { readonly weapon: WeaponId } | { readonly magic: number };

/** His magic weapons, carried or not, in a stable order: carried ones first. */
export function ownedMagicWeapons(a: RosterAdventurer): RosterWeapon[] {
  return [
    ...a.weapons.filter((w) => w.bonus > 0),
    ...a.magicItems.flatMap((i) => (i.kind === 'weapon' ? [{ weapon: i.weapon, bonus: i.bonus }] : [])),
  ];
}

/** An adventurer as he enters the Deathmaze: cured [13.0], no savings with him [13.21], his chosen two weapons. */
export interface ExpeditionMember extends AdvancedAdventurer {
  readonly id: string;
  /** The Combat Bonus of the weapon in each slot (0 for an ordinary weapon). */
  readonly weaponBonuses: readonly number[];
}

function equip(a: RosterAdventurer, picks: readonly WeaponPick[]): { weapons: RosterWeapon[]; magicItems: MagicItem[] } | string {
  if (picks.length !== 2) return `${a.name} must carry two weapons [3.1], [13.0].`;
  const owned = ownedMagicWeapons(a);
  const used = new Set<number>();
  const weapons: RosterWeapon[] = [];
  const allowed = ALL_CLASS_TRAITS[a.class].allowedWeapons;
  for (const p of picks) {
    let w: RosterWeapon;
    if ('magic' in p) {
      const m = owned[p.magic];
      if (!m || used.has(p.magic)) return `${a.name} has no such magic weapon (#${p.magic}).`;
      used.add(p.magic);
      w = m;
    } else {
      w = { weapon: p.weapon, bonus: 0 };
    }
    if (!allowed.includes(w.weapon)) return `A ${ALL_CLASS_TRAITS[a.class].name} may not carry a ${WEAPON_NAMES[w.weapon]} [11.11].`;
    weapons.push(w);
  }
  // Magic weapons left at home are kept among his magic items [13.0].
  const otherItems = a.magicItems.filter((i) => i.kind !== 'weapon');
  const spare = owned.filter((_, i) => !used.has(i)).map((w): MagicItem => ({ kind: 'weapon', weapon: w.weapon, bonus: w.bonus }));
  return { weapons, magicItems: [...otherItems, ...spare] };
}

/**
 * [13.0] Picks the party of the next expedition from the roster (one to six living, available adventurers [3.0]):
 * each is cured of all Wounds, keeps his magic items, and carries two weapons of his choice. Savings stay at home.
 */
export function beginExpedition(
  campaign: Campaign,
  picks: readonly { readonly id: string; readonly weapons: readonly WeaponPick[] }[],
): CampaignResult<{ readonly expedition: number; readonly party: readonly ExpeditionMember[] }> {
  if (campaign.expeditions.some((e) => e.status === 'underway')) return refuse('13.0', 'An expedition is already underway.');
  if (picks.length < 1 || picks.length > 6) return refuse('3.0', 'A party has one to six adventurers [3.0].');
  if (new Set(picks.map((p) => p.id)).size !== picks.length) return refuse('3.0', 'An adventurer can be picked once.');
  let next = campaign;
  const party: ExpeditionMember[] = [];
  const id = campaign.expeditions.length + 1;
  for (const p of picks) {
    const a = find(campaign, p.id);
    if (!a) return refuse('13.0', `No adventurer “${p.id}” on the roster.`);
    if (a.status !== 'available') return refuse('13.0', `${a.name} cannot go: ${a.status === 'dead' ? 'he is dead' : a.status === 'retired' ? 'he has retired' : 'he is away'}.`);
    if (a.class === 'wizard' && campaign.game === 'basic') return refuse('11.11', 'Wizards exist only in the Advanced Game.');
    const kit = equip(a, p.weapons);
    if (typeof kit === 'string') return refuse('13.0', kit);
    next = replace(next, { ...a, weapons: kit.weapons, magicItems: kit.magicItems, status: 'onExpedition', expeditions: [...a.expeditions, id] });
    party.push({
      id: a.id,
      name: a.name,
      class: a.class,
      woundPoints: a.woundPoints,
      wounds: 0,
      magicResistance: a.magicResistance,
      weapons: kit.weapons.map((w) => w.weapon),
      weaponBonuses: kit.weapons.map((w) => w.bonus),
      weaponSkills: { ...a.weaponSkills },
      detrap: a.detrap,
      experience: 0,
      bezants: 0,
      gems: [],
      magicItems: kit.magicItems.filter((i) => i.kind !== 'weapon'),
      spells: [...a.spells],
    });
  }
  const record: ExpeditionRecord = { id, game: campaign.game, party: picks.map((p) => p.id), status: 'underway' };
  return { ok: true, campaign: { ...next, expeditions: [...next.expeditions, record] }, value: { expedition: id, party } };
}

/** How one member of the party came out of the Deathmaze. */
export type MemberReport =
  | {
      readonly id: string;
      readonly survived: true;
      readonly experienceGained: number;
      /** [9.18] His share, in Bezants' worth (see shareTreasure). */
      readonly share: number;
      /** What he carried out: his two weapons and his magic items (used-up ones gone). */
      readonly weapons: readonly RosterWeapon[];
      readonly magicItems: readonly MagicItem[];
      /** Monsters he killed on this expedition. */
      readonly kills?: number;
    }
  | { readonly id: string; readonly survived: false; readonly experienceGained?: number; readonly cause: string; readonly where: string; readonly kills?: number };

export interface ExpeditionReport {
  readonly won: boolean;
  readonly members: readonly MemberReport[];
  /** Bezants' worth left undivided by [9.18]. */
  readonly unshared?: number;
  /** [13.22] Charmed monsters with the party at the end, by name: they wander off. */
  readonly charmedMonsters?: readonly string[];
}

/**
 * [13.0], [13.21], [13.22] The party comes home. Survivors are cured, keep their magic items and weapons, and put their
 * experience and share with their savings; the dead are kept with how and where they died, their savings lost; charmed
 * monsters wander off. The expedition's result is recorded.
 */
export function endExpedition(campaign: Campaign, report: ExpeditionReport): CampaignResult<ExpeditionRecord> {
  const current = campaign.expeditions.find((e) => e.status === 'underway');
  if (!current) return refuse('13.0', 'No expedition is underway.');
  const ids = report.members.map((m) => m.id);
  if (ids.length !== current.party.length || !current.party.every((id) => ids.includes(id))) {
    return refuse('13.0', 'The report must account for every member of the party, once.');
  }
  let next = campaign;
  const results: ExpeditionMemberResult[] = [];
  const found: string[] = [];
  for (const m of report.members) {
    const a = find(campaign, m.id)!;
    if (m.survived) {
      if (m.weapons.length > 2) return refuse('13.0', `${a.name} may carry only two weapons [13.0].`);
      next = replace(next, {
        ...a,
        status: 'available',
        weapons: m.weapons,
        magicItems: [...a.magicItems.filter((i) => i.kind === 'weapon'), ...m.magicItems],
        experience: a.experience + m.experienceGained,
        bezants: a.bezants + m.share,
        ...(m.kills ? { kills: (a.kills ?? 0) + m.kills } : {}),
      });
      found.push(...m.magicItems.map(describeMagicItem));
      results.push({ id: a.id, name: a.name, survived: true, experienceGained: m.experienceGained, share: m.share });
    } else {
      const gained = m.experienceGained ?? 0;
      next = replace(next, {
        ...a,
        status: 'dead',
        experience: 0,
        bezants: 0,
        death: { expedition: current.id, cause: m.cause, where: m.where, lostExperience: a.experience + gained, lostBezants: a.bezants },
        ...(m.kills ? { kills: (a.kills ?? 0) + m.kills } : {}),
      });
      results.push({ id: a.id, name: a.name, survived: false, experienceGained: gained, share: 0, cause: m.cause, where: m.where });
    }
  }
  const shared = results.reduce((s, r) => s + r.share, 0);
  const record: ExpeditionRecord = {
    ...current,
    status: 'finished',
    won: report.won,
    members: results,
    loot: { shared, unshared: report.unshared ?? 0, magicItems: found },
    charmedLost: [...(report.charmedMonsters ?? [])],
  };
  return { ok: true, campaign: { ...next, expeditions: next.expeditions.map((e) => (e.id === current.id ? record : e)) }, value: record };
}

export function livingRoster(campaign: Campaign): RosterAdventurer[] {
  return campaign.roster.filter((a) => a.status !== 'dead');
}
