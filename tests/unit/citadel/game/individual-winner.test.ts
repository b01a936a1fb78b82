import { describe, expect, it } from 'vitest';
import { citadelSummary, citadelView } from '../../../../shared/rulesets/citadel/game/view';
import type { Character, CitadelState } from '../../../../shared/rulesets/citadel/game';
import { act, start } from './helpers';

/** Sets what the i-th member of the party carries home; the others keep their own (0 at the start). */
function record(state: CitadelState, values: Record<number, Partial<Pick<Character, 'experience' | 'goldMarks' | 'jewels' | 'alive' | 'death'>>>): CitadelState {
  return { ...state, party: state.party.map((c, i) => ({ ...c, ...values[i] })) };
}

/** Leaves by the Gateway with the Hellgate destroyed: the group victory (17.0). */
function win(state: CitadelState, rng: Parameters<typeof act>[2]) {
  const r = act({ ...state, hellgateDestroyed: true }, { type: 'leave' }, rng);
  expect(r.state.phase).toEqual({ kind: 'over', result: 'won' });
  const view = citadelView(r.state);
  const winner = view.facts?.find((f) => f.label === 'Individual winner')?.value;
  return { texts: r.events.map((e) => e.text), winner, detail: view.phase.detail, progress: citadelSummary(r.state).progress };
}

describe('Citadel individual victory (17.0 ruling)', () => {
  it('the survivor with the most experience plus wealth (Gold Marks and jewels) wins, named in the log, the view and the summary', () => {
    const { state, rng } = start(4);
    // The first has the most experience, the second the most wealth (180 + jewels 100 + 60): the sum decides.
    const s = record(state, { 0: { experience: 300, goldMarks: 20 }, 1: { experience: 40, goldMarks: 180, jewels: [100, 60] }, 2: { experience: 200, goldMarks: 100 } });
    const [, second] = s.party;
    const { texts, winner, detail, progress } = win(s, rng);
    const named = `The individual winner is ${second!.name} (40 experience, 340 Gold Marks of wealth).`;
    expect(texts).toContain(named);
    expect(detail).toBe(named);
    expect(winner).toBe(second!.name);
    expect(progress).toContain(`individual winner: ${second!.name}`);
  });

  it('an equal best is a shared victory; the dead cannot win whatever they carried', () => {
    const { state, rng } = start(4);
    const s = record(state, { 0: { experience: 500, goldMarks: 500, alive: false, death: 'test' }, 2: { experience: 100, goldMarks: 50 }, 4: { experience: 50, goldMarks: 100 } });
    const { texts, winner } = win(s, rng);
    const [a, b] = [s.party[2]!, s.party[4]!];
    expect(texts.some((t) => t.startsWith(`The individual victory is shared by ${a.name} (`) && t.includes(` and ${b.name} (`))).toBe(true);
    expect(winner).toBe(`${a.name} and ${b.name}`);
    expect(texts.join(' ')).not.toContain(`${s.party[0]!.name} (500`);
  });

  it('a replacement did not survive every expedition: with no first-expedition member alive there is no individual winner', () => {
    const { state, rng } = start(9);
    // Expedition 1: all but the last fall; he comes home and the fallen are replaced (17.0).
    const fallen = record(state, { 0: { alive: false, death: 'test' }, 1: { alive: false, death: 'test' }, 2: { alive: false, death: 'test' }, 3: { alive: false, death: 'test' }, 4: { alive: false, death: 'test' } });
    const home = act(fallen, { type: 'leave' }, rng).state;
    const recruited = act(home, { type: 'recruit' }, rng).state;
    const out = act(recruited, { type: 'setOut' }, rng).state;
    const veteran = out.party[5]!;
    const rich = out.party.length - 1;
    expect(out.party[rich]!.experience).toBe(0);

    // Expedition 2, the veteran alive: he wins though a replacement carries more.
    const withVeteran = win(record(out, { 5: { experience: 10 }, [rich]: { experience: 900, goldMarks: 900 } }), rng);
    expect(withVeteran.winner).toBe(veteran.name);

    // The veteran falls in expedition 2: the replacements win the group victory, no one the individual one.
    const without = win(record(out, { 5: { alive: false, death: 'test' }, [rich]: { experience: 900, goldMarks: 900 } }), rng);
    expect(without.texts).toContain('No one survived every expedition: there is no individual winner.');
    expect(without.winner).toBe('none');
  });
});
