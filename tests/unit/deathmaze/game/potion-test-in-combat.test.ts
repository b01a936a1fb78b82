import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { makeGroup, type MonsterId } from '../../../../shared/rulesets/deathmaze/data';
import type { DeathmazeAction, DeathmazeState } from '../../../../shared/rulesets/deathmaze/game';
import type { CombatState } from '../../../../shared/rulesets/deathmaze/combat';
import type { GameEvent } from '../../../../shared/engine/ruleset';
import { R, act, attackNow, autoplayUntil, fresh } from './helpers';

/** A fight with `count` monsters of `type` under way, Arn (a1) carrying an untested potion, `arnWounds` wounded. */
function fighting(seed: number, type: MonsterId, count: number, arnWounds = 0): { state: DeathmazeState; rng: Rng } {
  const { state, rng } = fresh(seed);
  const group = makeGroup(type, count, 'room', rng).group;
  const party = state.party.map((a, i) => (i === 0 ? { ...a, wounds: Math.min(arnWounds, a.woundPoints - 1), magicItems: [{ kind: 'potion' as const, potion: null, id: 'p1' }] } : a));
  const facing: DeathmazeState = { ...state, party, phase: { kind: 'encounter', group, negotiated: 'no', tribute: null, mayPeg: false, then: 'treasure' } };
  return { state: attackNow(facing, rng).state, rng };
}

function combatOf(state: DeathmazeState): CombatState {
  if (state.phase.kind !== 'combat') throw new Error(`not in combat: ${state.phase.kind}`);
  return state.phase.combat;
}

const testChoices = (state: DeathmazeState) =>
  R.choices(state).filter((c) => c.action.type === 'combat' && c.action.action.type === 'useItem' && c.action.action.itemId === 'p1');

const TEST: DeathmazeAction = { type: 'combat', action: { type: 'useItem', adventurerId: 'a1', itemId: 'p1' } };

/** Tests the potion; returns the type rolled on the Potion Table with the result. */
function testIt(state: DeathmazeState, rng: Rng): { before: CombatState; state: DeathmazeState; events: readonly GameEvent[]; potion: string } {
  const before = combatOf(state);
  const r = act(state, TEST, rng);
  const table = r.events.find((e) => e.kind === 'roll' && e.section === '9.47');
  expect(table?.roll?.section).toBe('9.47');
  return { before, state: r.state, events: r.events, potion: /Potion Table: (.*)$/.exec(table!.text)?.[1] ?? '' };
}

const arn = (s: DeathmazeState) => s.party[0]!;

describe('[9.41] testing an untested potion in combat', () => {
  it('is offered to its bearer in the Party Combat Phase with section 9.41, in place of his attack', () => {
    const { state } = fighting(1, 'orc', 2);
    const offered = testChoices(state);
    expect(offered).toHaveLength(1);
    expect(offered[0]).toMatchObject({ section: '9.41', action: TEST });
    expect(offered[0]!.label).toMatch(/Arn tests an untested potion/);
  });

  it('rolls the type on the Potion Table [9.47], leaves one known dose and uses up Arn\'s action', () => {
    const { state, rng } = fighting(2, 'orc', 2);
    const r = testIt(state, rng);
    const item = arn(r.state).magicItems.find((i) => i.id === 'p1');
    expect(item).toMatchObject({ kind: 'potion', doses: 1 });
    expect(item?.kind === 'potion' && item.potion).not.toBe(null);
    expect(r.events.some((e) => e.section === '9.41' && /tests the potion instead of attacking/.test(e.text))).toBe(true);
    if (r.state.phase.kind === 'combat') {
      expect(combatOf(r.state).acted).toContain('a1');
      expect(R.choices(r.state).some((c) => c.action.type === 'combat' && 'adventurerId' in c.action.action && c.action.action.adventurerId === 'a1')).toBe(false);
    }
    // A second test of the same potion is not possible: it is tested now.
    expect(testChoices(r.state).filter((c) => /tests an untested/.test(c.label))).toEqual([]);
  });

  it('each type takes its effect in the fight: Healing heals, Poison wounds, Strength adds its bonus, Charm takes the strongest or has no effect', () => {
    const seen = new Set<string>();
    for (let seed = 1; seed <= 60; seed++) {
      const type: MonsterId = seed % 2 === 0 ? 'orc' : 'troll';
      const { state, rng } = fighting(seed, type, 2, 3);
      const r = testIt(state, rng);
      const a1Before = r.before.adventurers.find((a) => a.id === 'a1')!;
      const wounds = () => (r.state.phase.kind === 'combat' ? combatOf(r.state).adventurers.find((a) => a.id === 'a1')!.wounds : arn(r.state).wounds);
      seen.add(`${r.potion}/${type}`);
      switch (r.potion) {
        case 'Healing':
          expect(wounds()).toBeLessThan(a1Before.wounds);
          break;
        case 'Poison':
          expect(wounds()).toBeGreaterThan(a1Before.wounds);
          break;
        case 'Strength':
          expect(combatOf(r.state).adventurers.find((a) => a.id === 'a1')!.strengthBonus).toBeGreaterThan(0);
          break;
        case 'Charm Person':
        case 'Charm Monster': {
          const takes = (r.potion === 'Charm Person') === (type === 'orc');
          const strongest = [...r.before.monsters].sort((x, y) => y.woundPoints - y.wounds - (x.woundPoints - x.wounds))[0]!;
          if (takes) {
            expect(combatOf(r.state).adventurers.find((a) => a.id === strongest.id)?.charmedMonster).toBeDefined();
          } else {
            expect(r.events.some((e) => /the potion has no effect/.test(e.text))).toBe(true);
            expect(combatOf(r.state).monsters.map((m) => m.id)).toEqual(r.before.monsters.map((m) => m.id));
            expect(combatOf(r.state).acted).toContain('a1');
          }
          break;
        }
        default:
          throw new Error(`unexpected potion ${r.potion}`);
      }
    }
    for (const kind of ['Healing', 'Poison', 'Strength']) expect([...seen].some((s) => s.startsWith(`${kind}/`))).toBe(true);
    expect(seen.has('Charm Person/orc') || seen.has('Charm Monster/troll')).toBe(true);
    expect(seen.has('Charm Person/troll') || seen.has('Charm Monster/orc')).toBe(true);
  });

  it('the dose that remains survives the fight (a known potion of one dose)', () => {
    let finished = 0;
    for (let seed = 1; seed <= 30 && finished < 3; seed++) {
      const { state, rng } = fighting(seed, 'orc', 1);
      const r = testIt(state, rng);
      const end = autoplayUntil(r.state, rng, (s) => s.phase.kind !== 'combat');
      if (end.state.phase.kind === 'ended' || arn(end.state).dead) continue;
      finished++;
      const item = arn(end.state).magicItems.find((i) => i.id === 'p1');
      expect(item).toMatchObject({ kind: 'potion', doses: 1 });
      expect(item?.kind === 'potion' ? item.potion : null).not.toBe(null);
    }
    expect(finished).toBeGreaterThan(0);
  });

  it('the remaining dose may be drunk in a later Party Combat Phase of the same fight', () => {
    let checked = 0;
    for (let seed = 1; seed <= 40 && checked < 3; seed++) {
      const { state, rng } = fighting(seed, 'troll', 2, 3);
      const r = testIt(state, rng);
      if (r.potion !== 'Healing' && r.potion !== 'Strength') continue;
      const round = combatOf(r.state).round;
      const next = autoplayUntil(r.state, rng, (s) => s.phase.kind !== 'combat' || (combatOf(s).round > round && combatOf(s).phase === 'partyCombat'));
      if (next.state.phase.kind !== 'combat' || arn(next.state).dead || combatOf(next.state).adventurers.find((a) => a.id === 'a1')!.dead) continue;
      checked++;
      const again = testChoices(next.state);
      expect(again.map((c) => c.section)).toEqual([r.potion === 'Healing' ? '9.42' : '9.44']);
      const drunk = act(next.state, again[0]!.action, rng).state;
      if (drunk.phase.kind === 'combat') expect(combatOf(drunk).adventurers.find((a) => a.id === 'a1')!.itemsUsed).toEqual(['p1']);
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('is refused with the rule when Arn has already acted, or a monster is named for it', () => {
    const { state, rng } = fighting(4, 'orc', 2);
    expect(R.apply(state, { type: 'combat', action: { type: 'useItem', adventurerId: 'a1', itemId: 'p1', targetId: 'm1' } }, rng)).toMatchObject({ ok: false, rule: '9.41' });
    const attack = R.choices(state).find((c) => c.action.type === 'combat' && c.action.action.type === 'attack' && c.action.action.adventurerId === 'a1');
    expect(attack).toBeDefined();
    const after = act(state, attack!.action, rng).state;
    expect(combatOf(after).phase).toBe('partyCombat');
    expect(testChoices(after)).toEqual([]);
    expect(R.apply(after, TEST, rng)).toMatchObject({ ok: false, rule: '8.22' });
  });
});
