import { roll, withResult } from '../../../core/dice';
import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import type { CombatOptions } from './advanced';
import { describeFormation, freeze, message, realignFrontLines, rollEvent, type Draft } from './combat-state';
import { buildCombatAdventurer, buildCombatState, buildMarchingOrder, buildMonster } from './copies';
import { MONSTER_WEAPONS_CHART, monsterWeapons, WEAPON_KINDS } from './crt';
import { validateMarchingOrder, type MarchingOrder } from './marching-order';
import { logWordsWritten } from '../../../engine/log-words';
import type { AdventurerInCombat, CombatAdventurer, CombatMonster, CombatState, CombatStep, MonsterInCombat } from './types';
import { mapPacked } from '../../../core/packed';

export interface CombatParty {
  readonly adventurers: readonly CombatAdventurer[];
  readonly marchingOrder: MarchingOrder;
}

export interface StartCombatOptions extends CombatOptions {
  readonly game?: 'basic' | 'advanced';
  /**
   * [8.13] The player's placement of the monsters, left to right as he faces them. `front` must be the (up to) three
   * monsters with the most Wound Points; `back` the rest. Omitted: most Wound Points first, then listed order.
   */
  readonly monsterPlacement?: { readonly front?: readonly string[]; readonly back?: readonly string[] };
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

const MAX_MONSTERS = 6;
const refuse = (rule: string, text: string): CombatStep => ({ ok: false, rule, message: text });

function checkAdventurer(a: CombatAdventurer): string | undefined {
  if (!a.id || !a.name) return 'Every adventurer needs an id and a name.';
  if (!(a.woundPoints > 0)) return `${a.name} has no Wound Points.`;
  if (a.wounds >= a.woundPoints) return `${a.name} is already dead and cannot join combat [8.46].`;
  if (a.weapons.length > 2) return `${a.name} carries ${a.weapons.length} weapons; an adventurer carries two [3.1], [9.23].`;
  for (const w of a.weapons) if (!WEAPON_KINDS.includes(w.kind)) return `${a.name}'s weapon “${w.id}” is of unknown kind “${w.kind}”.`;
  if (a.weaponInHand !== null && !a.weapons.some((w) => w.id === a.weaponInHand)) {
    return `${a.name}'s weapon in hand “${a.weaponInHand}” is not one he carries [8.41].`;
  }
  return undefined;
}

/**
 * An adventurer's combat record as the fight starts: `{ ...a, dead, thrown, strengthBonus, cannabis, itemsUsed }`, its
 * fields named rather than spread (the spread of a record built elsewhere took V8's generic copy, the costliest step of
 * joining combat); the Advanced game's `advanced` data is carried over too.
 */
function joining(a: CombatAdventurer & { readonly advanced?: unknown }): AdventurerInCombat {
  return buildCombatAdventurer({
    id: a.id,
    name: a.name,
    woundPoints: a.woundPoints,
    wounds: a.wounds,
    weapons: a.weapons,
    weaponInHand: a.weaponInHand,
    weaponSkills: a.weaponSkills,
    modifiers: a.modifiers,
    items: a.items,
    charmedMonster: a.charmedMonster,
    advanced: a.advanced,
    dead: false,
    thrown: [],
    strengthBonus: a.modifiers?.strength ?? 0,
    cannabis: a.modifiers?.cannabis ?? false,
    itemsUsed: [],
  });
}

/** [8.13] "Combat is joined with Orc 1 (3 WP), …", and the line-up (left empty in headless play: withoutLogWords). */
function joinedText(monsters: readonly MonsterInCombat[], combat: CombatState): string {
  let joined = '';
  for (let i = 0; i < monsters.length; i++) joined += `${i === 0 ? '' : ', '}${monsters[i]!.name} (${monsters[i]!.woundPoints} WP)`;
  return `Combat is joined with ${joined}. There is no retreat [8.11]. ${describeFormation(combat)}.`;
}

/**
 * What startCombat refuses in its input, before any fight is set up: an adventurer with no id, name or Wound Points,
 * already dead, carrying more than two weapons or one of an unknown kind or holding one he does not carry; two
 * combatants sharing an id; a marching order that breaks [5.11] or [5.12]; no monster, more than six, or one without an
 * id or Wound Points. Undefined when there is nothing to refuse.
 */
export function combatInputRefusal(party: CombatParty, monstersIn: readonly CombatMonster[]): CombatStep | undefined {
  const ids = new Set<string>();
  for (const a of party.adventurers) {
    const problem = checkAdventurer(a);
    if (problem) return refuse('8.1', problem);
    if (ids.has(a.id)) return refuse('8.1', `Two combatants share the id “${a.id}”.`);
    ids.add(a.id);
  }
  const order = validateMarchingOrder(party.marchingOrder, party.adventurers.map((a) => a.id));
  if (!order.ok) return order;
  if (monstersIn.length === 0) return refuse('8.1', 'There are no monsters to fight.');
  if (monstersIn.length > MAX_MONSTERS) {
    return refuse('8.13', `At most ${MAX_MONSTERS} monsters (two rows of three) can be placed; got ${monstersIn.length}.`);
  }
  for (const m of monstersIn) {
    if (!m.id) return refuse('8.1', 'Every monster needs an id.');
    if (ids.has(m.id)) return refuse('8.1', `Two combatants share the id “${m.id}”.`);
    ids.add(m.id);
    if (!(m.woundPoints > 0)) return refuse('7.14', `${m.name ?? m.type} has ${m.woundPoints} Wound Points; a monster needs at least 1.`);
  }
  return undefined;
}

/**
 * [8.1] Joining combat: the party keeps its marching order; the three monsters with the most Wound Points face the
 * party's first row [8.13] (all of them if two or fewer, [8.14]) and the rest stand in a row behind.
 */
export function startCombat(
  party: CombatParty,
  monstersIn: readonly CombatMonster[],
  rng: Rng,
  options: StartCombatOptions = {},
): CombatStep {
  return combatInputRefusal(party, monstersIn) ?? beginCombat(party, monstersIn, rng, options);
}

/**
 * startCombat without the check of its input (`combatInputRefusal`), for the game, which builds the fighters and the
 * marching order from records it keeps valid (game/encounter.ts's `joinCombat`; `fight-input.test.ts` holds that input
 * to the check in autoplayed expeditions of both games). The check listed every id in a set and went through the
 * marching order's rules at every fight. A placement of the monsters chosen by a player is still checked here, and a
 * monster whose weapons the chart lacks still refused.
 */
export function beginCombat(
  party: CombatParty,
  monstersIn: readonly CombatMonster[],
  rng: Rng,
  options: StartCombatOptions = {},
): CombatStep {
  const events: GameEvent[] = [];
  const monsters: MonsterInCombat[] = [];
  // An indexed loop: a fight's start runs unoptimized for the first few hundred expeditions, where each for…of step is
  // a call to the list's iterator.
  for (let i = 0; i < monstersIn.length; i++) {
    const m = monstersIn[i]!;
    let weapons = m.weapons ?? [];
    let weaponSkill = m.weaponSkill ?? 0;
    if (m.combatBonus === 'W') {
      const entry = monsterWeapons(m.type);
      // The chart's own list is copied: the fight's records are its own.
      if (weapons.length === 0) weapons = entry?.weapons.slice() ?? [];
      if (weapons.length === 0) {
        return refuse('8.8', `${m.type} has Combat Bonus “W” but no weapons on the ${MONSTER_WEAPONS_CHART.title}.`);
      }
      if (entry?.skillDice && m.weaponSkill === undefined) {
        // [8.9] The Evil Hero's sword skill is rolled when he is met.
        const skill = roll(rng, entry.skillDice, { section: '8.9', table: 'Evil Hero sword skill', purpose: `${m.name ?? m.type}'s sword skill` });
        weaponSkill = skill.total;
        events.push(rollEvent(`${m.name ?? m.type} has sword skill +${skill.total} (rolled 1D6).`, withResult(skill, `+${skill.total} Sword`)));
      }
    }
    // `special` only where the counter has one (undefined otherwise, as JSON would drop it).
    const joined: Mutable<MonsterInCombat> = buildMonster({
      id: m.id,
      type: m.type,
      name: m.name ?? m.type,
      combatBonus: m.combatBonus,
      weapons,
      weaponSkill,
      woundPoints: m.woundPoints,
      wounds: m.wounds ?? 0,
      dead: false,
      special: m.special || undefined,
    });
    monsters.push(joined);
  }

  // [8.13] Most Wound Points to the front; ties keep the listed order unless the player places them. The rows are
  // read off the sorted list by index (the first three in front, the rest behind) rather than sliced into lists.
  const byWounds = monsters.slice().sort((a, b) => b.woundPoints - a.woundPoints);
  const count = byWounds.length;
  const frontCount = Math.min(3, count);
  const idAt = (i: number): string | null => (i < count ? byWounds[i]!.id : null);
  let monsterRows: (string | null)[][];
  const placement = options.monsterPlacement;
  if (placement?.front) {
    const chosenFront = [...placement.front];
    const chosenBack = placement.back ? [...placement.back] : monsters.map((m) => m.id).filter((id) => !chosenFront.includes(id));
    const all = [...chosenFront, ...chosenBack];
    if (all.length !== monsters.length || new Set(all).size !== all.length || !all.every((id) => monsters.some((m) => m.id === id))) {
      return refuse('8.13', 'The placement must name every monster exactly once.');
    }
    if (chosenFront.length !== frontCount) {
      return refuse('8.13', `The monsters' front row must hold ${frontCount} monster${frontCount === 1 ? '' : 's'} [8.13], [8.14].`);
    }
    const wp = (id: string) => monsters.find((m) => m.id === id)!.woundPoints;
    const weakestFront = Math.min(...chosenFront.map(wp));
    const strongestBack = chosenBack.length ? Math.max(...chosenBack.map(wp)) : -Infinity;
    if (strongestBack > weakestFront) {
      return refuse('8.13', 'The three monsters with the most Wound Points must stand in the front row [8.13].');
    }
    if (chosenBack.length > 3) return refuse('8.13', 'The monsters’ second row has only three places.');
    monsterRows = [
      [chosenFront[0] ?? null, chosenFront[1] ?? null, chosenFront[2] ?? null],
      [chosenBack[0] ?? null, chosenBack[1] ?? null, chosenBack[2] ?? null],
    ];
  } else {
    if (count > MAX_MONSTERS) return refuse('8.13', 'The monsters’ second row has only three places.');
    monsterRows = [
      [idAt(0), idAt(1), idAt(2)],
      [idAt(3), idAt(4), idAt(5)],
    ];
  }

  const adventurers: AdventurerInCombat[] = mapPacked(party.adventurers, joining);
  const initial: CombatState = buildCombatState({
    version: 1,
    game: options.game ?? 'basic',
    round: 1,
    phase: 'partyCombat',
    status: 'ongoing',
    adventurers,
    monsters,
    party: buildMarchingOrder({ rows: mapPacked(party.marchingOrder.rows, (r) => [...r]) }),
    monsterRows,
    acted: [],
    rowMoveMade: false,
  });
  // Aligned in place, with no copy: it changes only the monsters' rows, built just above. (The records keep the
  // caller's weapon and item lists, which nothing changes.)
  const draft = initial as Draft;
  realignFrontLines(draft);
  let combat = freeze(draft);
  events.push(message(logWordsWritten() ? joinedText(monsters, combat) : '', '8.13'));
  if (combat.game === 'advanced' && options.hooks?.atCombatStart) {
    const hooked = options.hooks.atCombatStart(combat, rng);
    if (!hooked.ok) return hooked;
    combat = hooked.combat;
    events.push(...hooked.events);
  }
  events.push(message(`Round 1: Party Combat Phase.`, '8.22'));
  return { ok: true, combat, events };
}
