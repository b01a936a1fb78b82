import type { Choice } from '../../../engine/ruleset';
import { cellKey } from '../maze/grid';
import { DELTA } from '../maze/tiles';
import type { SpellId } from '../data/spells';
import { firstStepTo } from './autoplay-paths';
import type { CitadelAction } from './actions';
import { chooseCombatAction } from '../combat';
import { listedChoices, listedOfType, listedWards } from './listed-choices';
import { chooseEncounterAction, frontRow, wardFor } from './autoplay-encounter';
import { chestOpener, claimAnswer, newSpell, tapestryAnswer, wieldAnswer } from './autoplay-choices';
import { here } from './flow';
import { exits } from './move';
import { openExits, placedSide } from '../maze/grid';
import { activeMembers, maxWounds, spellPool, usableSpells } from './party';
import type { CitadelState, PlacedTile } from './types';

/** Expeditions the built-in player sets out on before it ends a campaign that has not won. */
export const AUTOPLAY_EXPEDITIONS = 10;

/** Wound Points the active party has left, and in full health. */
function health(state: CitadelState): { left: number; full: number } {
  let left = 0;
  let full = 0;
  for (const c of activeMembers(state)) {
    left += maxWounds(c) - c.wounds;
    full += maxWounds(c);
  }
  return { left, full };
}

/**
 * Whether to turn for home. Only a party that comes out with the Gate destroyed wins (17.0), but the maze it has mapped
 * and what the mirrors told stay for the next expedition, where every wound is healed and the fallen are replaced
 * (17.0); and a fight cannot be fled (9.0), so one fight entered hurt often kills the whole party. So it goes home
 * early — after a death, with fewer than four left, with no one left who can destroy the Gate, or with less than
 * WEAK_SHARE of its Wound Points — and comes back.
 */
function weak(state: CitadelState): boolean {
  const members = activeMembers(state);
  if (members.length < 4 || state.party.some((c) => !c.alive && !c.raised.includes('replaced'))) return true;
  if (!state.hellgateDestroyed && !members.some((c) => c.skills.hellgate > 0)) return true;
  const { left, full } = health(state);
  return left < full * WEAK_SHARE;
}

/**
 * The share of the party's Wound Points below which it goes home. Over 100 seeded five-expedition campaigns, 2/3 (the
 * earlier player's) lost the whole party in 64, 0.8 in 49, 0.9 in 34, with as many Gates found; going on down to 35–50%
 * lost it in most single expeditions.
 */
const WEAK_SHARE = 0.9;

/** The share below which it will not open furniture (a coffin's Vampire fights first, 13.4) or face the Hellgate. */
const BOLD_SHARE = 0.8;

/** A sensible player: heal, explore toward the Hellgate, talk before fighting, go home when hurt or done. */
export function chooseAction(state: CitadelState): CitadelAction {
  // Each phase asks only for what it weighs: the combat policy reads the legal actions itself, exploring and meeting
  // monsters ask for the choices of the types they weigh (listedOfType) — an explore state's whole list is mostly the
  // treasure anyone may hand to anyone (14.0), an encounter's mostly the spells, which this player reads only when the
  // monsters are dangerous — and a trap or the Hellgate need no list at all. The reducer checks the chosen action
  // against the same per-type lists, so nothing is listed twice.
  switch (state.phase.kind) {
    case 'combat': {
      const a = chooseCombatAction(state.phase.combat);
      // No legal action: only the listed choices can say what is left.
      return a ? { type: 'combat', action: a } : firstListed(state);
    }
    case 'explore':
      return wieldAnswer(listedOfType(state, 'wield').map((c) => c.action), state) ?? explore(state);
    case 'trap': {
      const best = [...activeMembers(state)].sort((a, b) => b.skills.detrap - a.skills.detrap || maxWounds(b) - b.wounds - (maxWounds(a) - a.wounds))[0]!;
      return { type: 'investigateTrap', character: best.id };
    }
    case 'encounter':
      // A Teleport aimed by someone else (10.6) is put back: this player sends monsters away only in chooseEncounterAction.
      if (state.phase.teleporting) return teleportDestination(state, listedOfType(state, 'teleportTo'));
      return chooseEncounterAction(state, (type) => listedOfType(state, type), () => listedWards(state));
    case 'poisoned':
      // 10.6: Neutralize Poison on the first victim anyone can save; when no one can, the poison takes effect.
      return listedOfType(state, 'cast')[0]?.action ?? { type: 'poisonTakesEffect' };
    case 'spellLoss': {
      // 13.5: the curse takes the spell this player values least of those he may use (the one it would unmark first).
      let least: CitadelAction | undefined;
      let rank = -1;
      for (const { action } of listedOfType(state, 'loseSpell')) {
        if (action.type === 'loseSpell' && valueRank(action.spell) > rank) [least, rank] = [action, valueRank(action.spell)];
      }
      return least ?? firstListed(state);
    }
    case 'chest':
      return chestOpener(state);
    case 'tapestry':
      return tapestryAnswer(state);
    case 'claim':
      return claimAnswer(state);
    case 'learnSpell':
      return newSpell(state, listedOfType(state, 'learnSpell').map((c) => c.action));
    case 'hellgate': {
      const best = [...activeMembers(state)].filter((c) => c.skills.hellgate > 0).sort((a, b) => b.skills.hellgate - a.skills.hellgate)[0];
      return best ? { type: 'destroyGate', character: best.id } : { type: 'withdraw' };
    }
    case 'home': {
      const choices = listedChoices(state);
      const wielded = wieldAnswer(choices.map((c) => c.action), state);
      if (wielded) return wielded;
      const pick = (type: CitadelAction['type']) => choices.find((c) => c.action.type === type)?.action;
      const advance = choices.find((c) => c.action.type === 'advance' && c.action.characteristic === 'woundPoints') ?? choices.find((c) => c.action.type === 'advance');
      if (advance) return advance.action;
      const recruit = pick('recruit');
      if (recruit) return recruit;
      if (state.expedition < AUTOPLAY_EXPEDITIONS) return pick('setOut') ?? { type: 'endCampaign' };
      return { type: 'endCampaign' };
    }
    case 'orient':
    case 'over':
      return firstListed(state);
  }
}

/**
 * Where the Hellgate is best looked for, from what the mirrors told (13.7): the level a mirror named; before any
 * mirror, FIRST_MIRROR_LEVEL.
 */
function targetLevel(state: CitadelState): 1 | 2 | 3 {
  return state.mirror.level ?? FIRST_MIRROR_LEVEL;
}

/**
 * The level the autoplayer looks for its first mirror on. The first mirror reads the Gate's distance at once only when
 * it names its own level (1 in 6 on level 1, 2 in 6 on level 2, 3 in 6 on level 3), but a Gate found deeper is guarded
 * by stronger Demons (6.7: +2 WP and +1 CB on level 2) and every fight on the way is harder. Over 200 seeded
 * ten-expedition campaigns (seed COBAUTO2), searching level 1 first found the Gate 8 times and lost 41% of parties;
 * going down to level 2 first found it 5 times and lost 44.5%.
 */
const FIRST_MIRROR_LEVEL: 1 | 2 | 3 = 1;

/** Whether investigating furniture on this tile's level can still tell something (13.7: only two mirrors roll). */
function mirrorUseful(state: CitadelState, t: PlacedTile): boolean {
  if (state.hellgateFound) return false;
  if (state.mirror.level === null) return true;
  return state.mirror.countdown === null && state.mirror.level === t.level;
}

/**
 * Whether a feature is worth its risk (13.0). Furniture holds the mirrors, the only way to the Gate, so it is opened
 * while a mirror can still tell something (a coffin's Vampire is the price, 13.4). Artwork is mostly gain (a Wrath of
 * God manuscript, talismans, a tapestry's value); an altar blesses or curses on a Resistance Check, so only a
 * character who resists on 4 in 6 kneels. Fountains (poison, drink, blood) and statues (a Medusa, X's possession) cost
 * more than they give, and a trap door may drop him into the Hellgate's shaft.
 */
function featureWorthIt(state: CitadelState, t: PlacedTile, bestResistance: number): boolean {
  switch (t.feature) {
    case 'furniture':
      return mirrorUseful(state, t);
    case 'artwork':
      return true;
    case 'altar':
      return bestResistance >= 4;
    default:
      return false;
  }
}

function firstListed(state: CitadelState): CitadelAction {
  const first = listedChoices(state)[0]?.action;
  if (!first) throw new Error('No action is open: the game is over.');
  return first;
}

function explore(state: CitadelState): CitadelAction {
  // Heal the most hurt first: only someone missing 2 Wound Points or more is worth a spell, so with no one that hurt
  // the heals are not even listed.
  const heals = activeMembers(state).some((c) => c.wounds >= 2) ? listedOfType(state, 'heal') : [];
  if (heals.length > 0) {
    const byNeed = heals.map((c) => {
      const a = c.action;
      const t = a.type === 'heal' ? state.party.find((p) => p.id === a.target) : undefined;
      return { c, need: t ? t.wounds : 0 };
    });
    const best = byNeed.sort((a, b) => b.need - a.need)[0]!;
    if (best.need >= 2) return best.c.action;
  }
  const tile = here(state);
  const { left, full } = health(state);
  const bold = left >= full * BOLD_SHARE;
  // With the Gate found, it is faced only in good health: a hurt party goes home to heal and comes back (the map stays).
  const gateAhead = state.hellgateFound && !state.hellgateDestroyed && !bold && state.expedition < AUTOPLAY_EXPEDITIONS;
  // The next segment entered on this level is the Gate's when the mirror's count is at 1 (13.7): its fight starts on
  // entering (16.0), so that step is warded like the step onto a Gate already found (a party hurt enough to fear it
  // has already turned for home: weak() goes at 90% of its Wound Points).
  const gateNext = gateIsNext(state, tile);
  const goHome = weak(state) || gateAhead || state.hellgateDestroyed || state.pile.length === 0;
  // 4.1 D: on the Gateway, before the first step, the spells usable under this expedition's dominant sun are chosen.
  if (state.marking && !goHome) {
    const mark = bestMark(state);
    if (mark) return mark;
  }
  if (goHome) {
    if (tile.gateway) return { type: 'leave' };
    const way = firstStepTo(state, (t) => t.gateway);
    if (way) return way;
  }
  if (state.hellgateFound && !state.hellgateDestroyed) {
    const way = firstStepTo(state, (t) => t.hellgate);
    // The step into the Gate's segment starts its fight (16.0): the first row is warded before it.
    if (way) return (stepsOnto(state, way)?.hellgate ? wardFor(state, frontRow(state), listedWards(state)) : undefined) ?? way;
  }
  const members = activeMembers(state);
  const bestResistance = Math.max(0, ...members.map((c) => c.resistance));
  if (tile.feature !== null && !tile.featureUsed && bold && featureWorthIt(state, tile, bestResistance)) {
    // The coffin's Vampire fights the investigator alone first (13.4), an altar tests his Resistance (13.5): the one
    // who resists best and has the most Wound Points left.
    const who = [...members].sort((a, b) => b.resistance - a.resistance || maxWounds(b) - b.wounds - (maxWounds(a) - a.wounds))[0];
    // Furniture may be a coffin, whose Vampire fights him alone (13.4): he is warded first.
    const ward = who && tile.feature === 'furniture' ? wardFor(state, [who.id], listedWards(state)) : undefined;
    if (ward) return ward;
    if (who) return { type: 'investigateFeature', character: who.id };
  }
  const target = targetLevel(state);
  // Toward the level to search: by the staircase here, else the nearest known one that leads there.
  if (tile.level !== target) {
    const toward = (tile.level + Math.sign(target - tile.level)) as 1 | 2 | 3;
    if (tile.stairs) return { type: 'stairs', level: toward };
    const way = firstStepTo(state, (t) => t.stairs && t.level === tile.level, true);
    if (way) return way;
  }
  const searching = tile.level === target;
  // A mirror still to read on this level: the nearest furniture not yet opened (bold parties only, as above).
  if (searching && bold) {
    const way = firstStepTo(state, (t) => t.level === tile.level && t.feature === 'furniture' && !t.featureUsed && mirrorUseful(state, t), true);
    if (way) return way;
  }
  // Into the unknown from here: on the target level every new segment brings the mirrors' count nearer (13.7) and
  // may hold furniture; elsewhere it may hold the staircase the party needs. Through a door first: a tile entered
  // through a doorway is laid room side up (5.0 A3), and only rooms hold furniture (the mirrors) and staircases.
  const unexplored = exits(state).filter((e) => e.kind === 'unexplored');
  const door = unexplored.find((e) => placedSide(tile, e.dir) === 'door') ?? unexplored[0];
  if (door && (!searching || state.mirror.countdown !== null || placedSide(tile, door.dir) === 'door' || !doorElsewhere(state, tile.level))) {
    // Into the Gate's segment (the count at 1): the first row is warded first, as before a Gate already found.
    return (gateNext ? wardFor(state, frontRow(state), listedWards(state)) : undefined) ?? { type: 'move', dir: door.dir };
  }
  if (searching) {
    // While a mirror is still to be found, a known doorway into the unknown is worth the walk (the count, once read,
    // is brought down by any new segment, so then the nearest will do).
    const way =
      (state.mirror.countdown === null ? firstStepTo(state, (t) => t.level === tile.level && unexploredDoor(state, t)) : null) ??
      firstStepTo(state, (t) => t.level === tile.level && openExits(state.tiles, t).length > 0);
    if (way) return way;
  }
  const newLevel = unreachedLevel(state, tile);
  if (newLevel !== null) return { type: 'stairs', level: newLevel };
  const way = firstStepTo(state, (t) => openExits(state.tiles, t).length > 0 || (t.feature !== null && !t.featureUsed && featureWorthIt(state, t, bestResistance)) || unreachedLevel(state, t) !== null);
  if (way) return way;
  if (tile.gateway) return { type: 'leave' };
  return firstStepTo(state, (t) => t.gateway) ?? firstListed(state);
}

/** The tile a step (a move or the stairs) leads onto, if placed. */
function stepsOnto(state: CitadelState, a: CitadelAction): PlacedTile | undefined {
  const at = state.position;
  if (a.type === 'move') return state.tiles[cellKey(at.level, at.x + DELTA[a.dir].dx, at.y + DELTA[a.dir].dy)];
  if (a.type === 'stairs') return state.tiles[cellKey(a.level, at.x, at.y)];
  return undefined;
}

/**
 * What this player would rather use, best first (4.1 D): the spells it casts most to good effect — healing between
 * fights, Cow to avoid the fights it should not take, Strength and Mage Armor before those it must, then damage in a
 * fight and the rest. A spell not listed comes after all of these.
 */
const SPELL_VALUE: readonly SpellId[] = ['heal', 'cow', 'strength', 'lightning', 'rejuvenate', 'mageArmor', 'mentalAttack', 'sleep', 'blast', 'ceaseFire', 'oratory', 'lock', 'neutralizePoison', 'daunt', 'cajole', 'sway', 'teleport', 'stoneFlesh'];
const valueRank = (id: SpellId) => {
  const i = SPELL_VALUE.indexOf(id);
  return i < 0 ? SPELL_VALUE.length : i;
};

/**
 * What a spell is worth marking this expedition: SPELL_VALUE, except that with the Hellgate found and still standing
 * Magic Shield comes first, since the Gate's three Blasts a round are wounding spells it turns aside (10.5, 16.0; the
 * combat policy shields the party there).
 */
function markRank(state: CitadelState): (id: SpellId) => number {
  const gate = state.hellgateFound && !state.hellgateDestroyed;
  return (id) => (gate && id === 'magicShield' ? -1 : valueRank(id));
}

/**
 * 4.1 D marking: for the first caster who could use a better spell of his pool under this sun than one he has, that
 * spell in place of his least valued one (one swap a decision, until no swap improves; then the party walks on).
 */
function bestMark(state: CitadelState): CitadelAction | undefined {
  for (const c of activeMembers(state)) {
    const pool = spellPool(c);
    const usable = usableSpells(state, c).filter((id) => pool.includes(id));
    if (usable.length === 0 || usable.length >= pool.length) continue;
    const rank = markRank(state);
    const best = pool.filter((id) => !usable.includes(id)).sort((a, b) => rank(a) - rank(b))[0]!;
    const worst = [...usable].sort((a, b) => rank(b) - rank(a))[0]!;
    if (rank(best) < rank(worst)) return { type: 'markSpell', character: c.id, spell: best, instead: worst };
  }
  return undefined;
}

/** Whether the next unexplored segment the party enters from here is the Hellgate's (13.7: the mirror's count at 1). */
function gateIsNext(state: CitadelState, tile: PlacedTile): boolean {
  return !state.hellgateFound && state.mirror.countdown === 1 && state.mirror.level === tile.level;
}

/** Whether a placed tile has a doorway onto an empty cell (a room will be laid there, 5.0 A3). */
function unexploredDoor(state: CitadelState, t: PlacedTile): boolean {
  return openExits(state.tiles, t).some((d) => placedSide(t, d) === 'door');
}

/** Whether some other placed tile on `level` has a doorway onto an empty cell. */
function doorElsewhere(state: CitadelState, level: number): boolean {
  const at = cellKey(state.position.level, state.position.x, state.position.y);
  return Object.values(state.tiles).some((t) => t.level === level && t.key !== at && unexploredDoor(state, t));
}

/** A level next to this staircase where its landing is not yet placed. */
function unreachedLevel(state: CitadelState, t: PlacedTile): 1 | 2 | 3 | null {
  if (!t.stairs) return null;
  for (const l of [t.level + 1, t.level - 1]) {
    if (l >= 1 && l <= 3 && !state.tiles[cellKey(l, t.x, t.y)]) return l as 1 | 2 | 3;
  }
  return null;
}

/**
 * 10.6 Teleport: the monster goes to the visited segment farthest from the party (another level first), out of the
 * way it is taking.
 */
function teleportDestination(state: CitadelState, choices: readonly Choice<CitadelAction>[]): CitadelAction {
  const at = state.position;
  const far = (key: string) => {
    const t = state.tiles[key];
    return t ? Math.abs(t.level - at.level) * 100 + Math.abs(t.x - at.x) + Math.abs(t.y - at.y) : -1;
  };
  const sends = choices.map((c) => c.action).filter((a): a is Extract<CitadelAction, { type: 'teleportTo' }> => a.type === 'teleportTo');
  return [...sends].sort((a, b) => far(b.tile) - far(a.tile))[0] ?? { type: 'cancelTeleport' };
}
