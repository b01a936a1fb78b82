import type { RecordSheet, SheetField, SheetSection } from '../../../engine/sheet';
import { CLASS_NAMES, label, magicItemLabel, num, signed, spellLabel, weaponLabel, weaponSlotLabel } from './labels';

/** An adventurer's record as a save holds it, whatever its age: every field is read defensively. */
export type LooseRecord = Readonly<Record<string, unknown>>;

/** What the adventurer's own record does not hold but the campaign knows. All optional. */
export interface SheetExtras {
  readonly gameTitle?: string;
  readonly expeditionsSurvived?: number | null;
  readonly kills?: number | null;
  readonly dead?: { readonly where?: string | null; readonly how?: string | null } | null;
  readonly campaign?: string | null;
  readonly seed?: string | null;
}

const DASH = '—';
const isRecord = (v: unknown): v is LooseRecord => typeof v === 'object' && v !== null && !Array.isArray(v);
const array = (v: unknown): readonly unknown[] => (Array.isArray(v) ? v : []);

/** "Killed fighting 2 Trolls, in the room north of the entrance." — how, then where; either may be unknown. */
export function deathText(dead: NonNullable<SheetExtras['dead']>): string {
  const how = dead.how ?? 'Cause of death not recorded';
  const text = `${how.charAt(0).toUpperCase()}${how.slice(1)}, ${dead.where ?? 'place not recorded'}`;
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

function gemsText(gems: readonly number[]): string {
  if (gems.length === 0) return 'Gems: none';
  return `Gems (${gems.length}, worth ${gems.reduce((sum, g) => sum + g, 0)} Bezants): ${gems.join(', ')}`;
}

/** [9.3], [11.5], [9.5]: what changes an adventurer for a while, in words; empty for most. */
function conditions(a: LooseRecord): string[] {
  const out: string[] = [];
  if (a.drunk === true) out.push('Drunk (−2)');
  if (num(a.strength) > 0) out.push(`Strength +${num(a.strength)}`);
  if (a.cannabis === true) out.push('Cannabis');
  if (num(a.mageArmor) > 0) out.push(`Mage Armour ${num(a.mageArmor)}`);
  return out;
}

const countText = (n: number | null | undefined): string => (n === null || n === undefined ? DASH : String(n));

/**
 * Deathmaze's Character Record [3.1] as a ruleset-neutral sheet, its boxes in the rulebook's order: Wound Points
 * (one square per point, crossed for each wound) and Magic Resistance; Weapon Skill ("+1 Sword", [3.1 b]) and
 * Weapon; Skills/Spells ("2 Detrap" for anyone with Detrap skill [3.1], then the spells [11.12]) and Magic Items;
 * Experience and Gold/Gems [9.14]; then what the app tracked beyond the paper record (status, expeditions, kills).
 */
export function adventurerSheet(a: LooseRecord, extras: SheetExtras = {}): RecordSheet {
  const bonuses = array(a.weaponBonuses);
  const skills = Object.entries(isRecord(a.weaponSkills) ? a.weaponSkills : {})
    .filter((entry): entry is [string, number] => typeof entry[1] === 'number' && entry[1] !== 0)
    .map(([weapon, bonus]) => `${signed(bonus)} ${weaponLabel(weapon)}`);
  const spells = array(a.spells).map((s) => spellLabel(String(s)));
  const detrap = num(a.detrap);
  const woundPoints = num(a.woundPoints);
  const wounds = num(a.wounds);
  const gems = array(a.gems).filter((g): g is number => typeof g === 'number');
  const dead = extras.dead ?? null;
  const woundField: SheetField = {
    label: 'Wound Points',
    value: String(woundPoints),
    note: `Wounds taken: ${wounds} · ${Math.max(0, woundPoints - wounds)} remaining`,
    ...(woundPoints > 0 && woundPoints <= 40 ? { tally: { of: woundPoints, marked: Math.min(wounds, woundPoints) } } : {}),
  };
  const now = conditions(a);
  const record: SheetSection = {
    title: 'Character Record',
    fields: [woundField, { label: 'Magic Resistance', value: String(num(a.magicResistance)) }],
    lists: [
      { label: 'Weapon Skill', items: skills },
      { label: 'Weapon', items: array(a.weapons).map((w, i) => weaponSlotLabel(w, bonuses[i])) },
      ...(now.length > 0 ? [{ label: 'Conditions', items: now }] : []),
      { label: 'Skills/Spells', items: [...(detrap > 0 ? [`${detrap} Detrap`] : []), ...spells], long: true },
      { label: 'Magic Items', items: array(a.magicItems).filter(isRecord).map((item) => magicItemLabel(item)), long: true },
    ],
  };
  const treasure: SheetSection = {
    title: 'Treasure',
    fields: [
      { label: 'Experience', value: String(num(a.experience)), note: 'Experience Points' },
      { label: 'Gold/Gems', value: `${num(a.bezants)} Bezants`, note: gemsText(gems) },
    ],
    lists: [],
  };
  const campaign: SheetSection = {
    title: 'Campaign',
    fields: [
      { label: 'Status', value: dead ? 'Dead' : 'Alive', ...(dead ? { note: deathText(dead) } : {}) },
      { label: 'Expeditions Survived', value: countText(extras.expeditionsSurvived) },
      { label: 'Kills', value: countText(extras.kills) },
    ],
    lists: [],
  };
  return {
    gameTitle: extras.gameTitle ?? 'Deathmaze',
    ...(typeof a.id === 'string' ? { id: a.id } : {}),
    name: typeof a.name === 'string' ? a.name : '',
    role: label(CLASS_NAMES, a.class),
    roleLabel: 'Class',
    alive: dead === null,
    death: dead ? deathText(dead) : null,
    sections: [record, treasure, campaign],
    campaign: extras.campaign ?? null,
    seed: extras.seed ?? null,
  };
}
