import { describe, expect, it } from 'vitest';
import type { FeatureId } from '../../../../shared/rulesets/citadel';
import type { CitadelState } from '../../../../shared/rulesets/citadel/game';
import type { GameEvent } from '../../../../shared/engine/ruleset';
import { keyOf } from '../../../../shared/rulesets/citadel/maze/grid';
import { act, listed, start } from './helpers';

function withFeature(state: CitadelState, feature: FeatureId): CitadelState {
  const key = keyOf(state.position);
  return { ...state, tiles: { ...state.tiles, [key]: { ...state.tiles[key]!, feature, featureUsed: false } } };
}

/** Investigates `feature` with the first member from successive seeds until the table gives `result`. */
function find(feature: FeatureId, result: string, prepare: (s: CitadelState) => CitadelState = (s) => s) {
  for (let seed = 1; seed <= 400; seed++) {
    const { state: s0, rng } = start(seed);
    const before = prepare(withFeature(s0, feature));
    const who = before.order[0]!;
    const r = act(before, { type: 'investigateFeature', character: who }, rng);
    if (r.events.some((e: GameEvent) => e.tableId?.startsWith('citadel-feature-') && e.text.includes(`: ${result}.`))) return { before, after: r.state, events: r.events, who, rng };
  }
  throw new Error(`no seed gave ${result}`);
}

describe('Citadel features (13.0–13.9)', () => {
  it('a feature is investigated once, by one character, and only in a room that has one', () => {
    const { state } = start(1);
    expect(listed(state).some((a) => a.type === 'investigateFeature')).toBe(false);
    const f = withFeature(state, 'fountain');
    expect(listed(f).filter((a) => a.type === 'investigateFeature')).toHaveLength(state.party.length);
    const r = find('fountain', 'Water');
    expect(listed(r.after).some((a) => a.type === 'investigateFeature')).toBe(false);
    expect(r.after.party).toEqual(r.before.party);
  });

  it('Alcohol costs 2 Combat Bonus this expedition and does not stack; the next expedition clears it', () => {
    const r = find('fountain', 'Alcohol');
    const c = r.after.party.find((p) => p.id === r.who)!;
    expect(c.expeditionPenalty).toBe(2);
    expect(c.drunk).toBe(true);
    const again = act(withFeature(r.after, 'fountain'), { type: 'investigateFeature', character: r.who }, r.rng);
    if (again.events.some((e) => e.text.includes(': Alcohol.'))) expect(again.state.party.find((p) => p.id === r.who)!.expeditionPenalty).toBe(2);
    const home = act({ ...r.after, phase: { kind: 'explore' } }, { type: 'leave' }, r.rng).state;
    expect(home.party.find((p) => p.id === r.who)!.expeditionPenalty).toBe(0);
  });

  it('Vassago: a pass adds 3 to Detrap (at most 5), a failure takes it away for good', () => {
    const r = find('altar', 'Vassago');
    const before = r.before.party.find((p) => p.id === r.who)!;
    const after = r.after.party.find((p) => p.id === r.who)!;
    const passed = r.events.some((e) => e.kind === 'resist' && e.roll?.result === 'Resisted');
    expect(after.skills.detrap).toBe(passed ? Math.min(5, before.skills.detrap + 3) : 0);
  });

  it('the Hellgate trap door takes the investigator out of play until the Gate is destroyed, then frees him', () => {
    const r = find('trapDoor', 'Hellgate');
    expect(r.after.party.find((p) => p.id === r.who)!.prisoner).toBe(true);
    expect(listed(r.after).some((a) => 'character' in a && a.character === r.who)).toBe(false);
    // He stays out across an exit home.
    const home = act(r.after, { type: 'leave' }, r.rng).state;
    expect(home.party.find((p) => p.id === r.who)!.prisoner).toBe(true);
  });

  it('a Medusa statue that is not resisted turns the investigator to stone, and the Medusa must be dealt with', () => {
    const r = find('statue', 'Medusa');
    const passed = r.events.some((e) => e.kind === 'resist' && e.roll?.result === 'Resisted');
    expect(r.after.party.find((p) => p.id === r.who)!.alive).toBe(passed);
    expect(r.after.phase.kind).toBe('encounter');
    expect(listed(r.after)).toContainEqual({ type: 'negotiate' });
  });

  it('a mirror under the furniture consults the Mirror Table', () => {
    const r = find('furniture', 'Mirror');
    expect(r.after.mirror.level).not.toBeNull();
  });
});
