import { describe, expect, it } from 'vitest';
import { playedStates } from './played-states';
import { chooseAction } from '../../../../shared/rulesets/deathmaze/autoplay';
import {
  effectiveWoundPoints,
  investigators,
  living,
  type DeathmazeAction,
  type DeathmazeState,
  type GameAdventurer,
  type GameItem,
} from '../../../../shared/rulesets/deathmaze/game';
import { mayCarry } from '../../../../shared/rulesets/deathmaze/game/items';
import { sesameOf } from '../../../../shared/rulesets/deathmaze/game/traps';


/*
 * The autoplayer's rarer choices (who keeps an item, who investigates, how a trap is dealt with) were written with
 * lists, sorts and finds; they are now single passes over the party. The former code is written out here, and the
 * choices are held to it in every such state of some autoplayed expeditions and in variants of their parties.
 */

const remaining = (a: GameAdventurer) => effectiveWoundPoints(a) - a.wounds;

function formerKeeper(state: DeathmazeState, item: GameItem): GameAdventurer | undefined {
  const alive = living(state).filter((a) => mayCarry(a, item));
  if (alive.length === 0) return undefined;
  if (item.kind === 'medallion' || item.kind === 'armour') return [...alive].sort((a, b) => remaining(b) - remaining(a))[0]!;
  if (item.kind === 'weapon') {
    const heroes = alive.filter((a) => a.class === 'hero');
    return (heroes.length ? heroes : alive).sort((a, b) => a.magicItems.length - b.magicItems.length)[0]!;
  }
  return [...alive].sort((a, b) => a.magicItems.length - b.magicItems.length)[0]!;
}

function formerTrapMove(state: DeathmazeState): DeathmazeAction | undefined {
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
 * The state, and the same with its party changed: reversed, wounds evened out, the first member dead, every item on
 * the last member, no Thief, Thieves of the lowest skill.
 */
function variants(state: DeathmazeState): DeathmazeState[] {
  const party = state.party;
  const items = party.flatMap((a) => a.magicItems);
  return [
    state,
    { ...state, party: [...party].reverse() },
    { ...state, party: party.map((a) => ({ ...a, wounds: 0 })) },
    { ...state, party: party.map((a, i) => (i === 0 ? { ...a, dead: true } : a)) },
    { ...state, party: party.map((a, i) => ({ ...a, magicItems: i === party.length - 1 ? items : [] })) },
    { ...state, party: party.map((a) => ({ ...a, detrap: 0 })) },
    { ...state, party: party.map((a, i) => ({ ...a, detrap: i % 2 })) },
  ];
}

describe('the autoplayer’s rarer choices, made in one pass over the party', () => {
  const states = playedStates('RARE', 40);

  it('gives a found item to whom the former sorts gave it', () => {
    let checked = 0;
    for (const base of states) {
      if (base.phase.kind !== 'treasure' || base.loot.length > 0 || base.unassigned.length === 0) continue;
      for (const state of variants(base)) {
        const item = state.unassigned[0]!;
        const keeper = formerKeeper(state, item);
        const expected: DeathmazeAction = keeper ? { type: 'assign', itemId: item.id, adventurerId: keeper.id } : { type: 'discard', itemId: item.id };
        expect(chooseAction(state)).toEqual(expected);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('sends the one the former sorted list put first to investigate', () => {
    let checked = 0;
    for (const base of states) {
      if (base.phase.kind !== 'feature') continue;
      for (const state of variants(base)) {
        const action = chooseAction(state);
        if (action.type === 'investigate') expect(action.adventurerId).toBe(investigators(state)[0]!.id);
        else expect(action.type).toBe('ignoreFeature');
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(30);
  });

  it('deals with a trap as the former lists did', () => {
    let checked = 0;
    for (const base of states) {
      if (base.phase.kind !== 'trap') continue;
      for (const state of variants(base)) {
        expect(chooseAction(state)).toEqual(formerTrapMove(state));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(30);
  });
});
