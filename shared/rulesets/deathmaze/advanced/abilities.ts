import { roll, withResult } from '../../../core/dice';
import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import { message, monsterPlace, removeCounter, rollEvent, type DraftAdventurer, type DraftMonster } from '../combat/combat-state';
import type { AdventurerInCombat, MonsterInCombat } from '../combat/types';
import { buildMonster } from '../combat/copies';
import {
  charmedTurnsOnParty,
  partyMemberResistance,
  placeInMonsterRows,
  realWoundPoints,
  specialOf,
  woundPartyMember,
  type AdvDraft,
} from './combat-data';
import { resistRoll } from './resistance';

export const STENCH_MODIFIER = { label: 'Cronk stench', value: -2, section: '12.32' } as const;

/**
 * [12.32] When the party begins to fight cronks, every member tries to resist the stench; who fails fights at −2
 * until this combat is over (the modifier lives only in the combat state).
 */
export function cronkStench(draft: AdvDraft, rng: Rng, events: GameEvent[]): void {
  if (!draft.monsters.some((m) => !m.dead && specialOf(m as MonsterInCombat) === 'stench')) return;
  events.push(message('The cronks stink: each member of the party must resist the stench.', '12.32'));
  for (const a of draft.adventurers as DraftAdventurer[]) {
    if (a.dead) continue;
    const check = resistRoll(rng, a.name, partyMemberResistance(draft, a as AdventurerInCombat), 'the cronks’ stench', '12.32');
    events.push(...check.events);
    if (!check.resisted) {
      a.modifiers = { ...(a.modifiers ?? {}), other: [...(a.modifiers?.other ?? []), { ...STENCH_MODIFIER }] };
      draft.advanced.nauseated.push(a.id);
      events.push(message(`${a.name} is nauseated: Combat Bonus −2 for this fight.`, '12.32'));
    }
  }
}

/** [12.33] A hellhound breathes flame at the adventurer it attacked: resist, or suffer one more Wound. */
export function hellhoundFlames(draft: AdvDraft, monster: MonsterInCombat, targetId: string, rng: Rng, events: GameEvent[]): void {
  const target = draft.adventurers.find((a) => a.id === targetId);
  if (!target || target.dead) return;
  const check = resistRoll(rng, target.name, partyMemberResistance(draft, target as AdventurerInCombat), `${monster.name}’s flames`, '12.33');
  events.push(...check.events);
  if (!check.resisted) woundPartyMember(draft, target.id, 1, '12.33', events);
}

/**
 * [12.34] Each time a medusa attacks, 1D6: on a 6 the one attacked is stone. His counter leaves the marching order;
 * he counts as out of the fight (dead for the combat engine) until a Stone-Flesh spell after combat, or for good.
 */
export function medusaGaze(draft: AdvDraft, monster: MonsterInCombat, targetId: string, rng: Rng, events: GameEvent[]): void {
  const target = draft.adventurers.find((a) => a.id === targetId) as DraftAdventurer | undefined;
  if (!target || target.dead) return;
  const r = roll(rng, '1D6', { section: '12.34', table: 'Medusa gaze', purpose: `${monster.name} stares at ${target.name}` });
  const stone = r.total === 6;
  events.push(rollEvent(`${monster.name} stares at ${target.name}: rolled ${r.total}${stone ? ' — turned to stone!' : ''}.`, withResult(r, stone ? 'Stone' : 'No effect')));
  if (!stone) return;
  target.dead = true;
  removeCounter(draft, target.id);
  draft.advanced.petrified.push(target.id);
  events.push(message(`${target.name} is stone and leaves the marching order; only a Stone-Flesh spell after the fight can save him [12.34].`, '12.34'));
}

/**
 * [12.35] At the end of every third Monster Combat Phase after he is first wounded, a troll loses one Wound. Counting
 * starts with the phase of the round he was first wounded in (that Monster Combat Phase comes after the wound).
 */
export function trollRegeneration(draft: AdvDraft, events: GameEvent[]): void {
  for (const m of draft.monsters as DraftMonster[]) {
    if (m.dead || specialOf(m as MonsterInCombat) !== 'regeneration') continue;
    const first = draft.advanced.trollFirstWounded[m.id];
    if (first === undefined) continue;
    const phases = draft.round - first + 1;
    if (phases > 0 && phases % 3 === 0 && m.wounds > 0) {
      m.wounds -= 1;
      events.push(message(`${m.name} regenerates a Wound Point at the end of the Monster Combat Phase (${m.wounds} of ${m.woundPoints} wounds).`, '12.35'));
    }
  }
}

/** [12.36] How many Monster Combat Phases a vampire tries to charm in. */
export const VAMPIRE_CHARM_PHASES = 2;

/**
 * [12.36] In the first two Monster Combat Phases a vampire fights, it tries to charm the one it attacks. An adventurer
 * who fails goes to the monsters' second row and fights for them until the vampire dies; a monster the party had
 * charmed is taken for good ("will fight the party to the death, even if the vampire is killed").
 */
export function vampireCharm(draft: AdvDraft, monster: MonsterInCombat, targetId: string, rng: Rng, events: GameEvent[]): void {
  const count = (draft.advanced.vampireAttacks[monster.id] ?? 0) + 1;
  draft.advanced.vampireAttacks[monster.id] = count;
  if (count > VAMPIRE_CHARM_PHASES) return;
  const target = draft.adventurers.find((a) => a.id === targetId) as DraftAdventurer | undefined;
  if (!target || target.dead) return;
  const check = resistRoll(rng, target.name, partyMemberResistance(draft, target as AdventurerInCombat), `${monster.name}’s charm`, '12.36');
  events.push(...check.events);
  if (check.resisted) return;
  if (target.charmedMonster) {
    charmedTurnsOnParty(draft, target.id, `falls under ${monster.name}’s charm; the party’s charm is broken`, '12.36', events);
    draft.advanced.turned.push(target.id);
    return;
  }
  enthrall(draft, target, monster, events);
}

function enthrall(draft: AdvDraft, target: DraftAdventurer, vampire: MonsterInCombat, events: GameEvent[]): void {
  const record = JSON.parse(JSON.stringify(target)) as AdventurerInCombat;
  const weapons = target.weapons.filter((w) => !target.thrown.includes(w.id));
  const main = weapons.find((w) => w.kind !== 'bow') ?? weapons[0];
  const skill = main ? (target.weaponSkills?.[main.kind] ?? 0) + (main.magicBonus ?? 0) : 0;
  const asMonster: MonsterInCombat = buildMonster({
    id: target.id,
    type: 'Charmed adventurer',
    name: target.name,
    combatBonus: weapons.length ? 'W' : 0,
    weapons: main ? [main.kind, ...weapons.filter((w) => w !== main).map((w) => w.kind)] : [],
    weaponSkill: skill,
    woundPoints: realWoundPoints(draft, target as AdventurerInCombat),
    wounds: target.wounds,
    dead: false,
  });
  const vampireBox = monsterPlace(draft, vampire.id)?.box ?? 1;
  removeCounter(draft, target.id);
  draft.adventurers.splice(draft.adventurers.indexOf(target), 1);
  draft.monsters.push(asMonster as DraftMonster);
  draft.advanced.thralls[target.id] = { vampireId: vampire.id, adventurer: record };
  placeInMonsterRows(draft, target.id, [1, 0], vampireBox);
  events.push(message(`${target.name} is charmed by ${vampire.name}: he joins the monsters’ second row and fights for them until the vampire dies${record.charmedMonster ? '' : ' (a charmed Wizard casts no spells)'}.`, '12.36'));
}

/** The abilities that follow a monster's attack: [12.33] flames, [12.34] gaze, [12.36] vampire charm. */
export function afterMonsterAttackAbilities(draft: AdvDraft, monsterId: string, targetId: string, rng: Rng, events: GameEvent[]): void {
  const monster = draft.monsters.find((m) => m.id === monsterId) as MonsterInCombat | undefined;
  if (!monster || monster.dead) return;
  switch (specialOf(monster)) {
    case 'firebreath':
      hellhoundFlames(draft, monster, targetId, rng, events);
      break;
    case 'fleshToStone':
      medusaGaze(draft, monster, targetId, rng, events);
      break;
    case 'charm':
      vampireCharm(draft, monster, targetId, rng, events);
      break;
    default:
      break;
  }
}
