import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import { characteristics, theGroup, type MonsterGroup } from '../data/monsters';
import { closeDoor, positionKey } from '../maze';
import {
  castNonCombatSpell,
  effectiveMagicResistance,
  parseSpell,
  spellInfo,
  type PartyCharmedMonster,
  type SpellCaster,
  type SpellContext,
} from '../advanced';
import { afterEncounter, refuse, toTreasure, type Refusal } from './flow';
import { adventurerById, closeUp, effectiveWoundPoints, living, replaceAdventurer } from './party';
import { dictionaryWith } from '../../../core/dictionary';
import { withAdventurer, withStat, withState } from './state-copy';
import type { DeathmazeState, GameAdventurer } from './types';
import { neutralized } from './poison';
import { ringsOf, spellRingsOf } from './castable';
import { exploringPhase, phaseWith } from './phase-records';

/** [12.12] Magic Resistance with his Rings of Resistance. */
export function magicResistanceOf(a: GameAdventurer): number {
  return effectiveMagicResistance(a.magicResistance, ringsOf(a).map((r) => r.ring));
}

export function casterOf(state: DeathmazeState, a: GameAdventurer): SpellCaster {
  return {
    id: a.id,
    name: a.name,
    spells: a.spells ?? [],
    woundPoints: effectiveWoundPoints(a),
    wounds: a.wounds,
    spellWounds: a.spellWounds ?? 0,
    spellRings: spellRingsOf(state, a),
  };
}

function contextOf(state: DeathmazeState, spell: string): SpellContext | Refusal {
  const k = state.phase.kind;
  if (k === 'combat') return 'combat';
  if (k === 'encounter') return parseSpell(spell) === 'oratory' ? 'negotiation' : 'exploring';
  // [11.21] Combat has not been joined yet: Non-Combat spells may still be cast (game ruling "Spells before combat").
  if (k === 'beforeCombat') return 'exploring';
  // [11.21] "At any time except during combat": dealing with a trap included (Mage Armor on the Thief who detraps).
  if (k === 'exploring' || k === 'treasure' || k === 'feature' || k === 'petrified' || k === 'poisoned' || k === 'trap') return 'exploring';
  return refuse('11.21', 'No spell can be cast now: finish what the party is doing first.');
}

/**
 * [11.21]–[11.23], [11.3] A Wizard casts a Non-Combat spell outside combat: Heal, Mage Armor and Strength at any time;
 * Lock pegs the door the party just came through, as Cloves do [9.57]; Oratory before negotiating; Stone-Flesh on
 * the petrified after a fight [12.34]. The cost is paid in wounds that cannot kill him, or by a spell ring [12.13].
 */
export function castOutsideCombat(state: DeathmazeState, adventurerId: string, spell: string, targetId: string | undefined, rng: Rng, events: GameEvent[]): DeathmazeState | Refusal {
  if (state.gameVariant !== 'advanced') return refuse('11.0', 'Spells belong to the Advanced game [3.0], [11.0].');
  const caster = living(state).find((a) => a.id === adventurerId);
  if (!caster) return refuse('11.21', `“${adventurerId}” is not a living member of the party.`);
  const context = contextOf(state, spell);
  if (typeof context !== 'string') return context;
  const phase = state.phase;
  const spellId = spell.startsWith('ring:') ? spellRingsOf(state, caster).find((r) => r.id === spell.slice(5))?.spell : parseSpell(spell);
  if (phase.kind === 'petrified' && spellId !== 'stoneFlesh') return refuse('12.34', 'After the fight only Stone-Flesh is cast now; decline it to carry on.');
  if (spellId === 'lock' && (phase.kind !== 'encounter' || !phase.mayPeg || phase.negotiated !== 'no' || !state.previousPosition || !state.entry)) {
    return refuse('11.3', 'Lock shuts a door as Cloves do [9.57]: cast it on the door the party has just opened on monsters.');
  }
  if (spellId === 'oratory' && phase.kind === 'encounter' && (phase.negotiated !== 'no' || phase.oratory)) {
    return refuse('11.3', phase.oratory ? 'Oratory has already been cast for this negotiation.' : 'The negotiation is over.');
  }
  if (phase.kind === 'poisoned' && spellId !== 'neutralizePoison') return refuse('11.3', 'Only Neutralize Poison is cast now; decline it to let the poison take effect.');
  const poison = phase.kind === 'poisoned' ? phase.victims.find((v) => v.id === targetId) : undefined;
  if (spellId === 'neutralizePoison' && !poison) return refuse('11.3', 'Neutralize Poison must be cast immediately after a poisoning, on its victim [11.3].');
  const target = targetId ? state.party.find((a) => a.id === targetId) : undefined;
  if (targetId && (!target || (target.dead && !target.petrified))) return refuse('11.3', `“${targetId}” is not a living member of the party.`);
  if (target?.petrified && (phase.kind !== 'petrified' || !phase.ids.includes(target.id))) return refuse('12.34', `${target.name} is stone for good.`);
  const cast = castNonCombatSpell(
    {
      caster: casterOf(state, caster),
      spell,
      context,
      // The poison waits: the spell undoes wounds he has not suffered yet.
      ...(target ? { target: { id: target.id, name: target.name, wounds: target.wounds + (poison?.wounds ?? 0), spellWounds: target.spellWounds ?? 0, petrified: target.petrified ?? false } } : {}),
      ...(poison ? { poisonWounds: poison.wounds } : {}),
    },
    rng,
  );
  if (!cast.ok) return refuse(cast.rule, cast.message);
  events.push(...cast.events);
  let next = replaceAdventurer(state, { ...caster, wounds: cast.caster.wounds, spellWounds: cast.caster.spellWounds });
  if (cast.ringUsed) next = withState(next, { ringsUsed: [...(next.ringsUsed ?? []), cast.ringUsed] });
  const e = cast.effect;
  const who = (id: string) => adventurerById(next, id)!;
  switch (e.kind) {
    case 'heal':
      return replaceAdventurer(next, { ...who(e.targetId), wounds: Math.max(e.wounds, who(e.targetId).spellWounds ?? 0) });
    case 'mageArmor':
      // [11.3] "Make a note of the number rolled": a new casting's note replaces what was left of the last.
      return replaceAdventurer(next, { ...who(e.targetId), mageArmor: e.points });
    case 'strength':
      return replaceAdventurer(next, { ...who(e.targetId), strength: e.combatBonus });
    case 'negotiationModifier':
      return phase.kind === 'encounter' ? withState(next, { phase: phaseWith(phase, { oratory: e.modifier }) }) : next;
    case 'lockDoor':
      return phase.kind === 'encounter' ? lockDoor(next, phase.group, events) : next;
    case 'stoneFlesh':
      return revive(next, e.targetId, events);
    case 'neutralizePoison':
      return neutralized(next, e.targetId, events);
  }
}

/** [11.3] Lock: the door the party came through is shut as with Cloves [9.57]; the party steps back. */
function lockDoor(state: DeathmazeState, group: MonsterGroup, events: GameEvent[]): DeathmazeState {
  events.push({ kind: 'encounter.peg', section: '11.3', text: `The door is locked: the party retreats, and ${theGroup(group)} stay${group.count === 1 ? 's' : ''} behind it.` });
  return withState(state, {
    maze: closeDoor(state.maze, state.position, state.entry!.side),
    lurking: dictionaryWith(state.lurking, positionKey(state.position), group),
    position: state.previousPosition!,
    previousPosition: null,
    entry: null,
    phase: exploringPhase()
  });
}

/** [11.3], [12.34] Stone-Flesh: the adventurer is flesh again, with the wounds he had, and rejoins the marching order. */
function revive(state: DeathmazeState, id: string, events: GameEvent[]): DeathmazeState {
  const phase = state.phase;
  const a = adventurerById(state, id)!;
  const { causeOfDeath: _c, diedAt: _d, ...rest } = a;
  void _c;
  void _d;
  let next = replaceAdventurer(state, { ...rest, dead: false, petrified: false });
  next = withState(next, { stats: withStat(next.stats, 'deaths', next.stats.deaths - 1), marchingOrder: closeUp(next.marchingOrder, living(next).map((x) => x.id)) });
  if (phase.kind !== 'petrified') return next;
  const ids = phase.ids.filter((x) => x !== id);
  if (ids.length && wizardsForStoneFlesh(next, ids).length) return withState(next, { phase: phaseWith(phase, { ids }) });
  return petrifiedAreDead(withState(next, { phase: phaseWith(phase, { ids }) }), events);
}

/** Living Wizards who may cast Stone-Flesh now (known, affordable) on one of `ids`. */
export function wizardsForStoneFlesh(state: DeathmazeState, ids: readonly string[]): GameAdventurer[] {
  const cost = spellInfo('stoneFlesh').cost;
  return living(state).filter((a) => (a.spells ?? []).includes('stoneFlesh') && a.wounds + cost < effectiveWoundPoints(a) && ids.some((id) => id !== a.id));
}

/** [12.34] No Wizard revives them: the petrified are dead; play goes on after the fight. */
export function petrifiedAreDead(state: DeathmazeState, events: GameEvent[]): DeathmazeState {
  const phase = state.phase;
  if (phase.kind !== 'petrified') return state;
  let next = state;
  for (const id of phase.ids) {
    const a = adventurerById(next, id);
    if (!a) continue;
    events.push({ kind: 'death', section: '12.34', text: `${a.name} stays stone: he is dead [12.34].`, data: { adventurerId: id } });
    next = replaceAdventurer(next, withAdventurer(a, { petrified: false }));
  }
  next = withState(next, { phase: exploringPhase() });
  return phase.then === 'feature' ? afterEncounter(next, events) : toTreasure(next, events);
}

/** A charmed monster as a group of one, to fight [9.45]. */
export function hostileGroup(c: PartyCharmedMonster): MonsterGroup {
  return { type: c.type, source: 'wandering', count: 1, monsters: [{ index: 1, woundPoints: c.woundPoints, wounds: c.wounds }], treasure: characteristics(c.type).treasure.wandering };
}
