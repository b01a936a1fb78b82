import type { Rng } from '../../core/rng';
import { mapPacked } from '../../core/packed';
import { characteristics, counter, type MonsterGroup } from './data/monsters';
import { ENTRANCE_POSITION, exitsFrom, samePosition, type Exit } from './maze';
import type { AdventurerInCombat, CombatAction, CombatAdventurer, CombatState } from './combat';
import { spellActions, spellInfo, parseSpell, ALL_CLASS_TRAITS, type SpellId } from './advanced';
import { abilityPointClosed, abilityPointsAffordable, type AdvancementOption, type RosterAdventurer } from './campaign';
import { castableSpells } from './game/castable';
import { sesameOf } from './game/traps';
import { mayCarry } from './game/items';
import { LegalCombatActions } from './autoplay-legal';
import { firstStepTo } from './autoplay-paths';
import {
  choicesFor,
  effectiveWoundPoints,
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
    const combat = phase.combat;
    const legal = new LegalCombatActions(combat);
    if (combat.status !== 'ongoing') throw new Error(NO_ACTION);
    // Every other move is taken from a list of legal ones (or from the whole list, which throws when it is empty).
    const charm = charmPotionMove(combat, legal);
    if (charm) return { type: 'combat', action: charm };
    if (state.gameVariant === 'advanced') {
      const cast = combatSpell(combat);
      // A spell is picked without the list: cast only when something at all is legal.
      if (cast && legal.all().length === 0) throw new Error(NO_ACTION);
      if (cast) return { type: 'combat', action: cast };
    }
    return { type: 'combat', action: combatMove(combat, legal) };
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
  // [11.21] First Mage Armor or Strength on the front row, if a Wizard knows them and can spare the wounds.
  if (phase.kind === 'beforeCombat') return supportSpell(state, true) ?? { type: 'fight' };
  // The first choice of these phases, read straight from the state rather than from the whole list.
  if (phase.kind === 'placing' && phase.rotations.length > 0) return { type: 'place', rotation: phase.rotations[0]! };
  if (phase.kind === 'feature') {
    // Investigate (a Thief first [6.0]) when the one who would is fit and the party is not failing.
    const first = firstInvestigator(state.party);
    if (first && remaining(first) >= 4 && !isFailing(state)) return { type: 'investigate', adventurerId: first.id };
    return { type: 'ignoreFeature' };
  }
  if (phase.kind === 'treasure') {
    // Open the chests, then hand out what they held.
    if (state.loot.length > 0) return { type: 'openChest', index: 0 };
    const item = state.unassigned[0];
    if (item) {
      const keeper = bestKeeper(state, item);
      return keeper ? { type: 'assign', itemId: item.id, adventurerId: keeper.id } : { type: 'discard', itemId: item.id };
    }
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
  // Only a party carrying a Charm potion has such a move: the item checks are skipped for everyone else.
  if (combat.phase !== 'partyCombat' || !carriesCharmPotion(combat.adventurers)) return undefined;
  return strongestCharmTarget(combat, legal);
}

function strongestCharmTarget(combat: CombatState, legal: LegalCombatActions): CombatAction | undefined {
  const left = (id: string | undefined) => {
    const m = combat.monsters.find((x) => x.id === id);
    return m ? m.woundPoints - m.wounds : 0;
  };
  // Only the charm potions' uses are listed (not every item's): the same ones, in the same order, as the
  // potions among `legal.ofType('useItem')`.
  let best: Extract<CombatAction, { type: 'useItem' }> | undefined;
  for (const x of legal.charmPotionUses()) {
    if (!best || left(x.targetId) > left(best.targetId)) best = x;
  }
  return best;
}

/**
 * The adventurers' list last asked about, and the answer. A list is never changed once a state holds it (a combat
 * action that writes to a record makes a new list), and declaring an attack writes to none, so most decisions of a
 * Party Combat Phase ask about the list the one before asked about.
 */
let charmAskedOf: readonly CombatAdventurer[] | undefined;
let charmAnswer = false;

function carriesCharmPotion(adventurers: readonly CombatAdventurer[]): boolean {
  if (adventurers !== charmAskedOf) {
    charmAnswer = anyCharmPotion(adventurers);
    charmAskedOf = adventurers;
  }
  return charmAnswer;
}

// Indexed loops, no closure: asked for every new list of adventurers, and nearly always answered no.
function anyCharmPotion(adventurers: readonly CombatAdventurer[]): boolean {
  for (let a = 0; a < adventurers.length; a++) {
    const items = adventurers[a]!.items;
    if (items === undefined) continue;
    for (let i = 0; i < items.length; i++) if (items[i]!.kind === 'charmPerson' || items[i]!.kind === 'charmMonster') return true;
  }
  return false;
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

/**
 * [11.3] Non-Combat spells where they help: Heal on one with at least 3 wounds that can be healed ([11.22] spell
 * wounds cannot); before a fight, Mage Armor and Strength on the front row. Only by a Wizard who keeps 3 Wound Points
 * after paying (a ring pays nothing, [12.13]).
 */
function supportSpell(state: DeathmazeState, beforeFight: boolean): DeathmazeAction | undefined {
  if (state.gameVariant !== 'advanced') return undefined;
  const alive = living(state);
  const front = state.marchingOrder.rows[0] ?? [];
  for (const w of alive) {
    for (const s of castableSpells(state, w, 'nonCombat')) {
      if (!s.ring && remaining(w) - spellInfo(s.id).cost < 3) continue;
      if (s.id === 'heal') {
        const t = alive.find((a) => a.wounds - (a.spellWounds ?? 0) >= 3 && (a.id !== w.id || s.ring));
        if (t) return { type: 'cast', adventurerId: w.id, spell: s.spell, targetId: t.id };
      }
      if (!beforeFight) continue;
      if (s.id === 'mageArmor') {
        const t = alive.filter((a) => front.includes(a.id) && !(a.mageArmor ?? 0)).sort((a, b) => remaining(a) - remaining(b))[0];
        if (t) return { type: 'cast', adventurerId: w.id, spell: s.spell, targetId: t.id };
      }
      if (s.id === 'strength') {
        const t = alive.find((a) => front.includes(a.id) && a.class === 'hero' && a.strength === 0);
        if (t) return { type: 'cast', adventurerId: w.id, spell: s.spell, targetId: t.id };
      }
    }
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
  for (const a of available) if (abilityPointsAffordable(a) > 0 && !abilityPointClosed(campaign, a)) return { type: 'advance', adventurerId: a.id, option: advancementFor(a) };
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

/** The survivors' Wound Points left, summed. */
function partyStrength(state: DeathmazeState): number {
  let sum = 0;
  for (let i = 0; i < state.party.length; i++) {
    const a = state.party[i]!;
    if (!a.dead) sum += remaining(a);
  }
  return sum;
}

/** Fewer than half the party alive, or under two fifths of its Wound Points left. */
function isFailing(state: DeathmazeState): boolean {
  // Asked on every exploring move, of a party most moves leave as it was: the answer for the last party is kept.
  if (state.party === lastFailingParty) return lastFailing;
  lastFailingParty = state.party;
  lastFailing = partyFailing(state.party);
  return lastFailing;
}

let lastFailingParty: DeathmazeState['party'] | undefined;
let lastFailing = false;

function partyFailing(party: DeathmazeState['party']): boolean {
  // One pass over the party for the three sums.
  let alive = 0;
  let strength = 0;
  let total = 0;
  for (let i = 0; i < party.length; i++) {
    const a = party[i]!;
    const most = effectiveWoundPoints(a);
    total += most;
    if (a.dead) continue;
    alive++;
    strength += most - a.wounds;
  }
  return alive * 2 < party.length || strength * 5 < total * 2;
}

/** A rough weighing of the party's remaining Wound Points against the monsters' Wound Points and bite. */
function canBeat(state: DeathmazeState, group: MonsterGroup): boolean {
  const bonus = counter(group.type).combatBonus;
  const bite = bonus === 'W' ? 4 : Math.max(2, bonus);
  let left = 0;
  for (let i = 0; i < group.monsters.length; i++) {
    const m = group.monsters[i]!;
    left += m.woundPoints - m.wounds;
  }
  return left * (bite / 4) <= partyStrength(state) * 0.9;
}

function hasWon(state: DeathmazeState): boolean {
  let alive = 0;
  for (let i = 0; i < state.party.length; i++) {
    const a = state.party[i]!;
    if (a.dead) continue;
    if (a.experience < WIN_EXPERIENCE) return false;
    alive++;
  }
  return alive > 0 && poolValue(state) / alive >= WIN_BEZANTS;
}

/**
 * Who keeps a magic item found: a medallion or armour the one with the most Wound Points left, a weapon the Hero with
 * the fewest magic items (anyone's, with no Hero to take it), anything else the one with the fewest; the first in the
 * party's order on a tie (the head of a stable sort). One pass, no lists: asked about a couple of times an expedition,
 * where building and sorting the candidates cost more than the choice.
 */
function bestKeeper(state: DeathmazeState, item: GameItem): GameAdventurer | undefined {
  const mostLeft = item.kind === 'medallion' || item.kind === 'armour';
  let best: GameAdventurer | undefined;
  let bestHero: GameAdventurer | undefined;
  for (let i = 0; i < state.party.length; i++) {
    const a = state.party[i]!;
    // [11.11] A Wizard takes no magic weapon but a dagger.
    if (a.dead || !mayCarry(a, item)) continue;
    if (best === undefined || (mostLeft ? remaining(a) > remaining(best) : a.magicItems.length < best.magicItems.length)) best = a;
    if (a.class === 'hero' && (bestHero === undefined || a.magicItems.length < bestHero.magicItems.length)) bestHero = a;
  }
  return item.kind === 'weapon' ? (bestHero ?? best) : best;
}

/** `investigators(state)[0]` without the sorted copy: [6.0] the first living Thief, or else the first living member. */
function firstInvestigator(party: DeathmazeState['party']): GameAdventurer | undefined {
  let first: GameAdventurer | undefined;
  for (let i = 0; i < party.length; i++) {
    const a = party[i]!;
    if (a.dead) continue;
    if (a.detrap > 0) return a;
    first ??= a;
  }
  return first;
}

function combatMove(combat: CombatState, legal: LegalCombatActions): CombatAction {
  if (combat.phase === 'partyCombat') {
    // Heal the one about to die, if he can. (Indexed loops here and in monsterLeft: see findAdventurer.)
    const adventurers = combat.adventurers;
    for (let i = 0; i < adventurers.length; i++) {
      const a = adventurers[i]!;
      if (a.dead || a.woundPoints - a.wounds > 2 || !a.items?.some(isHealing)) continue;
      const heal = healingMove(a, legal);
      if (heal) return heal;
    }
    // The first adventurer who can attack does, with the weapon in hand if he may.
    const attacks = legal.firstAttackersAttacks();
    if (attacks.length) return weakestTargetAttack(combat, attacks);
    // Only an unarmed adventurer's weapon change is taken: nobody else's is listed, nor anything past the first.
    const unarmed = combat.adventurers.some(isUnarmed) ? legal.unarmedWeaponChange() : undefined;
    if (unarmed) return unarmed;
    return legal.endOfPhase('endPartyCombat') ?? firstLegal(legal);
  }
  const end = legal.endOfPhase('endPartyReorganization');
  if (end) return end;
  // A row move forward if there is one, else the first: the rest of the kind is not listed.
  return legal.rowMoveTo(0) ?? firstLegal(legal);
}

// The rare moves are looked for in functions of their own: the closures they need are then made only when they are.
function healingMove(a: AdventurerInCombat, legal: LegalCombatActions): CombatAction | undefined {
  // His own uses only: the same as the kind's list's uses naming him.
  return legal.itemUsesOf(a.id).find((x) => a.items?.some((i) => i.id === x.itemId && isHealing(i)));
}

type Attack = Extract<CombatAction, { type: 'attack' }>;

/**
 * The attack on the monster with the fewest Wound Points left, the first listed on a tie, among the attacks with the
 * weapon already in hand if there are any: what filtering those out and a stable sort's head give, in one pass.
 */
function weakestTargetAttack(combat: CombatState, attacks: readonly Attack[]): Attack {
  let pick = attacks[0]!;
  // Mostly one: a front-row adventurer may attack only the monster closest to him.
  if (attacks.length === 1) return pick;
  let pickLeft = monsterLeft(combat, pick.targetId);
  for (let i = 1; i < attacks.length; i++) {
    const x = attacks[i]!;
    const inHand = x.weaponId === undefined;
    if (!inHand && pick.weaponId === undefined) continue;
    const left = monsterLeft(combat, x.targetId);
    if (left < pickLeft || (inHand && pick.weaponId !== undefined)) {
      pick = x;
      pickLeft = left;
    }
  }
  return pick;
}

/**
 * A monster's Wound Points left, less two for each attack already declared on it this phase [8.42] (about what one
 * does), so that the party spreads its attacks rather than wasting them on one that will be dead; 99 for one not in
 * the fight.
 */
function monsterLeft(combat: CombatState, id: string): number {
  let declared = 0;
  const list = combat.declared;
  if (list !== undefined) for (let i = 0; i < list.length; i++) if (list[i]!.targetId === id) declared++;
  const monsters = combat.monsters;
  for (let i = 0; i < monsters.length; i++) {
    const m = monsters[i]!;
    if (m.id !== id) continue;
    // One the declared attacks will likely kill comes after every other (the least overkill first among those).
    const left = m.woundPoints - m.wounds - 2 * declared;
    return left > 0 ? left : 50 - left;
  }
  return 99;
}

function isHealing(item: { readonly kind: string }): boolean {
  return item.kind === 'healingPotion' || item.kind === 'mustard';
}

function isUnarmed(a: AdventurerInCombat): boolean {
  return a.weaponInHand === null;
}

const NO_ACTION = 'The expedition is over: there is no action to choose.';

function firstLegal(legal: LegalCombatActions): CombatAction {
  const first = legal.all()[0];
  if (!first) throw new Error(NO_ACTION);
  return first;
}

function exploringMove(state: DeathmazeState): DeathmazeAction | undefined {
  const item = itemMove(state.party);
  if (item) return item;
  const heal = supportSpell(state, false);
  if (heal) return heal;
  const order = betterOrder(state);
  if (order) return order;
  const atEntrance = samePosition(state.position, ENTRANCE_POSITION);
  const goHome = hasWon(state) || isFailing(state) || state.stats.moves > 300;
  if (!goHome) {
    const fresh = exitOntoEmpty(exitsFrom(state.maze, state.position));
    if (fresh) return { type: 'move', side: fresh.side };
    const toFrontier = firstStepTo(state.maze, state.position, 'frontier');
    if (toFrontier) return { type: 'move', side: toFrontier };
  }
  if (atEntrance) return { type: 'leave' };
  const home = firstStepTo(state.maze, state.position, 'entrance');
  return home ? { type: 'move', side: home } : undefined;
}

/**
 * Take up magic weapons, heal the wounded, test potions when someone could use the healing. Read from the party
 * alone, which most steps leave as it was (each change makes a new list): a party found with nothing to do is kept,
 * and the moves after it, until a fight or a find changes the party, skip the look through every item.
 */
function itemMove(party: DeathmazeState['party']): DeathmazeAction | undefined {
  if (party === partyWithNoItemMove) return undefined;
  for (let j = 0; j < party.length; j++) {
    const a = party[j]!;
    if (a.dead) continue;
    for (let i = 0; i < a.magicItems.length; i++) {
      const item = a.magicItems[i]!;
      if (item.kind === 'weapon' && mayCarry(a, item)) {
        const slot = a.weapons.findIndex((w) => w === item.weapon);
        const target = slot >= 0 ? slot : 0;
        if ((a.weaponBonuses[target] ?? 0) < item.bonus) return { type: 'wield', itemId: item.id, slot: target };
      }
      // [11.22] Spell-casting wounds are never healed: only the others count.
      const wounded = a.wounds - (a.spellWounds ?? 0) >= 2;
      if (wounded && item.kind === 'potion' && (item.potion === null || item.potion === 'healing')) return { type: 'use', itemId: item.id };
      if (wounded && item.kind === 'spice' && item.spice === 'mustard') return { type: 'use', itemId: item.id };
    }
  }
  partyWithNoItemMove = party;
  return undefined;
}

let partyWithNoItemMove: DeathmazeState['party'] | undefined;

/** The first exit onto a segment with no chit yet: `find` written as a loop (asked on every exploring move). */
function exitOntoEmpty(exits: readonly Exit[]): Exit | undefined {
  for (let i = 0; i < exits.length; i++) if (exits[i]!.leadsTo === 'empty') return exits[i];
  return undefined;
}

/**
 * [10.1] Sesame if someone carries it, else the first choice of the list: the best Thief, or else the fittest member
 * opens it. Read from the party as the list orders it (stable sorts: the first of equals wins) without building it.
 */
function trapMove(state: DeathmazeState): DeathmazeAction | undefined {
  // One pass over the living for all three (no list of them): the first with Sesame wins outright.
  let thief: GameAdventurer | undefined;
  let opener: GameAdventurer | undefined;
  for (let i = 0; i < state.party.length; i++) {
    const a = state.party[i]!;
    if (a.dead) continue;
    if (sesameOf(a) !== undefined) return { type: 'trap', method: 'sesame', adventurerId: a.id };
    if (a.detrap > 0 && (thief === undefined || a.detrap > thief.detrap)) thief = a;
    if (opener === undefined || a.woundPoints - a.wounds > opener.woundPoints - opener.wounds) opener = a;
  }
  if (thief) return { type: 'trap', method: 'detrap', adventurerId: thief.id };
  return opener ? { type: 'trap', method: 'open', adventurerId: opener.id } : undefined;
}

/**
 * betterOrder reads only the party and the marching order, which change on few actions (each change makes new
 * ones): the answer for the pair last asked about is kept, and the moves in between ask again. One pair rather than a
 * WeakMap of them: a game asks about its own latest pair, and an entry for every new party cost more than it saved.
 */
function betterOrder(state: DeathmazeState): DeathmazeAction | undefined {
  const known = lastOrderAnswer;
  if (known !== undefined && known.party === state.party && known.marchingOrder === state.marchingOrder) return known.answer;
  const answer = rankedOrder(state);
  lastOrderAnswer = { party: state.party, marchingOrder: state.marchingOrder, answer };
  return answer;
}

interface OrderAnswer {
  readonly party: DeathmazeState['party'];
  readonly marchingOrder: DeathmazeState['marchingOrder'];
  readonly answer: DeathmazeAction | undefined;
}
let lastOrderAnswer: OrderAnswer | undefined;

/** Keeps the three fittest adventurers in the first row (the rest behind, with their bows). */
function rankedOrder(state: DeathmazeState): DeathmazeAction | undefined {
  const ranked = fittestFirst(state.party);
  if (ranked.length < 2) return undefined;
  const frontSize = ranked.length <= 3 ? Math.max(2, ranked.length - 1) : 3;
  if (isFirstRow(state.marchingOrder.rows[0] ?? [], ranked, frontSize)) return undefined;
  // Pushed, not mapped: TurboFan's inlined `map` makes a holey list, and the reads below deoptimized on it.
  const ids = mapPacked(ranked, (a) => a.id);
  const rows: (string | null)[][] = [[ids[0] ?? null, ids[1] ?? null, frontSize > 2 ? (ids[2] ?? null) : null]];
  for (let i = frontSize; i < ids.length; i += 3) rows.push([ids[i] ?? null, ids[i + 1] ?? null, ids[i + 2] ?? null]);
  return { type: 'arrange', rows };
}

/** Ids the game makes: a letter and a number ("a12"), on which code-unit order is the collation's order. */
const MADE_ID = /^[a-z]\d+$/;

/**
 * Whether `x` comes before `y` as `localeCompare` orders them. The ids the game makes are compared by their code
 * units, which orders them the same (digits before letters, no tailoring of a lone lower-case letter and digits in
 * any locale); others (a save from elsewhere) still go through `localeCompare`. Why: the first `localeCompare` of a
 * process has ICU build its collator and the list of available locales (about 68 million instructions, measured with
 * callgrind in a `simulate` run: some 20–30 ms of the first game), which a short simulation paid for one tie.
 */
export function idBefore(x: string, y: string): boolean {
  return MADE_ID.test(x) && MADE_ID.test(y) ? x < y : x.localeCompare(y) < 0;
}

/**
 * The living, fittest first, the ids settling ties (as a stable sort on that order gives). Inserted one by one, each
 * fitness worked out once: for a party of four, Array#sort's set-up and comparisons that work the Wound Points out
 * again cost more than the ranking itself.
 */
function fittestFirst(party: readonly GameAdventurer[]): GameAdventurer[] {
  const ranked: GameAdventurer[] = [];
  const scores: number[] = [];
  for (let j = 0; j < party.length; j++) {
    const a = party[j]!;
    if (a.dead) continue;
    const score = fitness(a);
    // Those who rank after him move one place down the list, the last first.
    let i = ranked.length;
    while (i > 0 && (score > scores[i - 1]! || (score === scores[i - 1]! && idBefore(a.id, ranked[i - 1]!.id)))) {
      ranked[i] = ranked[i - 1]!;
      scores[i] = scores[i - 1]!;
      i--;
    }
    ranked[i] = a;
    scores[i] = score;
  }
  return ranked;
}

/** How fit an adventurer is to stand in the first row: his Wound Points left, and two more for a Hero. */
function fitness(a: GameAdventurer): number {
  return remaining(a) + (a.class === 'hero' ? 2 : 0);
}

/** The row holds the first `size` of `ranked` and nobody else, in any boxes. */
function isFirstRow(row: readonly (string | null)[], ranked: readonly GameAdventurer[], size: number): boolean {
  const isFront = (id: string) => {
    for (let i = 0; i < size; i++) if (ranked[i]!.id === id) return true;
    return false;
  };
  for (let i = 0; i < row.length; i++) {
    const id = row[i] as string | null;
    if (id !== null && !isFront(id)) return false;
  }
  for (let i = 0; i < size; i++) if (!row.includes(ranked[i]!.id)) return false;
  return true;
}
