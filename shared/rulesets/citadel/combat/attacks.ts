import type { RollModifier } from '../../../core/dice';
import { roll, withResult } from '../../../core/dice';
import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import { WEAPON_NAMES, WEAPON_ROW, type WeaponId } from '../data/characters';
import type { CrtColumnId } from '../data/crt';
import { removeFromRows, closeUp } from './rows';
import { note, resists, rollCrt } from './rolls';
import type { CitadelCombat, CombatWeaponInput, Fighter } from './types';
import { changeSides, wound } from './wounds';

export function weaponOf(f: Fighter, id: string | null): CombatWeaponInput | undefined {
  return id === null ? undefined : f.weapons.find((w) => w.id === id);
}

export function weaponName(w: CombatWeaponInput): string {
  const base = w.name ?? WEAPON_NAMES[w.kind];
  return w.magicBonus ? `${base} +${w.magicBonus}` : base;
}

/**
 * What a fighter strikes with: a character his weapon (for one turned against the party, a first-row weapon he carries,
 * else his bare Combat Bonus on the Monsters column); a monster its 8.2 weapon, or the Monsters column.
 */
function strikeWith(f: Fighter): { column: CrtColumnId; label: string; weapon: CombatWeaponInput | null; kind: WeaponId | null } {
  if (f.kind === 'monster') {
    return f.monsterWeapon === null ? { column: 'monsters', label: 'its natural attack', weapon: null, kind: null } : { column: f.monsterWeapon, label: WEAPON_NAMES[f.monsterWeapon], weapon: null, kind: f.monsterWeapon };
  }
  let w = weaponOf(f, f.weaponInHand);
  if (f.side === 'monsters' && (w === undefined || WEAPON_ROW[w.kind] !== 1)) w = f.weapons.find((x) => WEAPON_ROW[x.kind] === 1);
  if (w === undefined) return { column: 'monsters', label: 'his bare hands', weapon: null, kind: null };
  return { column: w.kind, label: weaponName(w), weapon: w, kind: w.kind };
}

/** 9.0 E and PL 9.5–9.6: 1D6 + weapon skill (that weapon only) + magic bonus + Combat Bonus, for every attacker. */
export function attackModifiers(f: Fighter, kind: WeaponId | null, weapon: CombatWeaponInput | null): RollModifier[] {
  const mods: RollModifier[] = [];
  if (f.kind === 'monster') {
    if (f.monsterWeaponSkill) mods.push({ label: `${WEAPON_NAMES[f.monsterWeapon ?? 'sword']} skill (8.2)`, value: f.monsterWeaponSkill });
    if (f.combatBonus) mods.push({ label: 'Combat Bonus (9.6)', value: f.combatBonus });
    if (f.monster === 'hydra' && f.wounds > 0) mods.push({ label: 'Hydra wounds (15.6)', value: f.wounds });
  } else {
    const skill = kind === null ? 0 : (f.weaponSkills[kind] ?? 0);
    if (skill && kind !== null) mods.push({ label: `${WEAPON_NAMES[kind]} skill (4.3)`, value: skill });
    if (weapon?.magicBonus) mods.push({ label: `magic ${WEAPON_NAMES[weapon.kind]} (14.3)`, value: weapon.magicBonus });
    if (f.combatBonus) mods.push({ label: 'Combat Bonus (9.5)', value: f.combatBonus });
  }
  for (const m of f.modifiers) mods.push({ label: `${m.label} (${m.section})`, value: m.value });
  return mods;
}

/**
 * One attack on the Combat Results Table and its results, with the monster abilities that ride on an attack: the
 * Chimera's fire (15.2), the Medusa's gaze (15.3) and, in its first two Monster Combat Phases, the Vampire's Charm
 * (15.5).
 */
export function attack(combat: CitadelCombat, attacker: Fighter, target: Fighter, rng: Rng, events: GameEvent[]): void {
  const how = strikeWith(attacker);
  const wounds = rollCrt(
    rng,
    { attacker: attacker.name, victim: target.name, column: how.column, weaponLabel: how.label, modifiers: attackModifiers(attacker, how.kind, how.weapon) },
    events,
    { attackerId: attacker.id, targetId: target.id },
  );
  // 9.5: a throw dagger is thrown once per fight.
  if (how.weapon?.kind === 'throwDagger' && attacker.side === 'party') {
    attacker.thrown = [...attacker.thrown, how.weapon.id];
    attacker.weaponInHand = null;
  }
  wound(combat, target, wounds, events, { section: '9.9', by: attacker.id });
  if (attacker.kind !== 'monster' || attacker.side !== 'monsters' || target.kind !== 'character') return;
  if (attacker.monster === 'chimera' && !target.dead && !target.petrified) {
    if (!resists(rng, target, "the Chimera's fire", '15.2', events)) wound(combat, target, 1, events, { section: '15.2', by: attacker.id });
  }
  if (attacker.monster === 'medusa' && !target.dead && !target.petrified) {
    const r = roll(rng, '1D6', { section: '15.3', table: 'Medusa', purpose: `Does the Medusa turn ${target.name} to stone?` });
    const stone = r.total === 6;
    events.push({ kind: 'roll', text: `The Medusa's gaze: rolled ${r.total}${stone ? `: ${target.name} is turned to stone` : ': no effect'} (15.3).`, section: '15.3', roll: withResult(r, stone ? 'stone' : 'no effect') });
    if (stone) {
      target.petrified = true;
      removeFromRows(combat, target.id);
      closeUp(combat);
      events.push(note(`${target.name} leaves the march order; after the fight Stone-Flesh may revive him, otherwise he is dead (15.3).`, '15.3', { petrified: target.id }));
    }
  }
}

/** 15.5: the Vampire's free Charm on the character it attacks, in the first two Monster Combat Phases it fights. */
export function vampireCharm(combat: CitadelCombat, vampire: Fighter, target: Fighter, rng: Rng, events: GameEvent[]): void {
  vampire.vampireAttacks += 1;
  if (vampire.vampireAttacks > 2 || target.dead || target.petrified || target.kind !== 'character' || target.side !== 'party') return;
  if (resists(rng, target, "the Vampire's Charm", '15.5', events)) return;
  target.charmedBy = vampire.id;
  changeSides(combat, target, 'monsters');
  events.push(note(`${target.name} is charmed: he stands in the monsters' first row, attacks the party and casts nothing, until the Vampire dies or Redemption frees him (15.5).`, '15.5', { charmed: target.id }));
}
