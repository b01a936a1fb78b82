import { describe, expect, it } from 'vitest';
import { playedStates } from './played-states';
import { LegalCombatActions } from '../../../../shared/rulesets/deathmaze/autoplay-legal';
import type { CombatAction } from '../../../../shared/rulesets/deathmaze/combat';
import { combatActionsInOrder } from '../../../../shared/rulesets/deathmaze/game';
import { exitsFrom, markVisited, positionKey, sideKey } from '../../../../shared/rulesets/deathmaze/maze';

const TYPES: readonly CombatAction['type'][] = ['attack', 'changeWeapon', 'useItem', 'endPartyCombat', 'shift', 'moveRow', 'endPartyReorganization'];

describe('what the autoplayer works out by parts', () => {
  const states = playedStates('MEMO', 6);

  it('lists each kind of legal combat action exactly as the whole ordered list does', () => {
    let checked = 0;
    for (const state of states) {
      if (state.phase.kind !== 'combat') continue;
      const whole = combatActionsInOrder(state.phase.combat);
      const byKind = new LegalCombatActions(state.phase.combat);
      for (const type of TYPES) expect(byKind.ofType(type)).toEqual(whole.filter((a) => a.type === type));
      expect(byKind.all()).toEqual(whole);
      const attacks = whole.filter((a) => a.type === 'attack');
      expect(byKind.firstAttackersAttacks()).toEqual(attacks.filter((a) => a.adventurerId === attacks[0]?.adventurerId));
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('gives the same exits for the same maze, and sees a changed maze afresh', () => {
    const state = states.find((s) => s.maze.placedCount > 5 && s.phase.kind === 'exploring')!;
    const first = exitsFrom(state.maze, state.position);
    expect(exitsFrom(state.maze, state.position)).toBe(first);
    const unvisited = first.find((e) => e.leadsTo === 'unvisited');
    if (unvisited) {
      const after = exitsFrom(markVisited(state.maze, unvisited.to), state.position);
      expect(after.find((e) => e.side === unvisited.side)?.leadsTo).toBe('explored');
    }
  });

  it('spells segment and side keys the same whether remembered or not', () => {
    expect(positionKey({ x: -0, y: 0 })).toBe('0,0');
    expect(positionKey({ x: -3, y: 12 })).toBe('-3,12');
    expect(positionKey({ x: -3, y: 12 })).toBe('-3,12');
    expect(positionKey({ x: 1e6, y: 0.5 })).toBe('1000000,0.5');
    expect(sideKey({ x: 2, y: -1 }, 'west')).toBe('2,-1:west');
    expect(sideKey({ x: 2, y: -1 }, 'west')).toBe('2,-1:west');
  });
});
