import { roll, withResult } from '../../../core/dice';
import type { Rng } from '../../../core/rng';
import { rollOnRange } from '../../../core/table';
import type { GameEvent } from '../../../engine/ruleset';
import { bribeTarget, negotiationTable, NEGOTIATION_RESULT_NAMES, NEGOTIATION_MODIFIERS, INTIMIDATE_TRIBUTE, BRIBERY_MODIFIERS } from '../data/negotiation';
import { spell } from '../data/spells';
import { DOOR_TRAPPED_ON } from '../data/traps';
import { capSkill } from './party';
import { note, rolled, tableEvents } from './events';
import { rollGroupTreasure, takeTreasure, treasureLetter } from './loot';
import { dropAward, recordAward } from './experience-share';
import { describeGroup, hellgateGuard, living, monsterCheck } from './monsters';
import { applyCombatAction, beginCombat, type CombatAction, type CombatContext, type CombatMonsterInput, type CombatOutcome, type CombatPartyInput } from '../combat';
import { carryOutcome, combatCharacter, combatContext, combatMonsters, combatOrder, fighters } from './combat-bridge';
import { describeWinners, individualWinners } from './winner';
import { active, activeMembers, member, shareGold, spendGold, withMember, wound, partyGold } from './party';
import { keyOf } from '../maze/grid';
import type { Character, CitadelState, Encounter, MonsterGroup, PlacedTile, ReadiedSpell } from './types';
import { rollTreasure } from '../data/treasure-rolls';

export type Step = { state: CitadelState; events: GameEvent[] };

export function here(state: CitadelState): PlacedTile {
  const t = state.tiles[keyOf(state.position)];
  if (!t) throw new Error('The party stands on no tile.');
  return t;
}

/** The state with one tile put (or replaced) on the map. */
export function withTile(state: CitadelState, t: PlacedTile): CitadelState {
  return { ...state, tiles: { ...state.tiles, [t.key]: t } };
}

/** The monsters being faced: on the party's tile (6.9), or apart from it (a trap door's room or pit, 13.3). */
export function currentGroup(state: CitadelState): MonsterGroup | null {
  if (state.encounter?.where === 'apart') return state.encounter.group;
  return here(state).monsters;
}

export function setGroup(state: CitadelState, g: MonsterGroup | null): CitadelState {
  if (state.encounter?.where === 'apart') return { ...state, encounter: { ...state.encounter, group: g } };
  return withTile(state, { ...here(state), monsters: g });
}

/** 5.0 B–C after the Party counter moves onto a segment: the trap phase for a room first entered, then monsters. */
export function arrive(state0: CitadelState, rng: Rng, events: GameEvent[], firstEntry: boolean): CitadelState {
  let state = state0;
  const tile = here(state);
  // A segment entered before is left as it is (the map is copied only where it changes).
  if (!tile.entered) state = withTile(state, { ...tile, entered: true });
  state = { ...state, stats: { ...state.stats, moves: state.stats.moves + 1 } };
  if (tile.face === 'room' && firstEntry && !tile.stairs) {
    const r = roll(rng, '1D6', { section: '5.0', table: 'Trap check', purpose: `Is the door trapped? (on ${DOOR_TRAPPED_ON})` });
    const trapped = r.total <= DOOR_TRAPPED_ON;
    events.push(rolled('trap', trapped ? 'The door is trapped!' : 'The door is not trapped.', withResult(r, trapped ? 'Trapped' : 'Safe')));
    if (trapped) return { ...state, phase: { kind: 'trap' } };
  }
  return monsterPhase(state, rng, events, firstEntry);
}

/** 5.0 C: the monster phase. */
export function monsterPhase(state0: CitadelState, rng: Rng, events: GameEvent[], firstEntry: boolean): CitadelState {
  let state: CitadelState = state0.encounter === null ? state0 : { ...state0, encounter: null };
  const tile = here(state);
  if (tile.hellgate && !state.hellgateDestroyed) {
    if (tile.monsters === null) {
      const guard = hellgateGuard(state, rng, tile.level, events);
      state = withTile(guard.state, { ...here(guard.state), monsters: guard.group });
    } else events.push(note('hellgate', 'The Hellgate stands here.', '16.0'));
    return startEncounter(state, { where: 'segment', group: null, solo: null, reward: null }, events);
  }
  if (tile.monsters !== null && living(tile.monsters).length > 0) {
    // 6.9: the monsters left here are met again, alone, as new: an earlier agreement lapses.
    state = withTile(state, { ...tile, monsters: { ...tile.monsters, attitude: 'hostile', bribeTried: false } });
    events.push(note('monster', `The ${describeGroup(tile.monsters)} are still here.`, '6.9'));
    return startEncounter(state, { where: 'segment', group: null, solo: null, reward: null }, events);
  }
  const check = monsterCheck(state, rng, tile.face === 'room' && firstEntry, tile.level, events);
  state = check.state;
  if (check.group === null) return { ...state, phase: { kind: 'explore' } };
  state = withTile(state, { ...here(state), monsters: check.group });
  return startEncounter(state, { where: 'segment', group: null, solo: null, reward: null }, events);
}

export function startEncounter(state: CitadelState, encounter: Encounter, events: GameEvent[]): CitadelState {
  const next: CitadelState = { ...state, encounter, phase: { kind: 'encounter', negotiated: false, bribed: false } };
  const g = currentGroup(next);
  if (g) events.push(note('encounter', `The party faces ${describeGroup(g)}.`, '8.0'));
  return next;
}

/** Who speaks and pays: the lone investigator below a trap door, or the whole party. */
function speakers(state: CitadelState) {
  const solo = state.encounter?.solo ?? null;
  return solo !== null ? activeMembers(state).filter((c) => c.id === solo) : activeMembers(state);
}

/** The group's Negotiation Value: its strongest monster's, level included (PL 8.4). */
export function groupNegotiation(g: MonsterGroup): number | null {
  // The first living figure, found without listing them all (asked by every encounter state's choices).
  for (const f of g.figures) if (f.wounds < f.woundPoints) return f.negotiation;
  return null;
}

/** The spells readied for the next roll in this encounter (10.7). */
function readied(state: CitadelState): readonly ReadiedSpell[] {
  return state.phase.kind === 'encounter' ? (state.phase.readied ?? []) : [];
}

/** The encounter phase as it stands, with `change` applied (flags kept, a finished roll's readied spells spent). */
function encounterPhase(state: CitadelState, change: { negotiated?: boolean; bribed?: boolean; spent: readonly ReadiedSpell[] }): CitadelState['phase'] {
  const p = state.phase.kind === 'encounter' ? state.phase : { kind: 'encounter' as const, negotiated: false, bribed: false };
  const left = (p.readied ?? []).filter((s) => !change.spent.includes(s));
  const negotiated = change.negotiated ?? p.negotiated;
  const bribed = change.bribed ?? p.bribed;
  return left.length > 0 ? { kind: 'encounter', negotiated, bribed, readied: left } : { kind: 'encounter', negotiated, bribed };
}

/** 8.4–8.6: 2D6 − NV + the best Negotiation skill + 3 per Oratory medallion, + 4 for an Oratory spell (10.7). */
export function negotiate(state: CitadelState, rng: Rng, events: GameEvent[]): CitadelState {
  const g = currentGroup(state);
  const nv = g ? groupNegotiation(g) : null;
  if (!g || nv === null) return state;
  const who = speakers(state);
  const skill = who.reduce((best, c) => Math.max(best, capSkill(c.skills.negotiation)), 0);
  const medallions = who.reduce((n, c) => n + c.items.filter((i) => i.type === 'medallion' && i.kind === 'oratory').length, 0);
  const modifiers = [{ label: 'Negotiation Value', value: -nv }, { label: 'Negotiation skill', value: skill }];
  if (medallions > 0) modifiers.push({ label: 'Oratory medallion', value: medallions * NEGOTIATION_MODIFIERS.oratoryMedallion });
  if (readied(state).includes('oratory')) modifiers.push({ label: 'Oratory spell', value: NEGOTIATION_MODIFIERS.oratorySpell });
  const r = rollOnRange(rng, negotiationTable, (x) => NEGOTIATION_RESULT_NAMES[x], { purpose: `Negotiating with the ${describeGroup(g)}`, modifiers });
  events.push(...tableEvents('negotiate', `Negotiation: ${NEGOTIATION_RESULT_NAMES[r.result]}.`, r, negotiationTable.id));
  if (r.result === 'failure') return { ...state, phase: encounterPhase(state, { negotiated: true, spent: ['oratory'] }) };
  const next = setGroup(state, { ...g, attitude: 'agreement' });
  if (r.result === 'intimidate') return intimidate(next, rng, events, 'quarter');
  return endEncounterPeacefully(next, rng, events);
}

/**
 * 8.5 Intimidate, by the roll or by a Cow spell (10.7): the group's treasure is rolled now and kept, and a quarter of
 * its Gold Marks, rounded down, is handed over (8.5 ruling). By a Daunt spell (10.7) they hand over all of it.
 */
export function intimidate(state: CitadelState, rng: Rng, events: GameEvent[], share: 'quarter' | 'all'): CitadelState {
  const g = currentGroup(state);
  if (!g) return state;
  const treasure = rollGroupTreasure(rng, g, living(g), events);
  let next: CitadelState;
  if (share === 'all') {
    next = setGroup(state, { ...g, attitude: 'agreement', treasure: [] });
    events.push(note('negotiate', 'Daunted, they hand over all their treasure.', '10.7'));
    next = takeTreasure(next, rng, treasure, 0, events, state.encounter?.solo ?? null);
  } else {
    const gold = treasure.reduce((s, t) => s + t.goldMarks, 0);
    const tribute = Math.floor(gold * INTIMIDATE_TRIBUTE);
    next = setGroup(state, { ...g, attitude: 'agreement', treasure, tributePaid: tribute });
    next = shareGold(next, tribute);
    events.push(note('negotiate', `Intimidated, they hand over ${tribute} Gold Marks.`, '8.5'));
  }
  return endEncounterPeacefully(next, rng, events);
}

/** 8.7–8.9: an offer of printed Gold Marks against the strongest monster's WP + NV. */
export function bribe(state: CitadelState, rng: Rng, goldMarks: number, events: GameEvent[]): CitadelState | string {
  const g = currentGroup(state);
  if (!g) return 'There is no one to bribe.';
  const strongest = living(g)[0];
  if (!strongest || strongest.negotiation === null || !g.talk) return 'These monsters take no bribes (8.7).';
  if (g.bribeTried) return 'This group has already been offered a bribe (8.8).';
  const gold = speakers(state).reduce((s, c) => s + c.goldMarks, 0);
  if (goldMarks > gold) return `The party has only ${gold} Gold Marks.`;
  const lookup = bribeTarget(goldMarks, strongest.woundPoints + strongest.negotiation);
  if (!lookup.ok) return lookup.message;
  let next = state.encounter?.solo ? withMember(state, state.encounter.solo, (c) => ({ ...c, goldMarks: c.goldMarks - goldMarks })) : spendGold(state, goldMarks);
  // 10.7: Sway takes 2 and Cajole 4 off the roll, each once.
  const spells = readied(state).filter((s): s is 'sway' | 'cajole' => s === 'sway' || s === 'cajole');
  const modifier = spells.reduce((sum, s) => sum + BRIBERY_MODIFIERS[s], 0);
  const shown = modifier ? ` ${modifier} for ${spells.map((s) => spell(s).name).join(' and ')}` : '';
  const r = roll(rng, '1D6', { section: '8.9', table: 'Bribery Table', purpose: `Bribe of ${goldMarks} GM (accepted on ${lookup.target} or less${shown})` });
  const accepted = r.total + modifier <= lookup.target;
  // The cell as a grid's: the offer's row, the WP + NV column counted from the first band (data/printed.ts).
  events.push({ ...rolled('bribe', accepted ? `The ${strongest.name} takes the ${goldMarks} Gold Marks.` : `The bribe of ${goldMarks} Gold Marks is refused, and the gold is lost.`, withResult(r, accepted ? 'Accepted' : 'Refused')), tableId: 'citadel-bribery-table', cell: { row: lookup.row, column: lookup.column } });
  next = { ...next, phase: encounterPhase(next, { spent: ['sway', 'cajole'] }) };
  const paid: MonsterGroup = { ...g, bribeGold: g.bribeGold + goldMarks, bribeTried: true };
  next = setGroup(next, accepted ? { ...paid, attitude: 'agreement' } : paid);
  if (accepted) return endEncounterPeacefully(next, rng, events);
  // 8.9 ruling: refused, the monsters strike first.
  return startFight(next, rng, events, { monstersFirst: true });
}

/** An Agreement (8.5): the monsters stay on the map; a trap-door investigator below climbs back with his Type J. */
export function endEncounterPeacefully(state: CitadelState, rng: Rng, events: GameEvent[]): CitadelState {
  if (state.encounter?.where === 'apart') return finishApart(state, rng, events);
  return { ...state, encounter: null, phase: { kind: 'explore' } };
}

/** 13.3: below a trap door the investigator takes the room's Type J treasure, then rejoins the party. */
export function finishApart(state: CitadelState, rng: Rng, events: GameEvent[]): CitadelState {
  let next = state;
  const e = state.encounter;
  if (e?.reward && e.solo && active(member(state, e.solo))) {
    const t = rollTreasure(rng, e.reward);
    events.push(...t.rolls.map((roll) => ({ kind: 'treasure', text: `${roll.purpose ?? roll.table}: ${roll.total}`, section: roll.section, roll })));
    next = takeTreasure(next, rng, [{ letter: e.reward, goldMarks: t.goldMarks, jewels: t.jewels, items: t.magicItems }], 0, events, e.solo);
  }
  if (e?.solo && active(member(next, e.solo))) events.push(note('feature', `${member(next, e.solo).name} climbs back to the party.`, '13.3'));
  return { ...next, encounter: null, phase: { kind: 'explore' } };
}

/**
 * 9.0: a fight, handed to the combat module (citadel/combat) with the fighters as the records stand: the whole party,
 * or the lone investigator below a trap door (13.3); the Coffin's investigator alone for the first round (13.4); a
 * character serving X or the Evil talisman against the rest (13.2, 14.6).
 */
/** What a fight starts from (9.0 A), made from the records: the party in its march order, the monsters, the context. */
export function fightInput(state: CitadelState, extra: Omit<CombatContext, 'level'> = {}): { readonly state: CitadelState; readonly party: CombatPartyInput; readonly monsters: readonly CombatMonsterInput[]; readonly context: CombatContext } {
  // The state is copied (a whole-state spread) only where it holds no encounter yet.
  const encounter = state.encounter ?? { where: 'segment' as const, group: null, solo: null, reward: null };
  const withEncounter = state.encounter === encounter ? state : { ...state, encounter };
  const g = currentGroup(withEncounter);
  const team = fighters(withEncounter, encounter.solo);
  const level = g?.level ?? here(state).level;
  return {
    state: withEncounter,
    party: { characters: team.map((c) => combatCharacter(withEncounter, c)), order: combatOrder(team.map((c) => c.id)) },
    monsters: g ? combatMonsters(g) : [],
    context: combatContext(g, level, extra),
  };
}

export function startFight(state: CitadelState, rng: Rng, events: GameEvent[], extra: Omit<CombatContext, 'level'> = {}): CitadelState {
  const input = fightInput(state, extra);
  // The records always make a legal fight (fight-input.test.ts holds them to the combat module's check).
  const started = beginCombat(input.party, input.monsters, input.context, rng);
  events.push(...started.events);
  const next: CitadelState = { ...input.state, stats: { ...state.stats, combats: state.stats.combats + 1 }, phase: { kind: 'combat', combat: started.combat } };
  return started.outcome ? endFight(next, rng, started.outcome, events) : next;
}

/** One decision in the fight; the module runs the phases nobody decides and stops at the next decision or the end. */
export function combatAction(state: CitadelState, rng: Rng, action: CombatAction, events: GameEvent[]): CitadelState | string {
  if (state.phase.kind !== 'combat') return 'There is no fight.';
  const r = applyCombatAction(state.phase.combat, action, rng);
  if (!r.ok) return r.message;
  events.push(...r.events);
  const next: CitadelState = { ...state, phase: { kind: 'combat', combat: r.combat } };
  return r.outcome ? endFight(next, rng, r.outcome, events) : next;
}

/** The fight is over: its outcome on the records, then experience, treasure and the way on (5.0 C5–6, 16.0). */
function endFight(state0: CitadelState, rng: Rng, outcome: CombatOutcome, events: GameEvent[]): CitadelState {
  const g0 = currentGroup(state0);
  const killer = g0 ? (living(g0)[0]?.name ?? 'monsters') : 'monsters';
  const solo = state0.encounter?.where === 'apart' ? state0.encounter.solo : null;
  // 12.0: the experience's equal shares go onto the records with the fight's end (one copy of each record).
  let state = carryOutcome(state0, outcome, events, killer, outcome.experience, solo);
  // 10.8: whoever was slain in this fight may be resurrected right after it.
  const slainNow = outcome.characters.filter((o) => o.dead && !o.petrified && !o.lost).map((o) => o.id);
  if (slainNow.length > 0) state = { ...state, fallen: slainNow };
  // The monsters as they stand: slain, wounded, or gone over to the party (charmed ones serve for this fight only).
  const killed = new Set(outcome.kills.map((k) => k.id));
  const surviving = new Map(outcome.survivingMonsters.map((m) => [m.id, m.wounds]));
  const g = g0 ? { ...g0, figures: g0.figures.map((f) => (killed.has(f.id) ? { ...f, wounds: f.woundPoints } : surviving.has(f.id) ? { ...f, wounds: surviving.get(f.id)! } : f)) } : null;
  const slain = g ? g.figures.filter((f) => killed.has(f.id)) : [];
  const takers = solo !== null ? activeMembers(state).filter((c) => c.id === solo) : activeMembers(state);
  state = dropAward(state);
  if (outcome.experience > 0 && takers.length > 0) {
    const each = Math.floor(outcome.experience / takers.length);
    events.push(note('experience', `${outcome.experience} experience for the fight: ${each} each to ${takers.map((t) => t.name).join(', ')}.`, '12.0'));
    // 12.0: the players may divide it otherwise (below a trap door the lone investigator keeps it all).
    state = recordAward(state, solo === null ? takers.map((t) => t.id) : [], each);
  }
  if (activeMembers(state).length === 0) return endExpedition(state, 'died', events);
  if (g && slain.length > 0 && takers.length > 0) {
    const treasure = g.treasure ?? rollGroupTreasure(rng, g, slain, events);
    const allDead = g.figures.every((f) => f.wounds >= f.woundPoints || !surviving.has(f.id));
    state = takeTreasure(state, rng, treasure, allDead ? g.tributePaid : 0, events, solo);
    if (g.bribeGold > 0 && allDead) {
      events.push(note('treasure', `The ${g.bribeGold} Gold Marks of the bribe are recovered.`, '8.9'));
      state = solo ? withMember(state, solo, (c) => ({ ...c, goldMarks: c.goldMarks + g.bribeGold })) : shareGold(state, g.bribeGold);
    }
  }
  if (outcome.result === 'hellgateDestroyed') {
    state = { ...state, hellgateDestroyed: true };
    for (const p of state.party) {
      if (p.prisoner && p.alive) {
        state = withMember(state, p.id, (m) => ({ ...m, prisoner: false }));
        events.push(note('hellgate', `${p.name} is freed from the Hellgate.`, '13.3'));
      }
    }
    state = withTile({ ...state, encounter: null }, { ...here(state), monsters: null });
    return { ...state, phase: { kind: 'explore' } };
  }
  if (outcome.result === 'withdrew') return withdraw({ ...state, encounter: null }, events);
  const remaining = g ? { ...g, figures: g.figures.filter((f) => surviving.has(f.id)) } : null;
  if (state.encounter?.where === 'apart') {
    if (outcome.result === 'partyDead' && remaining && remaining.figures.length > 0) events.push(note('feature', 'The monsters below keep what they have.', '13.3'));
    return finishApart({ ...state, encounter: { ...state.encounter, group: null } }, rng, events);
  }
  // 8.5/10.5 Cease Fire: an agreement with those left; otherwise the survivors (if any) stay in the segment (6.9).
  const left = remaining && remaining.figures.length > 0 ? { ...remaining, attitude: outcome.result === 'ceaseFire' ? ('agreement' as const) : remaining.attitude } : null;
  state = withTile({ ...state, encounter: null }, { ...here(state), monsters: g?.kind === 'hellgate' ? null : left });
  return { ...state, phase: { kind: 'explore' } };
}

/** 16.0: a Hellgate-skilled character tries to destroy the Gate: 1D6 at most his skill; a failure costs 1 WP. */
export function destroyGate(state0: CitadelState, rng: Rng, who: string, events: GameEvent[]): CitadelState {
  const c = member(state0, who);
  const skill = capSkill(c.skills.hellgate);
  const r = roll(rng, '1D6', { section: '16.0', table: 'Hellgate', purpose: `${c.name} tries to destroy the Hellgate (skill ${skill})` });
  if (r.total <= skill) {
    events.push(rolled('hellgate', `${c.name} destroys the Hellgate!`, withResult(r, 'Destroyed')));
    let state: CitadelState = { ...state0, hellgateDestroyed: true };
    // 13.3: whoever fell into the Hellgate's shaft is freed.
    for (const p of state.party) if (p.prisoner && p.alive) {
      state = withMember(state, p.id, (m) => ({ ...m, prisoner: false }));
      events.push(note('hellgate', `${p.name} is freed from the Hellgate.`, '13.3'));
    }
    state = withTile(state, { ...here(state), monsters: null });
    return { ...state, phase: { kind: 'explore' } };
  }
  events.push(rolled('hellgate', `${c.name} fails.`, withResult(r, 'Failed')));
  const w = wound(state0, who, 1, 'the Hellgate\'s backlash');
  events.push(...w.events);
  if (activeMembers(w.state).length === 0) return endExpedition(w.state, 'died', events);
  return w.state;
}

/** 16.0: the party withdraws from the Hellgate's segment; the Gate re-arms with fresh Demons and X. */
export function withdraw(state: CitadelState, events: GameEvent[]): CitadelState {
  const back = state.previous ?? state.position;
  const next = withTile(state, { ...here(state), monsters: null });
  events.push(note('hellgate', 'The party withdraws. The Hellgate will be guarded anew.', '16.0'));
  return { ...next, position: back, previous: null, encounter: null, phase: { kind: 'explore' } };
}

/**
 * 17.0: the expedition ends, by the Gateway or with everyone dead. The group wins when the Hellgate is destroyed and
 * someone walks out; a party wiped out ends the campaign (no one is left to replace them, 17.0 ruling).
 */
export function endExpedition(state0: CitadelState, how: 'escaped' | 'died', events: GameEvent[]): CitadelState {
  const state = leaveStatues(state0, events);
  const survivors = state.party.filter((c) => c.alive && !c.prisoner);
  if (how === 'escaped' && state.hellgateDestroyed && survivors.length > 0) {
    events.push(note('victory', `The Hellgate is destroyed and ${survivors.map((c) => c.name).join(', ')} walk out of the Citadel: the group wins!`, '17.0'));
    events.push(note('victory', describeWinners(individualWinners(state)), '17.0'));
    return { ...state, encounter: null, exits: state.exits + 1, lastExpedition: 'won', phase: { kind: 'over', result: 'won' } };
  }
  if (how === 'died' || survivors.length === 0) {
    // Prisoners of the Hellgate are lost with the party.
    const party = state.party.map((c) => (c.alive ? { ...c, alive: false, death: c.prisoner ? 'lost in the Hellgate' : 'lost in the Citadel' } : c));
    events.push(note('defeat', 'The whole party has fallen. The campaign is over.', '17.0'));
    return { ...state, party, encounter: null, lastExpedition: 'died', phase: { kind: 'over', result: 'lost' } };
  }
  events.push(note('exit', `The party leaves the Citadel by the Gateway after expedition ${state.expedition}.`, '17.0'));
  // 17.0: six months pass: every wound heals; the expedition's curses lapse; prisoners of the Hellgate stay there.
  // 10.6 ruling: Mage Armor and a Strength not yet used lapse with the expedition.
  const party = state.party.map((c0) => {
    // The object rest (V8's slow copy) only for a record that holds one of them; the keys left keep their order.
    const c = c0.mageArmor === undefined && c0.strength === undefined ? c0 : withoutWards(c0);
    return c.alive && !c.prisoner ? { ...c, wounds: 0, expeditionPenalty: 0, drunk: false, raised: [] } : c;
  });
  return { ...state, party, encounter: null, exits: state.exits + 1, lastExpedition: 'escaped', phase: { kind: 'home' } };
}

/** The record without Mage Armor and Strength (10.6 ruling: they lapse with the expedition). */
function withoutWards(c: Character): Character {
  const { mageArmor: _armor, strength: _strength, ...rest } = c;
  return rest;
}

/** 15.3 ruling: whoever is still stone when the expedition ends stays in the Citadel, dead for good. */
function leaveStatues(state: CitadelState, events: GameEvent[]): CitadelState {
  const ids = Object.keys(state.statues ?? {});
  if (ids.length === 0) return state;
  for (const id of ids) events.push(note('death', `${member(state, id).name} stays behind in the Citadel as stone.`, '15.3'));
  return { ...state, statues: {} };
}

export { treasureLetter, partyGold };
