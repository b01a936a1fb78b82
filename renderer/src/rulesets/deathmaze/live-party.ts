/**
 * During a fight the engine keeps each adventurer's wounds and death on the combat board and writes them back to the
 * Character Records only when the fight ends [8.6]. The panels draw the party as it stands after every action, so
 * they read the records through this overlay: the board's wounds and deaths on the records, nothing else changed.
 */
import type { DeathmazeState, GameAdventurer } from '@shared/rulesets/deathmaze/game/types';
import { asDeathmaze } from './deathmaze-view';
import { effectiveWoundPoints } from '@shared/rulesets/deathmaze/game/party';

/** The state with the fight's wounds and deaths on the party's records; any other state as it is. */
export function withFightOnRecords(state: unknown): unknown {
  const game = asDeathmaze(state);
  if (!game || game.phase.kind !== 'combat') return state;
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
  const live: DeathmazeState = { ...game, party, ...(charmed ? { charmed } : {}) };
  return live;
}

/** One card of the Party panel: Wound Points against wounds taken, and what keeps the adventurer out of play. */
export interface PartyCard {
  readonly id: string;
  readonly name: string;
  readonly className: string;
  /** Wound Points, armour's bonus included [9.32]: the wounds that kill. */
  readonly woundPoints: number;
  readonly wounds: number;
  /** [11.22] Of `wounds`, those suffered casting spells (never healed during the expedition). */
  readonly spellWounds: number;
  readonly status: 'alive' | 'dead' | 'petrified' | 'charmed';
  /** A charmed monster's controller. */
  readonly controller?: string;
  readonly player?: number;
}

export function partyCards(game: DeathmazeState, classOf: (a: GameAdventurer) => string): PartyCard[] {
  const cards: PartyCard[] = game.party.map((a) => ({
    id: a.id,
    name: a.name,
    className: classOf(a),
    woundPoints: effectiveWoundPoints(a),
    wounds: a.wounds,
    spellWounds: a.spellWounds ?? 0,
    status: a.petrified ? 'petrified' : a.dead ? 'dead' : 'alive',
    ...((game.players ?? 1) > 1 ? { player: a.player } : {}),
  }));
  for (const c of game.charmed ?? []) {
    const controller = game.party.find((a) => a.id === c.controllerId)?.name;
    cards.push({
      id: c.id,
      name: c.name,
      className: 'Charmed monster',
      woundPoints: c.woundPoints,
      wounds: c.wounds,
      spellWounds: 0,
      status: 'charmed',
      ...(controller ? { controller } : {}),
    });
  }
  return cards;
}
