import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import { LIGHTNING_DAMAGE, spell, type SpellId } from '../data/spells';
import { frontRow, members, placeOf } from './rows';
import { note, pickByDie, resists, rollAmount } from './rolls';
import type { CitadelCombat, Fighter } from './types';
import { changeSides, free, kill, living, wound } from './wounds';

/**
 * The spells a character may cast in a fight (10.1): the combat (C) spells, Wrath of God (10.8), and the any-time (NC)
 * spells that act on a fight: Heal, Rejuvenate, Mage Armor and Strength. Hesitate is cast before the fight begins.
 */
export const COMBAT_SPELLS: readonly SpellId[] = ['charm', 'blast', 'explosion', 'lightning', 'sleep', 'redemption', 'magicShield', 'ceaseFire', 'mentalAttack', 'wrathOfGod', 'heal', 'rejuvenate', 'mageArmor', 'strength'];

/** Spells that wound, which Magic Shield stops (10.5). */
const WOUNDING: readonly SpellId[] = ['blast', 'explosion', 'lightning', 'mentalAttack', 'wrathOfGod'];

/** Damage of the wounding spells (PL 10.5, 10.8; Lightning 1D3×2 by ruling). */
const DAMAGE: Partial<Record<SpellId, string>> = { lightning: LIGHTNING_DAMAGE, mentalAttack: '2D6+2', wrathOfGod: '2D6+2' };

/** The Wound Points a character pays for a spell now: Alloces makes combat-only spells free, Avnas and Asmoday Lightning 1 (13.5). */
export function spellCost(caster: Fighter, id: SpellId): number {
  if (caster.freeCombatSpells && (spell(id).type === 'C' || id === 'wrathOfGod')) return 0;
  if (id === 'lightning' && caster.cheapLightning) return 1;
  return spell(id).cost;
}

/** Whether paying `cost` leaves the caster alive (10.2: a spell may not be cast if its cost would kill). */
export function canAfford(caster: Fighter, cost: number): boolean {
  return caster.wounds + cost < caster.woundPoints;
}

export type TargetRule = 'none' | 'monsterFront' | 'monsterFrontTwo' | 'anyMonster' | 'turned' | 'ally' | 'woundedOther' | 'unstrengthened';

/** Where each combat spell may be aimed (PL 10.5). */
export const SPELL_TARGETS: Readonly<Record<SpellId, TargetRule>> = {
  charm: 'monsterFrontTwo',
  blast: 'monsterFront',
  explosion: 'none',
  lightning: 'monsterFront',
  sleep: 'anyMonster',
  redemption: 'turned',
  magicShield: 'ally',
  hesitate: 'none',
  ceaseFire: 'none',
  mentalAttack: 'monsterFront',
  wrathOfGod: 'monsterFront',
  lock: 'none',
  mageArmor: 'ally',
  neutralizePoison: 'none',
  stoneFlesh: 'none',
  strength: 'unstrengthened',
  heal: 'woundedOther',
  rejuvenate: 'woundedOther',
  teleport: 'none',
  thief: 'none',
  oratory: 'none',
  cow: 'none',
  daunt: 'none',
  sway: 'none',
  cajole: 'none',
  resurrect: 'none',
};

/** The fighters a spell may be aimed at now, by `caster`. */
export function spellTargets(combat: CitadelCombat, id: SpellId, caster?: Fighter): Fighter[] {
  const rule = SPELL_TARGETS[id];
  const onRows = (rows: number[]) =>
    combat.fighters.filter((f) => {
      if (f.dead || f.petrified || f.side !== 'monsters') return false;
      const p = placeOf(combat, f.id);
      return p !== undefined && p.side === 'monsters' && rows.includes(p.row);
    });
  switch (rule) {
    case 'monsterFront':
      return onRows([0]);
    case 'monsterFrontTwo':
      // 10.5 Charm: a monster of the first two rows; 14.6 (PL) it also breaks the Evil talisman's hold.
      return onRows([0, 1]).filter((f) => f.kind === 'monster' || f.possessedBy === 'evilTalisman');
    case 'anyMonster':
      return living(combat, 'monsters').filter((f) => f.kind === 'monster' && !f.asleep);
    case 'turned':
      return living(combat, 'monsters').filter((f) => f.kind === 'character');
    case 'ally':
      return living(combat, 'party').filter((f) => f.kind === 'character' && !(id === 'magicShield' && f.magicShield));
    case 'woundedOther':
      // 10.6: never on oneself.
      return living(combat, 'party').filter((f) => f.kind === 'character' && f.wounds > 0 && f.id !== caster?.id);
    case 'unstrengthened':
      return living(combat, 'party').filter((f) => f.kind === 'character' && !f.strengthened);
    case 'none':
      return [];
  }
}

/** 10.5 Cease Fire may not be used against X the Unknown. */
export function xInFight(combat: CitadelCombat): boolean {
  return combat.fighters.some((f) => f.monster === 'x' && !f.dead);
}

/** A spell that may wound `target`: Magic Shield stops it, then a resisted spell allows a Resistance Check (11.0). */
function landsOn(target: Fighter, id: SpellId, rng: Rng, events: GameEvent[], by: string): boolean {
  if (WOUNDING.includes(id) && target.magicShield) {
    events.push(note(`${target.name}'s Magic Shield turns the ${spell(id).name} aside (10.5).`, '10.5', { fighterId: target.id }));
    return false;
  }
  if (spell(id).resisted && resists(rng, target, `${by}'s ${spell(id).name}`, '11.0', events)) return false;
  return true;
}

/**
 * A party caster's spell (10.0): he pays its cost in Wound Points first, then it takes effect. The caller has checked
 * the caster, his row, the target and the cost.
 */
export function castPartySpell(combat: CitadelCombat, caster: Fighter, id: SpellId, target: Fighter | undefined, rng: Rng, events: GameEvent[], ring = false): void {
  const def = spell(id);
  const cost = ring ? 0 : spellCost(caster, id);
  if (ring) {
    // The first of the ring's casts of it is spent; the list is replaced (the fight before this action shares it, copy.ts).
    const at = caster.ringCasts.indexOf(id);
    caster.ringCasts = [...caster.ringCasts.slice(0, at), ...caster.ringCasts.slice(at + 1)];
  }
  const paid = ring ? ' free, by his ring (14.8)' : cost ? `, paying ${cost} Wound Point${cost === 1 ? '' : 's'}` : ' at no cost';
  events.push(note(`${caster.name} casts ${def.name}${target ? ` at ${target.name}` : ''}${paid} (${def.section}).`, def.section, target ? { casterId: caster.id, spell: id, targetId: target.id } : { casterId: caster.id, spell: id }));
  if (cost) wound(combat, caster, cost, events, { section: '10.0', absorbable: false });
  switch (id) {
    case 'blast':
      if (target && landsOn(target, id, rng, events, caster.name)) wound(combat, target, 2, events, { section: '10.5', by: caster.id });
      break;
    case 'lightning':
    case 'mentalAttack':
    case 'wrathOfGod':
      if (target && landsOn(target, id, rng, events, caster.name)) {
        const n = rollAmount(rng, DAMAGE[id]!, def.section, `${def.name} (spell list)`, `${def.name} on ${target.name}`, events);
        wound(combat, target, n, events, { section: def.section, by: caster.id });
      }
      break;
    case 'explosion':
      // PL 10.5: everyone in the fight who fails to resist; the caster, who pays its cost, is not caught (see rulings).
      for (const f of combat.fighters) {
        if (f.id === caster.id || f.dead || f.petrified) continue;
        if (landsOn(f, id, rng, events, caster.name)) wound(combat, f, 1, events, { section: '10.5', by: caster.id });
      }
      break;
    case 'sleep':
      if (target && landsOn(target, id, rng, events, caster.name)) {
        target.asleep = true;
        events.push(note(`${target.name} falls asleep: it will be killed without a roll once the others are dealt with (10.5).`, '10.5', { asleep: target.id }));
      }
      break;
    case 'charm':
      if (target && landsOn(target, id, rng, events, caster.name)) {
        if (target.kind === 'character') {
          free(combat, target, events, `${target.name} is freed of the Evil talisman's hold and rejoins the party (14.6).`, '14.6');
        } else {
          target.charmedBy = caster.id;
          changeSides(combat, target, 'party');
          events.push(note(`${target.name} is charmed and joins the party under ${caster.name}'s control (10.5).`, '10.5', { charmed: target.id }));
        }
      }
      break;
    case 'redemption':
      if (target && landsOn(target, id, rng, events, caster.name)) {
        free(combat, target, events, `${target.name} is redeemed and rejoins the party, keeping his wounds (10.5).`, '10.5');
      }
      break;
    case 'magicShield':
      if (target) {
        target.magicShield = true;
        events.push(note(`${target.name} is shielded from wounding spells for the rest of the fight (10.5).`, '10.5', { fighterId: target.id }));
      }
      break;
    case 'heal':
    case 'rejuvenate':
      if (target) {
        if (!ring) {
          const uses = caster.healUses;
          caster.healUses = id === 'heal' ? { heal: uses.heal - 1, rejuvenate: uses.rejuvenate } : { heal: uses.heal, rejuvenate: uses.rejuvenate - 1 };
        }
        const n = rollAmount(rng, id === 'heal' ? '1D3+1' : '1D6+1', '10.6', `${def.name} (spell list)`, `${def.name} on ${target.name}`, events);
        const healed = Math.min(n, target.wounds);
        target.wounds -= healed;
        events.push(note(`${target.name} is healed of ${healed} wound${healed === 1 ? '' : 's'} (${target.wounds} of ${target.woundPoints}); ${caster.healUses[id]} cast${caster.healUses[id] === 1 ? '' : 's'} of ${def.name} left (10.6).`, '10.6', { fighterId: target.id }));
      }
      break;
    case 'mageArmor':
      if (target) {
        const n = rollAmount(rng, '1D3+1', '10.6', 'Mage Armor (spell list)', `Mage Armor on ${target.name}`, events);
        target.mageArmor = Math.max(target.mageArmor, n);
        events.push(note(`${target.name}'s Mage Armor will absorb the next ${target.mageArmor} wounds (10.6).`, '10.6', { fighterId: target.id }));
      }
      break;
    case 'strength':
      if (target) {
        const n = rollAmount(rng, '1D6', '10.6', 'Strength (spell list)', `Strength on ${target.name}`, events);
        target.strengthened = true;
        target.modifiers = [...target.modifiers, { label: 'Strength spell', value: n, section: '10.6' }];
        events.push(note(`${target.name}'s Combat Bonus is +${n} for the rest of this fight (10.6, 14.5).`, '10.6', { fighterId: target.id }));
      }
      break;
    case 'ceaseFire':
      combat.result = 'ceaseFire';
      events.push(note('The fighting stops at once: the monsters keep to themselves as after an Agreement (10.5, 8.5).', '10.5'));
      break;
    default:
      break;
  }
}

/**
 * 9.3 a monster's target among the party's first row: the one opposite it, or the nearest; a die between equally near
 * ones; a monster behind the first row rolls among them all.
 */
export function monsterTarget(combat: CitadelCombat, m: Fighter, rng: Rng, events: GameEvent[], what = 'attacks'): Fighter | undefined {
  const place = placeOf(combat, m.id);
  if (!place) return undefined;
  const front = combat.partyRows[0] ?? [];
  let options: string[];
  if (place.row === 0) {
    let best = Infinity;
    options = [];
    front.forEach((id, b) => {
      if (id === null) return;
      const d = Math.abs(b - place.box);
      if (d < best) [best, options] = [d, [id]];
      else if (d === best) options.push(id);
    });
  } else options = members(front);
  const byId = (id: string) => combat.fighters.find((f) => f.id === id)!;
  const chosen = pickByDie(rng, options, (id) => byId(id).name, `Whom ${m.name} ${what}`, '9.3', events);
  return chosen === undefined ? undefined : byId(chosen);
}

/** 15.7: an Evil Mage or X casts Lightning every Monster Combat Phase unless its cost of 2 would kill it. */
export function monsterMayCast(m: Fighter): boolean {
  return m.spells.includes('lightning') && canAfford(m, spell('lightning').cost);
}

export function monsterLightning(combat: CitadelCombat, m: Fighter, rng: Rng, events: GameEvent[]): void {
  const target = monsterTarget(combat, m, rng, events, 'casts Lightning at');
  if (!target) return;
  events.push(note(`${m.name} casts Lightning at ${target.name}, paying 2 Wound Points (15.7).`, '15.7', { casterId: m.id, targetId: target.id, spell: 'lightning' }));
  wound(combat, m, spell('lightning').cost, events, { section: '10.0', absorbable: false });
  if (!landsOn(target, 'lightning', rng, events, m.name)) return;
  const n = rollAmount(rng, LIGHTNING_DAMAGE, '10.5', 'Lightning (spell list)', `Lightning on ${target.name}`, events);
  wound(combat, target, n, events, { section: '10.5', by: m.id });
}

/** 16.0 Hellgate Combat: three free Blasts while X lives, each at a party first-row character by the 9.3 die. */
export function hellgateBlasts(combat: CitadelCombat, rng: Rng, events: GameEvent[]): void {
  if (!combat.hellgate?.powered) return;
  for (let i = 1; i <= 3; i++) {
    const options = frontRow(combat, 'party');
    if (options.length === 0) return;
    const byId = (id: string) => combat.fighters.find((f) => f.id === id)!;
    const chosen = pickByDie(rng, options, (id) => byId(id).name, `Hellgate Blast ${i}: its target`, '16.0', events);
    const target = byId(chosen!);
    events.push(note(`The Hellgate casts Blast ${i} of 3 at ${target.name} (16.0).`, '16.0', { targetId: target.id, spell: 'blast' }));
    if (landsOn(target, 'blast', rng, events, 'the Hellgate')) wound(combat, target, 2, events, { section: '16.0', by: 'hellgate' });
  }
}

/** 10.5 Sleep: once every other monster is dealt with, the sleepers are killed without a roll. */
export function killSleepers(combat: CitadelCombat, events: GameEvent[]): void {
  const awake = living(combat, 'monsters').filter((f) => !f.asleep);
  if (awake.length > 0) return;
  for (const f of living(combat, 'monsters')) {
    if (!f.asleep) continue;
    events.push(note(`${f.name}, asleep, is killed without a roll (10.5).`, '10.5'));
    kill(combat, f, events, null);
  }
}
