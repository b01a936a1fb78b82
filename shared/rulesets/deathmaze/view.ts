/**
 * What the ruleset-neutral shell draws of a Deathmaze game (`Ruleset.view`, shared/engine/view.ts): the phase in
 * words, the party as it stands after the last action (a fight's wounds included), the maze as tiles, the fight's rows
 * and a few header facts. Names and describes what the state already says; decides nothing.
 */
import type { CombatView, GameView, MapView, PersonView, PhaseView, ViewFact } from '../../engine/view';
import { FEATURE_NAMES } from './data/features';
import { WEAPON_NAMES, type WeaponId } from './data/characters';
import { designOf, parsePositionKey, type PositionKey } from './maze';
import { className, effectiveWoundPoints } from './game/party';
import type { DeathmazeState, GameAdventurer, Phase } from './game/types';
import type { CombatState } from './combat';

function signed(n: number): string {
  return n >= 0 ? `+${n}` : `−${Math.abs(n)}`;
}

/** The words of each Combat Sequence phase [8.0]. */
export function combatPhaseText(phase: CombatState['phase']): string {
  switch (phase) {
    case 'partyCombat':
      return 'Party Combat Phase [8.2]: each adventurer in the first row (or with a missile weapon) attacks once.';
    case 'monsterCombat':
      return 'Monster Combat Phase [8.3].';
    case 'partyReorganization':
      return 'Party Reorganization Phase [8.5]: shift within a row, or make the one move between rows.';
    case 'monsterReorganization':
      return 'Monster Reorganization Phase [8.5].';
    case 'over':
      return 'The fight is over.';
  }
}

/** Where the game stands, in words, with the rule section that governs it. */
export function describePhase(phase: Phase): PhaseView {
  const ended = phase.kind === 'ended';
  switch (phase.kind) {
    case 'exploring':
      return { kind: phase.kind, title: 'Exploring', section: '5.2', detail: 'Choose an exit, use or pass items, or rearrange the marching order.', ended };
    case 'placing':
      return { kind: phase.kind, title: 'Placing a chit', section: '5.24', detail: 'The drawn chit fits more than one way: choose how it faces.', ended };
    case 'trap':
      return {
        kind: phase.kind,
        title: phase.source.kind === 'door' ? 'A trapped door' : phase.source.kind === 'chest' ? 'A trapped chest' : 'A trapped trap door',
        section: '10.1',
        detail: 'A Thief may try to remove the trap (1D6 ≤ Detrap), Sesame opens it safely, or someone opens it and suffers the trap.',
        ended,
      };
    case 'encounter':
      return {
        kind: phase.kind,
        title: phase.negotiated === 'no' ? 'Monsters!' : phase.negotiated === 'agreement' ? 'An agreement' : 'Tribute offered',
        section: phase.negotiated === 'no' ? '7.13' : phase.negotiated === 'agreement' ? '7.23' : '7.24',
        detail:
          phase.negotiated === 'no'
            ? 'Negotiate (2D6 minus the monster’s Negotiation value) or attack.'
            : 'The monsters will let the party be; the party may still attack.',
        ended,
      };
    case 'beforeCombat':
      return { kind: phase.kind, title: 'Before Combat', section: '8.1', detail: 'Choose the weapons in hand and the monsters’ front row, then join combat.', ended };
    case 'combat':
      return { kind: phase.kind, title: `Combat, round ${phase.combat.round}`, section: '8.0', detail: combatPhaseText(phase.combat.phase), ended };
    case 'feature':
      return { kind: phase.kind, title: `An unusual feature: the ${FEATURE_NAMES[phase.feature]}`, section: '6.0', detail: 'Delegate one adventurer (preferably a Thief) to investigate, or ignore it.', ended };
    case 'treasure':
      return { kind: phase.kind, title: 'Treasure', section: '9.1', detail: 'Open chests, give each magic item found to an adventurer, or leave it behind.', ended };
    case 'poisoned':
      return { kind: phase.kind, title: 'Poisoned', section: '11.3', detail: 'A Wizard may cast Neutralize Poison before the poison takes effect.', ended };
    case 'ended':
      return { kind: phase.kind, title: phase.reason === 'left' ? 'Out of the Deathmaze' : 'The party has fallen', section: '4.0', ended };
    case 'petrified':
      return { kind: phase.kind, title: 'Turned to stone', section: '12.34', detail: 'A Wizard may cast Stone-Flesh; whoever stays stone is dead.', ended };
    case 'home':
      return { kind: phase.kind, title: 'At home', section: '13.0', detail: 'Advance, recruit and choose the next party.', ended };
  }
}

/**
 * During a fight the engine keeps each adventurer's wounds and death on the combat board and writes them back to the
 * Character Records only when the fight ends [8.6]. Everything the screen shows reads the records through this
 * overlay: the board's wounds and deaths on the records, nothing else changed.
 */
export function withFightOnRecords(game: DeathmazeState): DeathmazeState {
  if (game.phase.kind !== 'combat') return game;
  const board = new Map(game.phase.combat.adventurers.map((a) => [a.id, a] as const));
  const party = game.party.map((a): GameAdventurer => {
    const fighting = board.get(a.id);
    if (!fighting || (fighting.wounds === a.wounds && fighting.dead === a.dead)) return a;
    return { ...a, wounds: fighting.wounds, dead: fighting.dead };
  });
  const charmed = game.charmed?.map((c) => {
    const fighting = board.get(c.id);
    return fighting ? { ...c, wounds: fighting.wounds } : c;
  });
  return { ...game, party, ...(charmed ? { charmed } : {}) };
}

function skillsText(a: GameAdventurer): string {
  const list = Object.entries(a.weaponSkills).flatMap(([w, v]) => (v ? [`${signed(v)} ${WEAPON_NAMES[w as WeaponId] ?? w}`] : []));
  return list.length ? list.join(', ') : '—';
}

/** Each adventurer (the dead included) and each charmed monster, as the party card shows them. */
function people(live: DeathmazeState): PersonView[] {
  const several = (live.players ?? 1) > 1;
  const out: PersonView[] = live.party.map((a) => {
    const spell = a.spellWounds ?? 0;
    const stats: ViewFact[] = [
      { label: 'MR', title: 'Magic Resistance', value: String(a.magicResistance) },
      { label: 'Weapon Skill', value: skillsText(a) },
      ...(a.detrap > 0 ? [{ label: 'Detrap', value: String(a.detrap) }] : []),
      { label: 'Experience', value: String(a.experience) },
      { label: 'Bezants', value: String(a.bezants) },
    ];
    return {
      id: a.id,
      name: a.name,
      role: className(a),
      wounds: { taken: a.wounds, of: effectiveWoundPoints(a), ...(spell ? { apart: { taken: spell, label: 'spell' } } : {}) },
      alive: !a.dead && !a.petrified,
      status: a.petrified ? ['stone'] : a.dead ? ['dead'] : [],
      stats,
      ...(several ? { player: a.player } : {}),
    };
  });
  for (const c of live.charmed ?? []) {
    const controller = live.party.find((a) => a.id === c.controllerId)?.name;
    out.push({
      id: c.id,
      name: c.name,
      role: controller ? `Charmed monster of ${controller}` : 'Charmed monster',
      wounds: { taken: c.wounds, of: c.woundPoints },
      alive: c.wounds < c.woundPoints,
      status: ['charmed'],
      stats: [],
    });
  }
  return out;
}

/** Every placed chit as a tile, in the order it was laid; the party's segment. One level: the Deathmaze has one. */
function mapOf(state: DeathmazeState): MapView {
  const tiles = Object.entries(state.maze.placed)
    .map(([key, placed]) => {
      const { x, y } = parsePositionKey(key as PositionKey);
      return { order: placed.order, tile: { id: key, x, y, level: 1, label: designOf(placed.chitId).name, rotation: placed.rotation } };
    })
    .sort((a, b) => a.order - b.order)
    .map((t) => t.tile);
  const home = state.phase.kind === 'home';
  return { kind: 'tiles', levels: 1, tiles, party: home ? null : { x: state.position.x, y: state.position.y, level: 1 } };
}

function combatOf(combat: CombatState): CombatView {
  const adventurer = new Map(combat.adventurers.map((a) => [a.id, a] as const));
  const monster = new Map(combat.monsters.map((m) => [m.id, m] as const));
  const rows: CombatView['rows'][number][] = [];
  combat.party.rows.forEach((row, r) => {
    const members = row.flatMap((id) => {
      const a = id === null ? undefined : adventurer.get(id);
      return a ? [{ id: a.id, name: a.name, wounds: { taken: a.wounds, of: a.woundPoints }, status: a.dead ? ['dead'] : [] }] : [];
    });
    if (members.length) rows.push({ side: 'party', row: r + 1, members });
  });
  combat.monsterRows.forEach((row, r) => {
    const members = row.flatMap((id) => {
      const m = id === null ? undefined : monster.get(id);
      return m ? [{ id: m.id, name: m.name, wounds: { taken: m.wounds, of: m.woundPoints }, status: m.dead ? ['dead'] : [] }] : [];
    });
    if (members.length) rows.push({ side: 'monsters', row: r + 1, members });
  });
  return { round: combat.round, title: `Combat, round ${combat.round}`, rows };
}

function facts(state: DeathmazeState): ViewFact[] {
  const out: ViewFact[] = [];
  if (state.campaign) {
    const underway = state.campaign.expeditions.find((e) => e.status === 'underway');
    out.push(underway ? { label: 'Expedition', value: String(underway.id) } : { label: 'Expeditions made', value: String(state.campaign.expeditions.length) });
  }
  out.push({ label: 'Chits laid', value: String(state.stats.chitsPlaced) });
  out.push({ label: 'Segments explored', value: String(state.segmentsExplored) });
  out.push({ label: 'Bezants pooled', value: String(state.pool.bezants) });
  if (state.players > 1) out.push({ label: 'Players', value: String(state.players) });
  return out;
}

export function deathmazeView(state: DeathmazeState): GameView {
  const live = withFightOnRecords(state);
  return {
    phase: describePhase(state.phase),
    people: people(live),
    map: mapOf(state),
    combat: state.phase.kind === 'combat' ? combatOf(state.phase.combat) : null,
    facts: facts(state),
  };
}
