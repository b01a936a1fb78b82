import { WEAPON_NAMES, type WeaponId } from '../data/characters';
import { spellName, type SpellId } from '../advanced/spells';
import { ALL_CLASS_TRAITS } from '../advanced/wizard';
import type { Campaign, CampaignResult, RosterAdventurer } from './roster';

/** [13.11] The price of one ability point. */
export const ABILITY_POINT_COST = { experience: 75, bezants: 100 } as const;
/** [13.11] 3): Magic Resistance may not be raised above this. */
export const MAGIC_RESISTANCE_CAP = 5;

/** [13.11] 1)–5): what an ability point may buy. */
export type AdvancementOption =
  | { readonly kind: 'woundPoint' }
  | { readonly kind: 'weaponSkill'; readonly weapon: WeaponId }
  | { readonly kind: 'magicResistance' }
  | { readonly kind: 'detrap' }
  | { readonly kind: 'spell'; readonly spell: SpellId };

/** How many points his savings pay for now [13.11], [13.21] (each costs 75 experience and 100 Bezants' worth). */
export function abilityPointsAffordable(a: Pick<RosterAdventurer, 'experience' | 'bezants'>): number {
  return Math.max(0, Math.min(Math.floor(a.experience / ABILITY_POINT_COST.experience), Math.floor(a.bezants / ABILITY_POINT_COST.bezants)));
}

export function describeOption(o: AdvancementOption): string {
  switch (o.kind) {
    case 'woundPoint':
      return '+1 Wound Point';
    case 'weaponSkill':
      return `+1 ${WEAPON_NAMES[o.weapon]} skill`;
    case 'magicResistance':
      return '+1 Magic Resistance';
    case 'detrap':
      return '+1 Detrap';
    case 'spell':
      return `new spell: ${spellName(o.spell)}`;
  }
}

/** Why this option is closed to him, or undefined. */
export function optionProblem(a: RosterAdventurer, o: AdvancementOption): string | undefined {
  switch (o.kind) {
    case 'woundPoint':
      return undefined;
    case 'weaponSkill':
      return ALL_CLASS_TRAITS[a.class].allowedWeapons.includes(o.weapon) ? undefined : `A ${ALL_CLASS_TRAITS[a.class].name} cannot use a ${WEAPON_NAMES[o.weapon]} [11.11].`;
    case 'magicResistance':
      return a.magicResistance >= MAGIC_RESISTANCE_CAP ? `Magic Resistance may not be increased above ${MAGIC_RESISTANCE_CAP} [13.11].` : undefined;
    case 'detrap':
      return a.class === 'thief' ? undefined : 'Only a Thief may increase his Detrapping ability [13.11].';
    case 'spell':
      if (a.class !== 'wizard') return 'Only a Wizard may learn a new spell [13.11].';
      return a.spells.includes(o.spell) ? `${a.name} already knows ${spellName(o.spell)}.` : undefined;
  }
}

/** [13.11] Every option open to him now (one per weapon and spell), for the UI. */
export function advancementChoices(a: RosterAdventurer, spells: readonly SpellId[], weapons: readonly WeaponId[]): AdvancementOption[] {
  const all: AdvancementOption[] = [
    { kind: 'woundPoint' },
    ...weapons.map((weapon): AdvancementOption => ({ kind: 'weaponSkill', weapon })),
    { kind: 'magicResistance' },
    { kind: 'detrap' },
    ...spells.map((spell): AdvancementOption => ({ kind: 'spell', spell })),
  ];
  return abilityPointsAffordable(a) > 0 ? all.filter((o) => !optionProblem(a, o)) : [];
}

/**
 * [13.11] Spends 75 experience and 100 Bezants' worth of his savings (those left at home count, [13.21]) on one ability
 * point, used at once on the option chosen.
 */
export function buyAbilityPoint(a: RosterAdventurer, o: AdvancementOption, afterExpedition: number): { ok: true; adventurer: RosterAdventurer } | { ok: false; rule: string; message: string } {
  if (a.status === 'dead') return { ok: false, rule: '13.21', message: `${a.name} is dead; his savings were lost with him [13.21].` };
  if (a.status === 'onExpedition') return { ok: false, rule: '13.11', message: `${a.name} is in the Deathmaze; points are bought between games [13.11].` };
  if (abilityPointsAffordable(a) < 1) {
    return {
      ok: false,
      rule: '13.11',
      message: `${a.name} has ${a.experience} experience and ${a.bezants} Bezants; an ability point takes at least ${ABILITY_POINT_COST.experience} and ${ABILITY_POINT_COST.bezants} [13.11].`,
    };
  }
  const problem = optionProblem(a, o);
  if (problem) return { ok: false, rule: '13.11', message: problem };
  const paid = { ...a, experience: a.experience - ABILITY_POINT_COST.experience, bezants: a.bezants - ABILITY_POINT_COST.bezants };
  const record = { afterExpedition, option: describeOption(o) };
  let next: RosterAdventurer;
  switch (o.kind) {
    case 'woundPoint':
      next = { ...paid, woundPoints: a.woundPoints + 1 };
      break;
    case 'weaponSkill':
      next = { ...paid, weaponSkills: { ...a.weaponSkills, [o.weapon]: (a.weaponSkills[o.weapon] ?? 0) + 1 } };
      break;
    case 'magicResistance':
      next = { ...paid, magicResistance: a.magicResistance + 1 };
      break;
    case 'detrap':
      next = { ...paid, detrap: a.detrap + 1 };
      break;
    case 'spell':
      next = { ...paid, spells: [...a.spells, o.spell] };
      break;
  }
  return { ok: true, adventurer: { ...next, advancement: [...a.advancement, record] } };
}

/**
 * [13.11] "If at the end of a game" he has the experience and Bezants, he is given "one additional point": one point,
 * at the end of a game he came back from, not points banked and bought later. Why he may not take one now, or
 * undefined (what it costs is buyAbilityPoint's to check).
 */
export function abilityPointClosed(campaign: Campaign, a: RosterAdventurer): string | undefined {
  const finished = campaign.expeditions.filter((e) => e.status === 'finished');
  const last = finished[finished.length - 1];
  if (!last || !a.expeditions.includes(last.id) || campaign.expeditions.some((e) => e.status === 'underway')) {
    return `${a.name} did not just come back from an expedition: an ability point is given at the end of a game he played [13.11].`;
  }
  if (a.advancement.some((r) => r.afterExpedition === finished.length)) return `${a.name} has had this game's one ability point [13.11].`;
  return undefined;
}

/** buyAbilityPoint on a roster member: one point, at the end of a game he came back from [13.11]. */
export function advance(campaign: Campaign, id: string, o: AdvancementOption): CampaignResult<RosterAdventurer> {
  const a = campaign.roster.find((x) => x.id === id);
  if (!a) return { ok: false, rule: '13.0', message: `No adventurer “${id}” on the roster.` };
  const closed = a.status === 'available' ? abilityPointClosed(campaign, a) : undefined;
  if (closed) return { ok: false, rule: '13.11', message: closed };
  const done = campaign.expeditions.filter((e) => e.status === 'finished').length;
  const r = buyAbilityPoint(a, o, done);
  if (!r.ok) return r;
  return { ok: true, campaign: { ...campaign, roster: campaign.roster.map((x) => (x.id === id ? r.adventurer : x)) }, value: r.adventurer };
}
