import { describe, expect, it } from 'vitest';
import {
  beforeCombatPhase,
  encounterPhase,
  endedPhase,
  exploringPhase,
  homePhase,
  PHASE_KEYS,
  petrifiedPhase,
  phaseWith,
  placingPhase,
  poisonedPhase,
  trapPhase,
} from '../../../../shared/rulesets/deathmaze/game/phase-records';
import type { Phase } from '../../../../shared/rulesets/deathmaze/game';
import { makeGroup } from '../../../../shared/rulesets/deathmaze/data/monsters';
import { Rng } from '../../../../shared/core/rng';

const json = (value: unknown) => JSON.stringify(value);

describe('phase records (one shape for every phase, the JSON of each kind as before)', () => {
  const group = makeGroup('orc', 2, 'room', Rng.fromSeedNumber(3)).group;

  it('each kind reads in JSON exactly as its own literal did', () => {
    expect(json(exploringPhase())).toBe(json({ kind: 'exploring' }));
    expect(json(placingPhase('C7', { x: 1, y: 0 }, [0, 2]))).toBe(json({ kind: 'placing', chitId: 'C7', position: { x: 1, y: 0 }, rotations: [0, 2] }));
    expect(json(trapPhase({ kind: 'chest', index: 1 }))).toBe(json({ kind: 'trap', source: { kind: 'chest', index: 1 } }));
    expect(json(encounterPhase(group, 'no', null, true, 'feature'))).toBe(json({ kind: 'encounter', group, negotiated: 'no', tribute: null, mayPeg: true, then: 'feature' }));
    expect(json(beforeCombatPhase(group, null, 'treasure', {}, null))).toBe(json({ kind: 'beforeCombat', group, tribute: null, then: 'treasure', held: {}, front: null }));
    expect(json(endedPhase('left'))).toBe(json({ kind: 'ended', reason: 'left' }));
    expect(json(petrifiedPhase(['a2'], 'treasure'))).toBe(json({ kind: 'petrified', ids: ['a2'], then: 'treasure' }));
    expect(json(homePhase([]))).toBe(json({ kind: 'home', selection: [] }));
    const resume = exploringPhase();
    expect(json(poisonedPhase([{ id: 'a1', wounds: 2, cause: 'a needle' }], resume))).toBe(json({ kind: 'poisoned', victims: [{ id: 'a1', wounds: 2, cause: 'a needle' }], resume: { kind: 'exploring' } }));
  });

  it('every kind has the same keys in the same order', () => {
    for (const phase of [exploringPhase(), endedPhase('partyDead'), homePhase([]), trapPhase({ kind: 'door' })]) expect(Object.keys(phase)).toEqual([...PHASE_KEYS]);
  });

  it('phaseWith changes a field where it stands, like a spread, and leaves the phase alone', () => {
    const met = encounterPhase(group, 'no', null, false, 'treasure');
    const oratory = { label: 'Oratory', value: 2 };
    const agreed = phaseWith(met, { negotiated: 'agreement', oratory });
    expect(json(agreed)).toBe(json({ kind: 'encounter', group, negotiated: 'agreement', tribute: null, mayPeg: false, then: 'treasure', oratory }));
    expect(met.negotiated).toBe('no');
  });

  it('a phase read from a save changes as a spread would change it', () => {
    const saved = JSON.parse('{"kind":"beforeCombat","held":{},"group":{"type":"orc"},"tribute":null,"then":"treasure","front":null}') as Phase & { kind: 'beforeCombat' };
    expect(json(phaseWith(saved, { front: ['m1'] }))).toBe(json({ ...saved, front: ['m1'] }));
  });
});
