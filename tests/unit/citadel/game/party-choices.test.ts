import { describe, expect, it } from 'vitest';
import { choicesFor, newGame, setupSchema, type CitadelState } from '../../../../shared/rulesets/citadel/game';
import { Rng } from '../../../../shared/core/rng';
import { act, listed, start } from './helpers';

const person = (s: CitadelState, id: string) => s.party.find((c) => c.id === id)!;
const front = (s: CitadelState) => s.order.filter((id) => person(s, id).alive).slice(0, 3);

/** A state at home, between expeditions, with everyone back alive. */
function atHome(seed: number): { state: CitadelState; rng: Rng } {
  const { state, rng } = start(seed);
  return { state: act(state, { type: 'leave' }, rng).state, rng };
}

describe('Citadel player choices: marching order, treasure, weapons, spells (4.1, 14.0, 17.0)', () => {
  it('the marching order is the players\' outside a fight: one steps up past the one before him, and the front row follows (PL 4.1 C3)', () => {
    const { state, rng } = start(7);
    const order = [...state.order];
    const moves = listed(state).filter((a) => a.type === 'moveUp');
    // Everyone but the first may step up.
    expect(moves.map((a) => (a.type === 'moveUp' ? a.character : ''))).toEqual(order.slice(1));
    const fourth = order[3]!;
    const next = act(state, { type: 'moveUp', character: fourth }, rng).state;
    expect(next.order).toEqual([order[0], order[1], order[3], order[2], order[4], order[5]]);
    expect(front(next)).toContain(fourth);
    expect(front(next)).not.toContain(order[2]);
    // The choice names its character, so the shell can place it beside his record.
    expect(choicesFor(state).find((c) => c.action.type === 'moveUp' && c.action.character === fourth)!.subjectId).toBe(fourth);
  });

  it('a dead member is stepped over: the one behind him moves up past the living one before him', () => {
    const { state, rng } = start(8);
    const [a, b, c] = state.order;
    const dead = { ...state, party: state.party.map((p) => (p.id === b ? { ...p, alive: false, death: 'test' } : p)) };
    expect(listed(dead).some((x) => x.type === 'moveUp' && x.character === b)).toBe(false);
    const next = act(dead, { type: 'moveUp', character: c! }, rng).state;
    expect(next.order.indexOf(c!)).toBeLessThan(next.order.indexOf(a!));
  });

  it('items, jewels and gold change hands as the players like, the dead\'s goods included (14.0)', () => {
    const { state: s0, rng } = start(9);
    const [a, b, c] = s0.order as [string, string, string];
    const state: CitadelState = {
      ...s0,
      party: s0.party.map((p) =>
        p.id === a ? { ...p, goldMarks: 51, jewels: [30, 70], items: [{ type: 'medallion', kind: 'oratory' }] } : p.id === c ? { ...p, alive: false, death: 'test', goldMarks: 40 } : p,
      ),
    };
    const gives = choicesFor(state).filter((x) => x.group === 'treasure');
    expect(gives.every((x) => x.beside === 'record' && x.subjectId !== undefined)).toBe(true);
    // Nothing goes to the dead.
    expect(gives.some((x) => (x.action.type === 'give' || x.action.type === 'giveGold') && x.action.to === c)).toBe(false);
    let s = act(state, { type: 'give', from: a, to: b, what: 'jewel', index: 1 }, rng).state;
    expect(person(s, a).jewels).toEqual([30]);
    expect(person(s, b).jewels).toEqual([70]);
    s = act(s, { type: 'give', from: a, to: b, what: 'item', index: 0 }, rng).state;
    expect(person(s, a).items).toEqual([]);
    expect(person(s, b).items).toContainEqual({ type: 'medallion', kind: 'oratory' });
    // Half, rounded up, from the living; everything from the dead.
    s = act(s, { type: 'giveGold', from: a, to: b, goldMarks: 26 }, rng).state;
    expect([person(s, a).goldMarks, person(s, b).goldMarks]).toEqual([25, 26]);
    s = act(s, { type: 'giveGold', from: c, to: a, goldMarks: 40 }, rng).state;
    expect([person(s, c).goldMarks, person(s, a).goldMarks]).toEqual([0, 65]);
    // Any other amount is not on the list.
    expect(choicesFor(s).some((x) => x.action.type === 'giveGold' && x.action.from === a && x.action.goldMarks === 1)).toBe(false);
  });

  it('nothing changes hands while the party faces monsters (14.4)', () => {
    const { state } = start(10);
    const rich = { ...state, party: state.party.map((p) => ({ ...p, goldMarks: 10, jewels: [5] })) };
    expect(choicesFor(rich).some((x) => x.group === 'treasure')).toBe(true);
    const facing: CitadelState = { ...rich, encounter: { where: 'segment', group: null, solo: null, reward: null }, phase: { kind: 'encounter', negotiated: false, bribed: false } };
    expect(choicesFor(facing).some((x) => x.group === 'treasure')).toBe(false);
  });

  it('handing on armour takes its Wound Points along but never kills its wearer', () => {
    const { state: s0, rng } = start(11);
    const [a, b] = s0.order as [string, string];
    const wp = person(s0, a).woundPoints;
    const state = { ...s0, party: s0.party.map((p) => (p.id === a ? { ...p, wounds: wp + 1, items: [{ type: 'armor' as const, bonus: 2 }] } : p)) };
    const s = act(state, { type: 'give', from: a, to: b, what: 'item', index: 0 }, rng).state;
    expect(person(s, a).alive).toBe(true);
    expect(person(s, a).wounds).toBe(wp - 1);
    expect(person(s, b).items).toContainEqual({ type: 'armor', bonus: 2 });
  });

  it('weapons are chosen anew between expeditions, at most two and never two alike (17.0)', () => {
    const { state, rng } = atHome(12);
    expect(state.phase.kind).toBe('home');
    const who = state.party.find((p) => p.alive)!;
    const arms = listed(state).filter((a) => a.type === 'arm' && a.character === who.id);
    expect(arms.length).toBeGreaterThan(0);
    expect(arms.every((a) => a.type === 'arm' && !who.weapons.includes(a.weapon))).toBe(true);
    const other = arms.find((a) => a.type === 'arm' && a.slot === 0)!;
    const s = act(state, other, rng).state;
    expect(person(s, who.id).weapons[0]).toBe(other.type === 'arm' ? other.weapon : null);
    expect(person(s, who.id).weapons[1]).toBe(who.weapons[1]);
    // A lost throw dagger leaves one weapon: a second may be taken up.
    const one = { ...state, party: state.party.map((p) => (p.id === who.id ? { ...p, weapons: [p.weapons[0]!] } : p)) };
    expect(listed(one).some((a) => a.type === 'arm' && a.character === who.id && a.slot === 1)).toBe(true);
    // Never during an expedition.
    const out = act(s, { type: 'setOut' }, rng).state;
    expect(listed(out).some((a) => a.type === 'arm')).toBe(false);
  });

  it('an initiate learns the spells the player ranked first, as many as his highest Magic Potential (PL 4.1 B6)', () => {
    const wanted = ['teleport', 'lock', 'stoneFlesh', 'cow', 'daunt', 'sway'] as const;
    for (let seed = 1; seed <= 10; seed++) {
      const made = newGame({ heroes: 0, initiates: [{ name: 'Ilse', race: 'human', spells: [...wanted] }] }, Rng.fromSeedNumber(seed));
      const ilse = made.state.party[0]!;
      const known = Math.max(ilse.magicPotential.red, ilse.magicPotential.yellow, ilse.magicPotential.blue);
      expect(ilse.spells).toHaveLength(known);
      expect(ilse.spells).toEqual([...wanted, 'heal', 'lightning', 'blast'].slice(0, known));
    }
  });

  it('the set-up refuses special spells and a spell named twice, with a message', () => {
    const special = setupSchema.safeParse({ initiates: [{ name: 'Ilse', race: 'elf', spells: ['wrathOfGod'] }] });
    expect(special.success).toBe(false);
    expect(special.error!.issues[0]!.message).toMatch(/learnt only in play/);
    const twice = setupSchema.safeParse({ initiates: [{ name: 'Ilse', race: 'elf', spells: ['heal', 'heal'] }] });
    expect(twice.success).toBe(false);
    expect(twice.error!.issues[0]!.message).toMatch(/only once/);
  });
});

describe('Citadel: the dead\'s armour', () => {
  it('armour taken from the dead leaves his record consistent: his wounds are his Wound Points without it', () => {
    const { state: s0, rng } = start(13);
    const [a, b] = s0.order as [string, string];
    const wp = person(s0, a).woundPoints;
    const state = { ...s0, party: s0.party.map((p) => (p.id === a ? { ...p, alive: false, death: 'test', wounds: wp + 2, items: [{ type: 'armor' as const, bonus: 2 }] } : p)) };
    const s = act(state, { type: 'give', from: a, to: b, what: 'item', index: 0 }, rng).state;
    expect(person(s, a).wounds).toBe(wp);
  });
});
