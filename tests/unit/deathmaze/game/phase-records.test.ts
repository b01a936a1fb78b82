import { describe, expect, it } from 'vitest';
import {
  beforeCombatPhase,
  buildPhase,
  combatPhase,
  encounterPhase,
  endedPhase,
  exploringPhase,
  featurePhase,
  PHASE_KEYS,
  phaseWith,
  phaseWithCombat,
  placingPhase,
  trapPhase,
  treasurePhase,
} from '../../../../shared/rulesets/deathmaze/game/phase-records';
import type { Phase } from '../../../../shared/rulesets/deathmaze/game';
import { makeGroup } from '../../../../shared/rulesets/deathmaze/data/monsters';
import { Rng } from '../../../../shared/core/rng';
import { act, attackNow, autoplayUntil, fresh } from './helpers';

const json = (value: unknown) => JSON.stringify(value);

describe('phase records (one shape for every phase, the JSON of each kind as before)', () => {
  const group = makeGroup('orc', 2, 'room', Rng.fromSeedNumber(3)).group;

  it('each kind reads in JSON exactly as its own literal did', () => {
    expect(json(exploringPhase())).toBe(json({ kind: 'exploring' }));
    expect(json(buildPhase({ kind: 'placing', chitId: 'C7', position: { x: 1, y: 0 }, rotations: [0, 2] }))).toBe(json({ kind: 'placing', chitId: 'C7', position: { x: 1, y: 0 }, rotations: [0, 2] }));
    expect(json(buildPhase({ kind: 'trap', source: { kind: 'chest', index: 1 } }))).toBe(json({ kind: 'trap', source: { kind: 'chest', index: 1 } }));
    expect(json(buildPhase({ kind: 'encounter', group, negotiated: 'no', tribute: null, mayPeg: true, then: 'feature' }))).toBe(
      json({ kind: 'encounter', group, negotiated: 'no', tribute: null, mayPeg: true, then: 'feature' }),
    );
    expect(json(buildPhase({ kind: 'beforeCombat', group, tribute: null, then: 'treasure', held: {}, front: null }))).toBe(
      json({ kind: 'beforeCombat', group, tribute: null, then: 'treasure', held: {}, front: null }),
    );
    expect(json(buildPhase({ kind: 'ended', reason: 'left' }))).toBe(json({ kind: 'ended', reason: 'left' }));
    expect(json(buildPhase({ kind: 'petrified', ids: ['a2'], then: 'treasure' }))).toBe(json({ kind: 'petrified', ids: ['a2'], then: 'treasure' }));
    expect(json(buildPhase({ kind: 'home', selection: [] }))).toBe(json({ kind: 'home', selection: [] }));
    const victims = [{ id: 'a1', wounds: 2, cause: 'a needle' }];
    expect(json(buildPhase({ kind: 'poisoned', victims, resume: exploringPhase() }))).toBe(json({ kind: 'poisoned', victims, resume: { kind: 'exploring' } }));
  });

  it('every kind has the same keys in the same order', () => {
    const phases: Phase[] = [exploringPhase(), buildPhase({ kind: 'ended', reason: 'partyDead' }), buildPhase({ kind: 'home', selection: [] }), buildPhase({ kind: 'trap', source: { kind: 'door' } })];
    for (const phase of phases) expect(Object.keys(phase)).toEqual([...PHASE_KEYS]);
  });

  it('each kind\'s own builder makes the record buildPhase makes: the same keys in the one order, the same JSON', () => {
    const same = (built: Phase, expected: Phase) => {
      expect(Object.keys(built)).toEqual([...PHASE_KEYS]);
      expect(json(built)).toBe(json(expected));
      expect(Object.values(built)).toEqual(Object.values(expected));
    };
    same(placingPhase('C7', { x: 1, y: 0 }, [0, 2]), buildPhase({ kind: 'placing', chitId: 'C7', position: { x: 1, y: 0 }, rotations: [0, 2] }));
    same(trapPhase({ kind: 'chest', index: 1 }), buildPhase({ kind: 'trap', source: { kind: 'chest', index: 1 } }));
    same(trapPhase({ kind: 'trapDoor' }), buildPhase({ kind: 'trap', source: { kind: 'trapDoor' } }));
    same(encounterPhase(group, true, 'feature'), buildPhase({ kind: 'encounter', group, negotiated: 'no', tribute: null, mayPeg: true, then: 'feature' }));
    const tribute = { bezants: 12, treasures: [] };
    same(beforeCombatPhase(group, tribute, 'treasure'), buildPhase({ kind: 'beforeCombat', group, tribute, then: 'treasure', held: {}, front: null }));
    same(featurePhase('statue'), buildPhase({ kind: 'feature', feature: 'statue' }));
    same(endedPhase('left'), buildPhase({ kind: 'ended', reason: 'left' }));
    same(endedPhase('partyDead'), buildPhase({ kind: 'ended', reason: 'partyDead' }));
    same(treasurePhase(), buildPhase({ kind: 'treasure' }));
    const { state, rng } = fresh(4);
    const met = autoplayUntil(state, rng, (s) => s.phase.kind === 'encounter').state;
    const fighting = attackNow(met, rng).state;
    if (fighting.phase.kind !== 'combat') throw new Error('the fight did not start');
    const { combat, then } = fighting.phase;
    same(combatPhase(combat, group, null, then), buildPhase({ kind: 'combat', combat, group, tribute: null, then }));
  });

  it('phaseWith changes a field where it stands, like a spread, and leaves the phase alone', () => {
    const met: Extract<Phase, { kind: 'encounter' }> = buildPhase({ kind: 'encounter', group, negotiated: 'no', tribute: null, mayPeg: false, then: 'treasure' });
    const oratory = { label: 'Oratory', value: 2 };
    const agreed = phaseWith(met, { negotiated: 'agreement', oratory });
    expect(json(agreed)).toBe(json({ kind: 'encounter', group, negotiated: 'agreement', tribute: null, mayPeg: false, then: 'treasure', oratory }));
    expect(met.negotiated).toBe('no');
  });

  it('phaseWithCombat is phaseWith(phase, { combat }): the same keys and JSON, the phase left alone', () => {
    const { state, rng } = fresh(4);
    const met = autoplayUntil(state, rng, (s) => s.phase.kind === 'encounter').state;
    const fighting = attackNow(met, rng).state;
    if (fighting.phase.kind !== 'combat') throw new Error('the fight did not start');
    const combat = { ...fighting.phase.combat, round: fighting.phase.combat.round + 1 };
    const next = phaseWithCombat(fighting.phase, combat);
    expect(next.combat).toBe(combat);
    expect(Object.keys(next)).toEqual(Object.keys(phaseWith(fighting.phase, { combat })));
    expect(json(next)).toBe(json({ ...fighting.phase, combat }));
    expect(fighting.phase.combat).not.toBe(combat);
  });

  it('a phase read from a save in another key order is rebuilt with the same fields, in the one order', () => {
    const saved = JSON.parse('{"kind":"beforeCombat","held":{},"group":{"type":"orc"},"tribute":null,"then":"treasure","front":null}') as Phase & { kind: 'beforeCombat' };
    const changed = phaseWith(saved, { front: ['m1'] });
    expect(JSON.parse(json(changed))).toEqual({ ...saved, front: ['m1'] });
    expect(Object.keys(changed)).toEqual([...PHASE_KEYS]);
  });

  it('a field set on the combat phase through phaseWith is still there after the next combat action', () => {
    // Every combat action used to rebuild the phase from its four built fields (combat, group, tribute, then): a field
    // given to the phase through phaseWith (typed over every kind of phase, as any caller may) was silently dropped.
    const { state, rng } = fresh(4);
    const met = autoplayUntil(state, rng, (s) => s.phase.kind === 'encounter').state;
    expect(met.phase.kind).toBe('encounter');
    const fighting = attackNow(met, rng).state;
    if (fighting.phase.kind !== 'combat') throw new Error('the fight did not start');
    const oratory = { label: 'Oratory', value: 1 };
    const marked = { ...fighting, phase: phaseWith<Phase>(fighting.phase, { oratory }) };
    const next = act(marked, { type: 'combat', action: { type: 'endPartyCombat' } }, rng).state;
    expect(next.phase.kind).toBe('combat');
    expect(next.phase).toMatchObject({ oratory });
  });
});
