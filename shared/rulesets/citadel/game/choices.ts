import type { Choice } from '../../../engine/ruleset';
import { BRIBE_AMOUNTS } from '../data/negotiation';
import { FEATURE_NAMES } from '../data/features';
import { spell, type SpellId } from '../data/spells';
import { DIR_NAMES } from '../maze/tiles';
import type { CitadelAction } from './actions';
import { combatChoices } from '../combat';
import { encounterSpellChoices, exploreSpellChoices, trapSpellChoices } from './casting';
import { currentGroup, groupNegotiation, here } from './flow';
import { advancementChoices, characteristicName, replacementsWanted } from './home';
import { living, describeGroup } from './monsters';
import { exits } from './move';
import { armChoices, orderChoices, orderChoicesAfresh } from './sharing';
import { handOverChoices, handOverChoicesAfresh } from './hand-over';
import { poisonChoices } from './poison';
import { markingChoices } from './marking';
import { spellLossChoices } from './spell-loss';
import { chestChoices } from './chest';
import { tapestryChoices } from './tapestry';
import { learnChoices } from './learning';
import { claimChoices } from './claim';
import { wieldChoices } from './wielding';
import { experienceChoices } from './experience-share';
import { clavichordChoices } from './clavichord';
import { activeMembers, capSkill, maxWounds, member, usableSpells } from './party';
import type { CitadelState } from './types';

type C = Choice<CitadelAction>;

/**
 * The parts of the list that are kept between states (each a pure function of a few parts of the state, made again
 * only when one of those changes: the hand-over, the marching order, the moves), and the same parts made afresh:
 * `choicesFor` lists the kept ones, the test that holds the kept list equal to one made afresh the others.
 */
export interface Making {
  readonly handOver: (state: CitadelState) => readonly C[];
  readonly order: (state: CitadelState) => readonly C[];
  readonly moves: (state: CitadelState) => readonly C[];
}

export const KEPT: Making = { handOver: handOverChoices, order: orderChoices, moves: keptMoveChoices };

/** The parts made afresh in every state (for the test only: the app and the autoplayer list the kept ones). */
export const AFRESH: Making = { handOver: handOverChoicesAfresh, order: (state) => orderChoicesAfresh(activeMembers(state)), moves: (state) => moveChoicesOf(exits(state)) };

export function choicesFor(state: CitadelState, making: Making = KEPT): C[] {
  const phase = state.phase;
  switch (phase.kind) {
    case 'explore':
      return listParts(EXPLORE_PARTS, state, making);
    case 'orient':
      return phase.rotations.map((r) => ({ id: `orient-${r}`, label: `Place the tile turned ${r * 90}°`, section: '5.0', group: 'move', action: { type: 'orient', rotation: r } }));
    case 'trap':
      return listParts(TRAP_PARTS, state, making);
    case 'encounter':
      // 10.6: while a Teleport is aimed, the only question is where the monster goes.
      if (phase.teleporting) return encounterSpellChoices(state, phase.negotiated);
      return listParts(ENCOUNTER_PARTS, state, making);
    case 'poisoned':
      return poisonChoices(state);
    case 'spellLoss':
      return spellLossChoices(state);
    case 'chest':
      return chestChoices(state);
    case 'tapestry':
      return tapestryChoices(state);
    case 'learnSpell':
      return learnChoices(state);
    case 'claim':
      return claimChoices(state);
    case 'combat':
      return combatChoices(phase.combat).map((c) => ({ ...c, id: `combat-${c.id}`, action: { type: 'combat', action: c.action } }));
    case 'hellgate': {
      const out: C[] = activeMembers(state)
        .filter((c) => c.skills.hellgate > 0)
        .map((c) => ({ id: `gate-${c.id}`, label: `${c.name} tries to destroy the Hellgate (skill ${capSkill(c.skills.hellgate)})`, section: '16.0', group: 'hellgate', subjectId: c.id, action: { type: 'destroyGate', character: c.id } }));
      out.push({ id: 'withdraw', label: 'Withdraw from the Hellgate', section: '16.0', group: 'hellgate', action: { type: 'withdraw' } });
      return out;
    }
    case 'home':
      return homeChoices(state, making);
    case 'over':
      return [];
  }
}

/**
 * One part of a phase's list: the action types it lists, and its builder. `choicesOfType` builds only the parts that
 * may list the type asked for: the autoplayer and the reducer's check ask for one type at a time, and most of an
 * explore state's list is the treasure anyone may hand to anyone (14.0), which neither of them needs.
 */
interface Part {
  readonly types: readonly CitadelAction['type'][];
  readonly list: (state: CitadelState, making: Making) => readonly C[];
}

const EXPLORE_PARTS: readonly Part[] = [
  { types: ['move'], list: (state, making) => making.moves(state) },
  { types: ['stairs'], list: stairsChoices },
  { types: ['leave'], list: leaveChoices },
  { types: ['fight'], list: attackChoices },
  { types: ['investigateFeature'], list: featureChoices },
  { types: ['reopenClavichord'], list: clavichordChoices },
  { types: ['heal'], list: healChoices },
  { types: ['markSpell'], list: markingChoices },
  { types: ['cast'], list: exploreSpellChoices },
  { types: ['moveUp'], list: (state, making) => making.order(state) },
  { types: ['give', 'giveGold'], list: (state, making) => making.handOver(state) },
  { types: ['wield'], list: wieldChoices },
  { types: ['shareExperience'], list: experienceChoices },
];

const TRAP_PARTS: readonly Part[] = [
  { types: ['investigateTrap'], list: investigateTrapChoices },
  { types: ['cast'], list: trapSpellChoices },
];

function investigateTrapChoices(state: CitadelState): C[] {
  return activeMembers(state).map((c): C => ({
    id: `trap-${c.id}`,
    label: `${c.name} investigates the trapped door${c.skills.detrap > 0 ? ` (Detrap ${capSkill(c.skills.detrap)})` : ''}`,
    section: '7.0',
    group: 'trap',
    subjectId: c.id,
    action: { type: 'investigateTrap', character: c.id },
  }));
}

const ENCOUNTER_PARTS: readonly Part[] = [
  { types: ['negotiate', 'bribe', 'fight'], list: (state) => encounterChoices(state, negotiatedNow(state)) },
  { types: ['cast', 'teleportTo', 'cancelTeleport'], list: (state) => encounterSpellChoices(state, negotiatedNow(state)) },
  { types: ['moveUp'], list: (state, making) => making.order(state) },
];

function negotiatedNow(state: CitadelState): boolean {
  return state.phase.kind === 'encounter' && state.phase.negotiated;
}

/** The parts a phase's list is built from, in their order; null where the phase's list is built whole. */
function partsOf(state: CitadelState): readonly Part[] | null {
  const p = state.phase;
  if (p.kind === 'explore') return EXPLORE_PARTS;
  if (p.kind === 'encounter' && !p.teleporting) return ENCOUNTER_PARTS;
  // The reducer checks the chosen investigator against the trap's list: the spells need not be listed for that.
  if (p.kind === 'trap') return TRAP_PARTS;
  return null;
}

/** The choices of one action type, in the order `choicesFor` lists them (a test holds the two equal). */
export function choicesOfType(state: CitadelState, type: CitadelAction['type']): C[] {
  const parts = partsOf(state);
  if (!parts) return choicesFor(state).filter((c) => c.action.type === type);
  const out: C[] = [];
  for (const part of parts) {
    if (!part.types.includes(type)) continue;
    for (const c of part.list(state, KEPT)) if (c.action.type === type) out.push(c);
  }
  return out;
}

/** A phase's parts listed one after another (a loop, not a spread: an explore state lists about a hundred). */
function listParts(parts: readonly Part[], state: CitadelState, making: Making): C[] {
  const out: C[] = [];
  for (const part of parts) for (const c of part.list(state, making)) out.push(c);
  return out;
}

type Exit = ReturnType<typeof exits>[number];

function moveChoicesOf(ways: readonly Exit[]): C[] {
  return ways.map((e): C => ({ id: `move-${e.dir}`, label: `${e.kind === 'known' ? 'Go' : 'Explore'} ${DIR_NAMES[e.dir]}`, section: '5.0', group: 'move', action: { type: 'move', dir: e.dir } }));
}

/**
 * The moves, kept with the ways out they were made from (each choice reads only a way's direction and whether it is
 * known): the last list is reused while the ways out are the same, as they are for every state met on one tile. A
 * pure function of what it compares, so games played in turn on one thread never see each other's.
 */
let lastMoves: { readonly ways: readonly Exit[]; readonly list: readonly C[] } | null = null;

function keptMoveChoices(state: CitadelState): readonly C[] {
  const ways = exits(state);
  if (lastMoves !== null && sameWays(lastMoves.ways, ways)) return lastMoves.list;
  const list = moveChoicesOf(ways);
  lastMoves = { ways, list };
  return list;
}

function sameWays(a: readonly Exit[], b: readonly Exit[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.dir !== b[i]!.dir || a[i]!.kind !== b[i]!.kind) return false;
  return true;
}

function stairsChoices(state: CitadelState): C[] {
  const tile = here(state);
  const out: C[] = [];
  if (tile.stairs) {
    if (tile.level < 3) out.push({ id: 'down', label: `Take the stairs down to level ${tile.level + 1}`, section: '6.5', group: 'move', action: { type: 'stairs', level: (tile.level + 1) as 2 | 3 } });
    if (tile.level > 1) out.push({ id: 'up', label: `Take the stairs up to level ${tile.level - 1}`, section: '6.5', group: 'move', action: { type: 'stairs', level: (tile.level - 1) as 1 | 2 } });
  }
  return out;
}

function leaveChoices(state: CitadelState): C[] {
  if (!here(state).gateway) return [];
  const leave: C = { id: 'leave', label: 'Leave the Citadel by the Gateway', section: '17.0', group: 'expedition', action: { type: 'leave' } };
  // 15.3 ruling: whoever is still stone stays behind, dead for good: asked first.
  const stone = Object.keys(state.statues ?? {}).map((id) => member(state, id).name);
  return [stone.length === 0 ? leave : { ...leave, confirm: { title: 'Leave the stone behind?', body: `${stone.join(', ')} will stay in the Citadel as stone, dead for good.`, confirmLabel: 'Leave the Citadel' } }];
}

function attackChoices(state: CitadelState): C[] {
  const g = here(state).monsters;
  if (g && living(g).length > 0 && g.attitude === 'agreement') {
    return [{ id: 'attack', label: `Attack the ${describeGroup(g)} after all`, section: '8.5', group: 'combat', action: { type: 'fight' } }];
  }
  return [];
}

function featureChoices(state: CitadelState): C[] {
  const tile = here(state);
  if (tile.feature === null || tile.featureUsed) return [];
  const feature = tile.feature;
  return activeMembers(state).map((c): C => ({ id: `feature-${c.id}`, label: `${c.name} investigates the ${FEATURE_NAMES[feature]}`, section: '13.0', group: 'feature', subjectId: c.id, action: { type: 'investigateFeature', character: c.id } }));
}

function healChoices(state: CitadelState): C[] {
  const out: C[] = [];
  // Listed for every explore state the autoplayer meets: the members and each caster's spells are read once.
  const members = activeMembers(state);
  // Most explore states find no one wounded, or no one with a heal left: nothing to list, and no caster's usable
  // spells worked out (the same list: every choice needs a wounded target and a cast left).
  if (!members.some((t) => t.wounds > 0)) return out;
  for (const caster of members) {
    let usable: readonly SpellId[] | undefined;
    for (const s of ['heal', 'rejuvenate'] as const) {
      if ((state.healUses[`${caster.id}:${s}`] ?? 0) <= 0) continue;
      usable ??= usableSpells(state, caster);
      if (!usable.includes(s)) continue;
      if (caster.wounds + spell(s).cost >= maxWounds(caster)) continue;
      for (const t of members) {
        if (t.id === caster.id || t.wounds === 0) continue;
        out.push({ id: `${s}-${caster.id}-${t.id}`, label: `${caster.name} casts ${spell(s).name} on ${t.name}`, section: '10.6', group: 'spell', subjectId: caster.id, action: { type: 'heal', caster: caster.id, target: t.id, spell: s } });
      }
    }
  }
  return out;
}

function encounterChoices(state: CitadelState, negotiated: boolean): C[] {
  const g = currentGroup(state);
  if (!g) return [{ id: 'fight', label: 'Fight', section: '9.0', group: 'combat', action: { type: 'fight' } }];
  const out: C[] = [];
  const talks = g.talk && groupNegotiation(g) !== null;
  if (talks && !negotiated) out.push({ id: 'negotiate', label: 'Negotiate', section: '8.4', group: 'negotiate', action: { type: 'negotiate' } });
  if (talks && !g.bribeTried) {
    const solo = state.encounter?.solo ?? null;
    const gold = activeMembers(state).filter((c) => solo === null || c.id === solo).reduce((s, c) => s + c.goldMarks, 0);
    for (const amount of BRIBE_AMOUNTS) {
      if (amount > gold) break;
      out.push({ id: `bribe-${amount}`, label: `Offer a bribe of ${amount} Gold Marks`, section: '8.9', group: 'negotiate', action: { type: 'bribe', goldMarks: amount } });
    }
  }
  out.push({ id: 'fight', label: 'Fight', section: '9.0', group: 'combat', action: { type: 'fight' } });
  return out;
}

function homeChoices(state: CitadelState, making: Making): C[] {
  const out: C[] = [];
  for (const c of state.party) {
    for (const k of advancementChoices(state, c)) {
      out.push({ id: `advance-${c.id}-${k}`, label: `${c.name}: raise ${characteristicName(k, c)}`, section: '12.0', group: 'advance', subjectId: c.id, action: { type: 'advance', character: c.id, characteristic: k } });
    }
  }
  const want = replacementsWanted(state);
  if (want.heroes + want.initiates.length > 0) out.push({ id: 'recruit', label: `Replace the fallen (${want.heroes} hero${want.heroes === 1 ? '' : 'es'}, ${want.initiates.length} initiate${want.initiates.length === 1 ? '' : 's'})`, section: '17.0', group: 'expedition', action: { type: 'recruit' } });
  out.push(...armChoices(state), ...wieldChoices(state), ...making.order(state), ...making.handOver(state));
  if (activeMembers(state).length > 0) out.push({ id: 'setOut', label: `Set out on expedition ${state.expedition + 1}`, section: '17.0', group: 'expedition', action: { type: 'setOut' } });
  out.push({ id: 'endCampaign', label: 'End the campaign', section: '17.0', group: 'expedition', action: { type: 'endCampaign' } });
  return out;
}
