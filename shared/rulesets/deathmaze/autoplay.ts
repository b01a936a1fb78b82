import type { Rng } from '../../core/rng';
import { characteristics, counter, type MonsterGroup } from './data/monsters';
import { ENTRANCE_POSITION, exitsFrom, positionKey, samePosition, type Exit, type Maze, type Position, type Side } from './maze';
import type { CombatAction, CombatState } from './combat';
import { spellActions, spellInfo, parseSpell, ALL_CLASS_TRAITS, type SpellId } from './advanced';
import { abilityPointsAffordable, type AdvancementOption, type RosterAdventurer } from './campaign';
import { castableSpells } from './game/spellcasting';
import { sesameOf } from './game/traps';
import { LegalCombatActions } from './autoplay-legal';
import {
  choicesFor,
  effectiveWoundPoints,
  investigators,
  living,
  poolValue,
  WIN_BEZANTS,
  WIN_EXPERIENCE,
  type DeathmazeAction,
  type DeathmazeState,
  type GameAdventurer,
  type GameItem,
} from './game';

/**
 * A built-in player for `simulate` and the tests: explore, negotiate first (a failure only means the fight the party
 * would have chosen anyway), fight what it can beat, detrap with Thieves, take the treasure, and walk back to the
 * entrance by the shortest explored path when every survivor has what [4.0] asks or the party is failing.
 * Pure: the same state gives the same action. `rng` is accepted for policies that want to vary, and not used here.
 */
export function chooseAction(state: DeathmazeState, rng?: Rng): DeathmazeAction {
  void rng;
  const phase = state.phase;
  if (phase.kind === 'exploring') {
    // Listing every choice (all the swaps and gifts) costs more than deciding; only fall back on it.
    const move = exploringMove(state);
    if (move) return move;
  }
  if (phase.kind === 'combat') {
    // Most decisions are in combat: the legal actions alone, without labels, and only the kinds the policy looks at.
    const legal = new LegalCombatActions(phase.combat);
    // (A spell is picked without the list, so the Advanced game makes sure first that something is legal at all.)
    if (phase.combat.status !== 'ongoing' || (state.gameVariant === 'advanced' && legal.all().length === 0)) throw new Error(NO_ACTION);
    const charm = charmPotionMove(phase.combat, legal);
    if (charm) return { type: 'combat', action: charm };
    if (state.gameVariant === 'advanced') {
      const cast = combatSpell(phase.combat);
      if (cast) return { type: 'combat', action: cast };
    }
    return { type: 'combat', action: combatMove(state, phase.combat, legal) };
  }
  if (phase.kind === 'encounter') {
    // The encounter always offers to negotiate or attack (or, after negotiating, to attack or pass by).
    const beatable = canBeat(state, phase.group);
    if (phase.negotiated !== 'no') return beatable && !isFailing(state) ? { type: 'attack' } : { type: 'passBy' };
    if (characteristics(phase.group.type).negotiation >= 9 && beatable) return { type: 'attack' };
    const oratory = phase.oratory ? undefined : oratoryCast(state);
    return oratory ?? { type: 'negotiate' };
  }
  if (phase.kind === 'home') return homeAction(state);
  // [8.41], [8.13] The defaults: a hand weapon in the front row, a missile weapon behind; the strongest monsters first.
  if (phase.kind === 'beforeCombat') return { type: 'fight' };
  // The first choice of these phases, read straight from the state rather than from the whole list.
  if (phase.kind === 'placing' && phase.rotations.length > 0) return { type: 'place', rotation: phase.rotations[0]! };
  if (phase.kind === 'feature') {
    // Investigate (a Thief first [6.0]) when the one who would is fit and the party is not failing.
    const first = investigators(state)[0];
    if (first && remaining(first) >= 4 && !isFailing(state)) return { type: 'investigate', adventurerId: first.id };
    return { type: 'ignoreFeature' };
  }
  if (phase.kind === 'treasure') {
    // Open the chests, then hand out what they held.
    if (state.loot.length > 0) return { type: 'openChest', index: 0 };
    const item = state.unassigned[0];
    if (item) return { type: 'assign', itemId: item.id, adventurerId: bestKeeper(state, item).id };
  }
  if (phase.kind === 'trap') {
    const trap = trapMove(state);
    if (trap) return trap;
  }
  const choices = choicesFor(state);
  const first = choices[0];
  if (!first) throw new Error('The expedition is over: there is no action to choose.');
  switch (phase.kind) {
    case 'petrified':
      // Stone-Flesh first, if a Wizard can cast it; otherwise decline.
      return first.action;
    case 'placing':
    case 'treasure':
      return first.action;
    case 'trap': {
      const sesame = choices.find((c) => c.action.type === 'trap' && c.action.method === 'sesame');
      return (sesame ?? first).action;
    }
    case 'exploring':
      return exploringMove(state) ?? first.action;
    case 'ended':
      return first.action;
  }
  return first.action;
}

/** [11.3] The Advanced game: a Wizard's spells before his dagger. Lightning or Sleep on the toughest monster he can
 * reach, Blast to finish a front-row monster; never Charm or Explosion (too risky for a simple player). */
function combatSpell(combat: CombatState): CombatAction | undefined {
  if (combat.phase !== 'partyCombat') return undefined;
  const spells = spellActions(combat);
  if (spells.length === 0) return undefined;
  const left = (id: string | undefined) => {
    const m = combat.monsters.find((x) => x.id === id);
    return m ? m.woundPoints - m.wounds : 0;
  };
  const spellOf = (a: { spell: string }): SpellId | undefined => {
    if (!a.spell.startsWith('ring:')) return parseSpell(a.spell);
    return undefined;
  };
  const ranked = spells
    .map((a) => {
      const s = spellOf(a) ?? 'blast';
      const l = left(a.targetId);
      const value = s === 'lightning' ? Math.min(l, 5.5) : s === 'sleep' ? (l >= 5 ? l : 0) : s === 'blast' ? Math.min(l, 2) + (l <= 2 ? 2 : 0) : 0;
      // A ring costs nothing: use it first.
      return { a, value: a.spell.startsWith('ring:') ? Math.max(value, l > 0 ? 4 : 0) : value - spellInfo(s).cost * 0.5 };
    })
    .filter((x) => x.value > 1)
    .sort((x, y) => y.value - x.value);
  return ranked[0]?.a;
}

/**
 * [9.45], [9.46] A tested Charm potion is drunk in the Party Combat Phase on the strongest monster it can take (the
 * most Wound Points left, the first listed on a tie): one monster fewer against the party, one more fighting for it.
 */
function charmPotionMove(combat: CombatState, legal: LegalCombatActions): CombatAction | undefined {
  if (combat.phase !== 'partyCombat') return undefined;
  const isCharm = (x: CombatAction) =>
    x.type === 'useItem' &&
    combat.adventurers.find((a) => a.id === x.adventurerId)?.items?.some((i) => i.id === x.itemId && (i.kind === 'charmPerson' || i.kind === 'charmMonster'));
  const left = (id: string | undefined) => {
    const m = combat.monsters.find((x) => x.id === id);
    return m ? m.woundPoints - m.wounds : 0;
  };
  // Only a party carrying a Charm potion has such a move: the item checks are skipped for everyone else.
  if (!combat.adventurers.some((a) => a.items?.some((i) => i.kind === 'charmPerson' || i.kind === 'charmMonster'))) return undefined;
  let best: Extract<CombatAction, { type: 'useItem' }> | undefined;
  for (const x of legal.ofType('useItem')) {
    if (!isCharm(x)) continue;
    if (!best || left(x.targetId) > left(best.targetId)) best = x;
  }
  return best;
}

/** [11.3] Oratory before negotiating, when the Wizard has wounds to spare. */
function oratoryCast(state: DeathmazeState): DeathmazeAction | undefined {
  if (state.gameVariant !== 'advanced') return undefined;
  for (const w of living(state)) {
    const s = castableSpells(state, w, 'negotiation')[0];
    if (s && (s.ring || remaining(w) > 3)) return { type: 'cast', adventurerId: w.id, spell: s.spell };
  }
  return undefined;
}

/** [13.11] What a simple player buys with an ability point. */
function advancementFor(a: RosterAdventurer): AdvancementOption {
  if (a.class === 'wizard') {
    const wanted: SpellId[] = ['sleep', 'blast', 'stoneFlesh', 'oratory', 'heal'];
    const spell = wanted.find((s) => !a.spells.includes(s));
    return a.woundPoints < 7 || !spell ? { kind: 'woundPoint' } : { kind: 'spell', spell };
  }
  if (a.class === 'thief' && a.detrap < 4) return { kind: 'detrap' };
  const main = a.weapons.find((w) => w.weapon !== 'bow')?.weapon ?? 'sword';
  if ((a.weaponSkills[main] ?? 0) < 3 && ALL_CLASS_TRAITS[a.class].allowedWeapons.includes(main)) return { kind: 'weaponSkill', weapon: main };
  return { kind: 'woundPoint' };
}

/**
 * [13.0] At home: spend every ability point the savings pay for, fill the party up to four with recruits (a Hero,
 * a Wizard in the Advanced game, Thieves), and set out.
 */
export function homeAction(state: DeathmazeState): DeathmazeAction {
  const campaign = state.campaign;
  if (!campaign || state.phase.kind !== 'home') throw new Error('Not at home.');
  const available = campaign.roster.filter((a) => a.status === 'available');
  for (const a of available) if (abilityPointsAffordable(a) > 0) return { type: 'advance', adventurerId: a.id, option: advancementFor(a) };
  const selection = state.phase.selection;
  if (selection.length < Math.min(4, available.length)) return { type: 'chooseParty', members: available.slice(0, 6).map((a) => ({ id: a.id })) };
  if (selection.length < 4) {
    const has = (cls: string) => available.filter((a) => a.class === cls).length;
    const cls = has('hero') < 1 ? 'hero' : campaign.game === 'advanced' && has('wizard') < 1 ? 'wizard' : has('thief') < 2 ? 'thief' : 'hero';
    return { type: 'recruit', adventurer: { name: `${ALL_CLASS_TRAITS[cls].name} ${campaign.nextId}`, class: cls } };
  }
  return { type: 'beginExpedition' };
}

function remaining(a: GameAdventurer): number {
  return effectiveWoundPoints(a) - a.wounds;
}

function partyStrength(state: DeathmazeState): number {
  return living(state).reduce((sum, a) => sum + remaining(a), 0);
}

function isFailing(state: DeathmazeState): boolean {
  const alive = living(state);
  const total = state.party.reduce((sum, a) => sum + effectiveWoundPoints(a), 0);
  return alive.length * 2 < state.party.length || partyStrength(state) * 5 < total * 2;
}

/** A rough weighing of the party's remaining Wound Points against the monsters' Wound Points and bite. */
function canBeat(state: DeathmazeState, group: MonsterGroup): boolean {
  const bonus = counter(group.type).combatBonus;
  const bite = bonus === 'W' ? 4 : Math.max(2, bonus);
  const danger = group.monsters.reduce((sum, m) => sum + (m.woundPoints - m.wounds), 0) * (bite / 4);
  return danger <= partyStrength(state) * 0.9;
}

function hasWon(state: DeathmazeState): boolean {
  const alive = living(state);
  if (alive.length === 0) return false;
  const share = poolValue(state) / alive.length;
  return share >= WIN_BEZANTS && alive.every((a) => a.experience >= WIN_EXPERIENCE);
}

function bestKeeper(state: DeathmazeState, item: GameItem): GameAdventurer {
  const alive = living(state);
  if (item.kind === 'medallion' || item.kind === 'armour') return [...alive].sort((a, b) => remaining(b) - remaining(a))[0]!;
  if (item.kind === 'weapon') {
    const heroes = alive.filter((a) => a.class === 'hero');
    return (heroes.length ? heroes : alive).sort((a, b) => a.magicItems.length - b.magicItems.length)[0]!;
  }
  return [...alive].sort((a, b) => a.magicItems.length - b.magicItems.length)[0]!;
}

function combatMove(state: DeathmazeState, combat: CombatState, legal: LegalCombatActions): CombatAction {
  const monsterLeft = (id: string) => {
    const m = combat.monsters.find((x) => x.id === id);
    return m ? m.woundPoints - m.wounds : 99;
  };
  if (combat.phase === 'partyCombat') {
    // Heal the one about to die, if he can.
    for (const a of combat.adventurers) {
      if (a.dead || a.woundPoints - a.wounds > 2 || !a.items?.some((i) => i.kind === 'healingPotion' || i.kind === 'mustard')) continue;
      const heal = legal.ofType('useItem').find((x) => x.adventurerId === a.id && a.items?.some((i) => i.id === x.itemId && (i.kind === 'healingPotion' || i.kind === 'mustard')));
      if (heal) return heal;
    }
    // The first adventurer who can attack does, with the weapon in hand if he may.
    const attacks = legal.firstAttackersAttacks();
    if (attacks.length) {
      const mine = attacks.filter((x) => x.weaponId === undefined);
      const pool = mine.length ? mine : attacks;
      // The first of the weakest targets: what a stable sort's head gives, in one pass.
      let pick = pool[0]!;
      for (const x of pool) if (monsterLeft(x.targetId) < monsterLeft(pick.targetId)) pick = x;
      return pick;
    }
    const unarmed = legal.ofType('changeWeapon').find((x) => combat.adventurers.find((a) => a.id === x.adventurerId)?.weaponInHand === null);
    if (unarmed) return unarmed;
    return legal.ofType('endPartyCombat')[0] ?? firstLegal(legal);
  }
  const end = legal.ofType('endPartyReorganization')[0];
  if (end) return end;
  const moves = legal.ofType('moveRow');
  return moves.find((x) => x.toRow === 0) ?? moves[0] ?? firstLegal(legal);
}

const NO_ACTION = 'The expedition is over: there is no action to choose.';

function firstLegal(legal: LegalCombatActions): CombatAction {
  const first = legal.all()[0];
  if (!first) throw new Error(NO_ACTION);
  return first;
}

/**
 * Breadth-first over placed, passable segments: the first step of the shortest path to a segment `goal` accepts.
 * `goal` is shown each segment's exits, worked out once per segment for both the test and the walk.
 */
function firstStepTo(state: DeathmazeState, goal: StepGoal): Side | undefined {
  // The walk depends only on the maze (never changed in place) and the start: walking through explored segments
  // keeps the same maze, so each answer is kept for that maze.
  let known = stepCache.get(state.maze);
  if (known === undefined) {
    known = new Map();
    stepCache.set(state.maze, known);
  }
  const key = `${goal}|${positionKey(state.position)}`;
  const cached = known.get(key);
  if (cached !== undefined) return cached ?? undefined;
  const step = walkTo(state, STEP_GOALS[goal]);
  known.set(key, step ?? null);
  return step;
}

type StepGoal = 'frontier' | 'entrance';
const STEP_GOALS: Record<StepGoal, (p: Position, exits: readonly Exit[]) => boolean> = {
  frontier: (_p, exits) => exits.some((e) => e.leadsTo === 'empty'),
  entrance: (p) => samePosition(p, ENTRANCE_POSITION),
};
const stepCache = new WeakMap<Maze, Map<string, Side | null>>();

function walkTo(state: DeathmazeState, goal: (p: Position, exits: readonly Exit[]) => boolean): Side | undefined {
  const start = state.position;
  const seen = new Set<string>([positionKey(start)]);
  const queue: { p: Position; first: Side | undefined }[] = [{ p: start, first: undefined }];
  for (let i = 0; i < queue.length; i++) {
    const { p, first } = queue[i]!;
    const exits = exitsFrom(state.maze, p);
    if (first !== undefined && goal(p, exits)) return first;
    for (const e of exits) {
      if (e.leadsTo === 'empty') continue;
      const key = positionKey(e.to);
      if (seen.has(key)) continue;
      seen.add(key);
      queue.push({ p: e.to, first: first ?? e.side });
    }
  }
  return undefined;
}

function exploringMove(state: DeathmazeState): DeathmazeAction | undefined {
  const alive = living(state);
  // Take up magic weapons, heal the wounded, test potions when someone could use the healing.
  for (const a of alive) {
    for (const item of a.magicItems) {
      if (item.kind === 'weapon') {
        const slot = a.weapons.findIndex((w) => w === item.weapon);
        const target = slot >= 0 ? slot : 0;
        if ((a.weaponBonuses[target] ?? 0) < item.bonus) return { type: 'wield', itemId: item.id, slot: target };
      }
      const wounded = a.wounds >= 2;
      if (wounded && item.kind === 'potion' && (item.potion === null || item.potion === 'healing')) return { type: 'use', itemId: item.id };
      if (wounded && item.kind === 'spice' && item.spice === 'mustard') return { type: 'use', itemId: item.id };
    }
  }
  const order = betterOrder(state);
  if (order) return order;
  const atEntrance = samePosition(state.position, ENTRANCE_POSITION);
  const goHome = hasWon(state) || isFailing(state) || state.stats.moves > 300;
  if (!goHome) {
    const fresh = exitsFrom(state.maze, state.position).find((e) => e.leadsTo === 'empty');
    if (fresh) return { type: 'move', side: fresh.side };
    const toFrontier = firstStepTo(state, 'frontier');
    if (toFrontier) return { type: 'move', side: toFrontier };
  }
  if (atEntrance) return { type: 'leave' };
  const home = firstStepTo(state, 'entrance');
  return home ? { type: 'move', side: home } : undefined;
}

/**
 * [10.1] Sesame if someone carries it, else the first choice of the list: the best Thief, or else the fittest member
 * opens it. Read from the party as the list orders it (stable sorts: the first of equals wins) without building it.
 */
function trapMove(state: DeathmazeState): DeathmazeAction | undefined {
  const alive = living(state);
  const withSesame = alive.find((a) => sesameOf(a) !== undefined);
  if (withSesame) return { type: 'trap', method: 'sesame', adventurerId: withSesame.id };
  let thief: GameAdventurer | undefined;
  for (const a of alive) if (a.detrap > 0 && (thief === undefined || a.detrap > thief.detrap)) thief = a;
  if (thief) return { type: 'trap', method: 'detrap', adventurerId: thief.id };
  let opener: GameAdventurer | undefined;
  for (const a of alive) if (opener === undefined || a.woundPoints - a.wounds > opener.woundPoints - opener.wounds) opener = a;
  return opener ? { type: 'trap', method: 'open', adventurerId: opener.id } : undefined;
}

/**
 * betterOrder reads only the party and the marching order, which change on few actions (each change makes new
 * ones): the answer is kept for the pair and asked for again on every move in between.
 */
function betterOrder(state: DeathmazeState): DeathmazeAction | undefined {
  const known = orderAnswers.get(state.party);
  if (known !== undefined && known.marchingOrder === state.marchingOrder) return known.answer;
  const answer = rankedOrder(state);
  orderAnswers.set(state.party, { marchingOrder: state.marchingOrder, answer });
  return answer;
}

const orderAnswers = new WeakMap<DeathmazeState['party'], { readonly marchingOrder: DeathmazeState['marchingOrder']; readonly answer: DeathmazeAction | undefined }>();

/** Keeps the three fittest adventurers in the first row (the rest behind, with their bows). */
function rankedOrder(state: DeathmazeState): DeathmazeAction | undefined {
  const alive = living(state);
  if (alive.length < 2) return undefined;
  const ranked = [...alive].sort((a, b) => remaining(b) + (b.class === 'hero' ? 2 : 0) - (remaining(a) + (a.class === 'hero' ? 2 : 0)) || a.id.localeCompare(b.id));
  const frontSize = Math.min(3, alive.length <= 3 ? Math.max(2, alive.length - 1) : 3);
  const front = ranked.slice(0, Math.min(frontSize, alive.length));
  const current = new Set((state.marchingOrder.rows[0] ?? []).filter((x): x is string => x !== null));
  if (front.length === current.size && front.every((a) => current.has(a.id))) return undefined;
  const rows: (string | null)[][] = [];
  const ids = ranked.map((a) => a.id);
  const firstRow = ids.slice(0, front.length);
  rows.push([firstRow[0] ?? null, firstRow[1] ?? null, firstRow[2] ?? null]);
  for (let i = front.length; i < ids.length; i += 3) rows.push([ids[i] ?? null, ids[i + 1] ?? null, ids[i + 2] ?? null]);
  return { type: 'arrange', rows };
}
