import type { GameEvent } from '../../../engine/ruleset';
import { RESISTANCE_CAP, WEAPON_NAMES } from '../data/characters';
import { characteristics } from '../data/monsters';
import type { SpellId } from '../data/spells';
import { describeMagicItem } from '../data/treasure-rolls';
import type { CombatCharacterInput, CombatContext, CombatItemInput, CombatModifier, CombatMonsterInput, CombatOutcome } from '../combat';
import { activeMembers, capSkill, maxWounds, ringCastsLeft, usableSpells, weaponBonus, woundsWith } from './party';
import { keyOf } from '../maze/grid';
import type { Character, CitadelState, MonsterGroup } from './types';

/**
 * The bridge between the engine's records and the combat module (citadel/combat): a character and a monster counter
 * as the fight takes them, and the fight's outcome carried back onto the records.
 */

/** The ids of a character's magic items as the fight names them: "<character>-item-<index>". */
function itemId(c: Character, index: number): string {
  return `${c.id}-item-${index}`;
}

function combatItems(c: Character): CombatItemInput[] {
  const out: CombatItemInput[] = [];
  c.items.forEach((item, i) => {
    if (item.type === 'potion') {
      const kind = item.kind === 'strength' ? 'strengthPotion' : item.kind === 'healing' ? 'healingPotion' : item.kind === 'charmPerson' ? 'charmPerson' : item.kind === 'charmMonster' ? 'charmMonster' : null;
      if (kind) out.push({ id: itemId(c, i), kind, uses: 1 });
    }
    if (item.type === 'talisman' && item.kind === 'mind') out.push({ id: itemId(c, i), kind: 'mindTalisman', uses: 1 });
  });
  return out;
}

export function combatCharacter(state: CitadelState, c: Character): CombatCharacterInput {
  let ring = 0;
  for (const item of c.items) if (item.type === 'ring') ring = Math.max(ring, item.kind === 'resist2' ? 2 : item.kind === 'resist1' ? 1 : 0);
  // 14.8: rings cast their spell free once an expedition: what is left of it is kept between fights (a Neutralize
  // Poison ring's cast goes through a fight unused: the fight never offers it, 10.1 ruling).
  const ringCasts = ringCastsLeft(state, c);
  const modifiers: CombatModifier[] = [];
  if (c.expeditionPenalty > 0) modifiers.push({ label: 'Alcohol, Blood or Alloces this expedition', value: -c.expeditionPenalty, section: '13.1' });
  if (c.strength) modifiers.push({ label: 'Strength spell', value: c.strength, section: '10.6' });
  // One literal, every key always written (an absent boon is undefined, which the fight reads as absent): each fight
  // builds one of these per member, and a conditional spread inside a literal copies through V8's slow path, besides
  // giving the inputs a shape per combination of boons for `characterFighter` to read.
  return {
    id: c.id,
    name: c.name,
    woundPoints: maxWounds(c),
    wounds: c.wounds,
    combatBonus: c.combatBonus,
    resistance: Math.min(RESISTANCE_CAP, c.resistance + ring),
    weapons: c.weapons.map((w, i) => {
      const magic = weaponBonus(c, w) - (c.weaponSkills[w] ?? 0);
      return magic > 0 ? { id: `${c.id}-weapon-${i}`, kind: w, magicBonus: magic, name: `${WEAPON_NAMES[w]} +${magic}` } : { id: `${c.id}-weapon-${i}`, kind: w };
    }),
    weaponSkills: c.weaponSkills,
    hellgateSkill: capSkill(c.skills.hellgate),
    spells: usableSpells(state, c) as SpellId[],
    healUses: { heal: state.healUses[`${c.id}:heal`] ?? 0, rejuvenate: state.healUses[`${c.id}:rejuvenate`] ?? 0 },
    items: combatItems(c),
    ringCasts,
    // 10.6: Mage Armor and Strength cast before the fight go into it.
    mageArmor: c.mageArmor ? c.mageArmor : undefined,
    strengthened: c.strength ? true : undefined,
    // 13.5: Alloces' free combat spells (this fight), Avnas' or Asmoday's Lightning at 1.
    freeCombatSpells: c.freeCombatSpells ? true : undefined,
    cheapLightning: c.cheapLightning ? true : undefined,
    modifiers,
  };
}

export function combatMonsters(g: MonsterGroup): CombatMonsterInput[] {
  return g.figures
    .filter((f) => f.monster !== 'possessed' && f.wounds < f.woundPoints)
    .map((f) => ({
      id: f.id,
      monster: f.monster === 'possessed' ? 'x' : f.monster,
      name: f.name,
      woundPoints: f.woundPoints,
      wounds: f.wounds,
      combatBonus: f.combatBonus,
      resistance: f.resistance,
      weapon: f.weapon,
      ...(f.weaponSkill ? { weaponSkill: f.weaponSkill } : {}),
      spells: f.monster === 'possessed' ? [] : characteristics(f.monster).spells,
    }));
}

/** The march order in rows of three boxes (9.0 A): the fighters in the party's order, first row first. */
export function combatOrder(ids: readonly string[]): (string | null)[][] {
  const rows: (string | null)[][] = [];
  for (let i = 0; i < ids.length; i += 3) rows.push([ids[i] ?? null, ids[i + 1] ?? null, ids[i + 2] ?? null]);
  // One fighter stands in the centre box, facing the middle (9.1).
  if (ids.length === 1) return [[null, ids[0]!, null]];
  return rows;
}

export function fighters(state: CitadelState, solo: string | null): readonly Character[] {
  const all = activeMembers(state);
  return solo === null ? all : all.filter((c) => c.id === solo);
}

export function combatContext(g: MonsterGroup | null, level: 1 | 2 | 3, extra: Omit<CombatContext, 'level'>): CombatContext {
  // Literals rather than a conditional spread (V8's slow copy, once per fight), the keys in the same order as before.
  const base: CombatContext = g?.kind === 'hellgate' ? { level, hellgate: true } : { level };
  return Object.keys(extra).length === 0 ? base : { ...base, ...extra };
}

/**
 * 10.6, 13.5: the record without Strength, Alloces' boon and Mage Armor. Most characters carry none of them, and the
 * object rest (a copy through V8's slow path) is needed only for those who do; the keys left keep their order.
 */
function withoutFightBoons(c0: Character): Character {
  if (!Object.hasOwn(c0, 'mageArmor') && !Object.hasOwn(c0, 'strength') && !Object.hasOwn(c0, 'freeCombatSpells')) return c0;
  const { mageArmor: _before, strength: _spent, freeCombatSpells: _alloces, ...c } = c0;
  return c;
}

type OutcomeOf = CombatOutcome['characters'][number];

/**
 * Who takes a share of the fight's experience and how much: the members able to act once the outcome is on the
 * records (as `activeMembers` will list them then), only `solo` where he fought alone.
 */
function experienceShare(state: CitadelState, outcomes: ReadonlyMap<string, OutcomeOf>, experience: number, solo: string | null): { readonly takers: ReadonlySet<string>; readonly each: number } | null {
  const takers = new Set<string>();
  for (const id of state.order) {
    if (solo !== null && id !== solo) continue;
    const c = state.party.find((p) => p.id === id);
    if (!c) continue;
    const o = outcomes.get(id);
    if (o ? c.alive && !o.dead && !o.lost && !o.petrified : c.alive && !c.prisoner) takers.add(id);
  }
  return takers.size === 0 ? null : { takers, each: Math.floor(experience / takers.size) };
}

/**
 * The fight's end on the records: wounds, deaths, stone, items used, throw daggers lost, Heal uses left; and, where
 * `experience` is given, the fight's experience in equal shares to the members able to act after it (12.0; only
 * `solo` where he fights alone below a trap door), fractions dropped. The shares are written in the same copy of
 * each record as the fight's end, not in a second copy of the party: who is able to act afterwards is read from the
 * outcome as the records below will have it (the slain, the lost and the stone are not; every other fighter is
 * freed of the Hellgate's shaft), and members who did not fight keep their state. endFight words the shares.
 */
export function carryOutcome(state: CitadelState, outcome: CombatOutcome, events: GameEvent[], killedBy: string, experience = 0, solo: string | null = null): CitadelState {
  const healUses: Record<string, number> = { ...state.healUses };
  const ringCastsLeft: Record<string, readonly SpellId[]> = { ...state.ringCastsLeft };
  const stone: string[] = [];
  const outcomes = new Map<string, OutcomeOf>();
  for (const o of outcome.characters) if (!outcomes.has(o.id)) outcomes.set(o.id, o);
  const share = experience > 0 ? experienceShare(state, outcomes, experience, solo) : null;
  const party = state.party.map((c0) => {
    const o = outcomes.get(c0.id);
    if (!o) return c0;
    // 10.6, 13.5: Strength and Alloces' boon lasted for this fight only; Mage Armor keeps what the fight left of it (below, for the living).
    const c = withoutFightBoons(c0);
    const heal = `${c.id}:heal`;
    const rejuvenate = `${c.id}:rejuvenate`;
    if (healUses[heal] !== undefined) healUses[heal] = o.healUses.heal;
    if (healUses[rejuvenate] !== undefined) healUses[rejuvenate] = o.healUses.rejuvenate;
    ringCastsLeft[c.id] = [...o.ringCasts];
    // Most fights use up no item and throw no dagger: the lists are then kept as they were rather than filtered anew.
    const used = o.items.some((i) => i.uses <= 0) ? new Set(o.items.filter((i) => i.uses <= 0).map((i) => i.id)) : null;
    const items = used
      ? c.items.filter((item, i) => {
          if (!used.has(itemId(c, i))) return true;
          events.push({ kind: 'item', text: `${c.name}'s ${describeMagicItem(item)} is used up.`, section: '14.5' });
          return false;
        })
      : c.items;
    const weapons = o.thrown.length > 0 ? c.weapons.filter((_, i) => !o.thrown.includes(`${c.id}-weapon-${i}`)) : c.weapons;
    // maxWounds of the record with these items, without copying the record to ask.
    const most = woundsWith(c, items);
    const wounds = Math.min(o.wounds, most);
    if (o.petrified && !o.dead) {
      // 15.3: out of play as stone, his wounds as they were, until a Stone-Flesh revives him (10.6) or the expedition ends.
      stone.push(c.id);
      events.push({ kind: 'death', text: `${c.name}: turned to stone by a Medusa.`, section: '15.3' });
      return { ...c, items, weapons, wounds, alive: false, prisoner: false, death: 'turned to stone by a Medusa' };
    }
    if (o.dead || o.lost) {
      const death = o.lost ? `lost to the ${killedBy}` : `slain by the ${killedBy}`;
      events.push({ kind: 'death', text: `${c.name}: ${death}.`, section: '9.0' });
      return { ...c, items, weapons, wounds: most, alive: false, prisoner: false, death };
    }
    // Two literals rather than a conditional spread (a second spread in a literal copies through V8's slow path); the
    // keys in the same order (`c` holds no Mage Armor here: withoutFightBoons took it).
    const experienceNow = share !== null && share.takers.has(c.id) ? c.experience + share.each : c.experience;
    return o.mageArmor > 0 ? { ...c, mageArmor: o.mageArmor, items, weapons, wounds, prisoner: false, experience: experienceNow } : { ...c, items, weapons, wounds, prisoner: false, experience: experienceNow };
  });
  if (stone.length === 0) return { ...state, party, healUses, ringCastsLeft };
  const at = keyOf(state.position);
  return { ...state, party, healUses, ringCastsLeft, statues: { ...state.statues, ...Object.fromEntries(stone.map((id) => [id, at])) } };
}
