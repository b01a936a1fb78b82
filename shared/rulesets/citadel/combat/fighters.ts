import { roll, withResult } from '../../../core/dice';
import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import { WEAPON_ROW } from '../data/characters';
import { characteristics, DEMON_COUNT, levelCombatBonus, levelWoundCode } from '../data/monsters';
import type { Level } from '../data/levels';
import type { MonsterId } from '../data/monsters';
import type { CombatCharacterInput, CombatMonsterInput, Fighter } from './types';

/**
 * A monster rolled from the charts: its counter's wound code plus the level's (6.7, PL 6.8), its Combat Bonus plus the
 * level's, and an Evil Hero's 1D6 sword skill (8.2). The rolls are pushed as events.
 */
export function monsterCombatant(monster: MonsterId, id: string, level: Level, rng: Rng, events: GameEvent[], name?: string): CombatMonsterInput {
  const c = characteristics(monster);
  const code = levelWoundCode(monster, level);
  const label = name ?? c.name;
  const wp = roll(rng, code, { section: '8.2', table: 'Monster counters', purpose: `${label}'s Wound Points (level ${level})` });
  events.push({ kind: 'roll', text: `${label} has ${wp.total} Wound Points (${code}, rolled ${wp.faces.join('+')}).`, section: '8.2', roll: withResult(wp, String(wp.total)), data: { monsterId: id } });
  let weaponSkill = 0;
  if (c.weaponSkill !== null) {
    const ws = roll(rng, c.weaponSkill, { section: '8.2', table: 'Monster Characteristics Chart', purpose: `${label}'s sword skill` });
    events.push({ kind: 'roll', text: `${label} fights with a +${ws.total} sword (${c.weaponSkill}).`, section: '8.2', roll: withResult(ws, `+${ws.total}`), data: { monsterId: id } });
    weaponSkill = ws.total;
  }
  return {
    id,
    monster,
    name: label,
    woundPoints: wp.total,
    combatBonus: levelCombatBonus(monster, level),
    resistance: c.resistance,
    weapon: c.weapon,
    ...(weaponSkill ? { weaponSkill } : {}),
    spells: c.spells,
  };
}

/**
 * 16.0 (PL): the Hellgate's guard: 2D3+1 Demons (never doubled on level 3, the other level modifiers apply) and X the
 * Unknown. Ids are `demon-1`…, and `x`.
 */
export function hellgateGuards(level: Level, rng: Rng, events: GameEvent[]): CombatMonsterInput[] {
  const count = roll(rng, DEMON_COUNT, { section: '16.0', table: 'Hellgate', purpose: 'How many Demons guard the Hellgate' });
  events.push({ kind: 'roll', text: `${count.total} Demons guard the Hellgate (${DEMON_COUNT}, rolled ${count.faces.join('+')}).`, section: '16.0', roll: withResult(count, String(count.total)) });
  const guards: CombatMonsterInput[] = [];
  for (let i = 1; i <= count.total; i++) guards.push(monsterCombatant('demon', `demon-${i}`, level, rng, events, `Demon ${i}`));
  guards.push(monsterCombatant('x', 'x', level, rng, events));
  return guards;
}

export function characterFighter(c: CombatCharacterInput, rowIndex: number): Fighter {
  const usable = c.weapons.filter((w) => WEAPON_ROW[w.kind] === (rowIndex === 0 ? 1 : 2));
  const declared = c.weaponInHand !== undefined && c.weapons.some((w) => w.id === c.weaponInHand) ? c.weaponInHand : (usable[0] ?? c.weapons[0])?.id ?? null;
  return {
    id: c.id,
    name: c.name,
    kind: 'character',
    side: 'party',
    woundPoints: c.woundPoints,
    wounds: c.wounds,
    startWounds: c.woundPoints,
    dead: false,
    petrified: false,
    asleep: false,
    combatBonus: c.combatBonus,
    resistance: c.resistance,
    weapons: c.weapons,
    weaponInHand: declared,
    thrown: [],
    weaponSkills: c.weaponSkills ?? {},
    monsterWeapon: null,
    monsterWeaponSkill: 0,
    spells: c.spells ?? [],
    hellgateSkill: c.hellgateSkill ?? 0,
    freeCombatSpells: c.freeCombatSpells ?? false,
    cheapLightning: c.cheapLightning ?? false,
    mageArmor: c.mageArmor ?? 0,
    magicShield: false,
    healUses: { heal: c.healUses?.heal ?? 0, rejuvenate: c.healUses?.rejuvenate ?? 0 },
    strengthened: c.strengthened ?? false,
    items: (c.items ?? []).map((i) => ({ id: i.id, kind: i.kind, uses: i.uses })),
    ringCasts: [...(c.ringCasts ?? [])],
    modifiers: [...(c.modifiers ?? [])],
    charmedBy: null,
    possessedBy: null,
    firstWoundedAfterPhase: null,
    vampireAttacks: 0,
  };
}

export function monsterFighter(m: CombatMonsterInput, charmedBy: string | null = null): Fighter {
  return {
    id: m.id,
    name: m.name,
    kind: 'monster',
    monster: m.monster,
    side: charmedBy === null ? 'monsters' : 'party',
    woundPoints: m.woundPoints,
    wounds: m.wounds ?? 0,
    startWounds: m.woundPoints,
    dead: false,
    petrified: false,
    asleep: false,
    combatBonus: m.combatBonus,
    resistance: m.resistance,
    weapons: [],
    weaponInHand: null,
    thrown: [],
    weaponSkills: {},
    monsterWeapon: m.weapon,
    monsterWeaponSkill: m.weaponSkill ?? 0,
    spells: m.spells,
    hellgateSkill: 0,
    freeCombatSpells: false,
    cheapLightning: false,
    mageArmor: 0,
    magicShield: false,
    healUses: { heal: 0, rejuvenate: 0 },
    strengthened: false,
    items: [],
    ringCasts: [],
    modifiers: [],
    charmedBy,
    possessedBy: null,
    firstWoundedAfterPhase: (m.wounds ?? 0) > 0 ? 0 : null,
    vampireAttacks: 0,
  };
}

/**
 * 9.0 A: the monsters strongest first (most Wound Points left), so the three strongest stand in the first row. Where a
 * tie straddles a row's end a die for each tied monster decides (highest first; equal dice keep the order met).
 */
export function orderMonsters(monsters: readonly CombatMonsterInput[], rng: Rng, events: GameEvent[]): string[] {
  const left = (m: CombatMonsterInput) => m.woundPoints - (m.wounds ?? 0);
  const sorted = monsters.map((m, i) => ({ m, i, die: 0 })).sort((a, b) => left(b.m) - left(a.m) || a.i - b.i);
  if (sorted.length > 3) {
    for (let start = 0; start < sorted.length; ) {
      let end = start;
      while (end + 1 < sorted.length && left(sorted[end + 1]!.m) === left(sorted[start]!.m)) end++;
      const straddles = Math.floor(start / 3) !== Math.floor(end / 3);
      if (straddles) {
        for (let k = start; k <= end; k++) {
          const r = roll(rng, '1D6', { section: '9.0', table: 'Monster march order', purpose: `${sorted[k]!.m.name}'s place among equals` });
          events.push({ kind: 'roll', text: `${sorted[k]!.m.name} rolls ${r.total} for its place among monsters of equal Wound Points.`, section: '9.0', roll: withResult(r, String(r.total)) });
          sorted[k]!.die = r.total;
        }
        const group = sorted.slice(start, end + 1).sort((a, b) => b.die - a.die || a.i - b.i);
        sorted.splice(start, group.length, ...group);
      }
      start = end + 1;
    }
  }
  return sorted.map((s) => s.m.id);
}
