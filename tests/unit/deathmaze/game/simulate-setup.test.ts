import { describe, expect, it } from 'vitest';
import { chooseAction } from '../../../../shared/rulesets/deathmaze/autoplay';
import { applyAction, newGame, newGameOnce, parseSetupOnce, playExpedition, setupSchema } from '../../../../shared/rulesets/deathmaze/game';
import { Rng } from '../../../../shared/core/rng';
import { rngStateFromSeed } from '../../../../shared/core/seed';

const party = () => ({ party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }, { name: 'Cal', class: 'hero' }, { name: 'Dee', class: 'thief' }] });

describe('playExpedition reuses one setup', () => {
  it('plays the same expedition from a setup used many times as from a new one', () => {
    const shared = party();
    for (const seed of ['AAAA-0001', 'AAAA-0002', 'AAAA-0001']) {
      const again = playExpedition(shared, seed, (s) => chooseAction(s));
      const once = playExpedition(party(), seed, (s) => chooseAction(s));
      expect(again).toEqual(once);
    }
  });

  it('checks a setup again when what it holds has changed', () => {
    const setup = party();
    playExpedition(setup, 'AAAA-0003', (s) => chooseAction(s));
    setup.party[0]!.name = ' ';
    expect(() => playExpedition(setup, 'AAAA-0003', (s) => chooseAction(s))).toThrow(/needs a name/);
  });

  it('builds each game its own Character Records from choices made before', () => {
    const setup = setupSchema.parse({ party: [{ name: 'Bree', class: 'thief', weapons: ['sword', 'bow'], experience: { kind: 'weaponSkill', weapon: 'sword' } }] });
    const first = newGame(setup, new Rng(rngStateFromSeed('AAAA-0004'))).state.party[0]!;
    const second = newGame(setup, new Rng(rngStateFromSeed('AAAA-0004'))).state.party[0]!;
    expect(second).toEqual(first);
    expect(first.weaponSkills).toEqual({ sword: 1 });
    expect(second.weapons).not.toBe(first.weapons);
    expect(second.weaponSkills).not.toBe(first.weaponSkills);
  });

  it('shares one setup\'s opening records between games, and no game sees what another does to its party', () => {
    const setup = party();
    const first = newGameOnce(setup, new Rng(rngStateFromSeed('AAAA-0005')));
    const rng = new Rng(rngStateFromSeed('AAAA-0006'));
    const second = newGameOnce(setup, rng);
    // Worked out once: the second game starts from the very records of the first.
    expect(second.state.party).toBe(first.state.party);
    const before = JSON.stringify(first.state);
    // The same game, dice and log as newGame on the parsed setup.
    const fresh = newGame(parseSetupOnce(setup), new Rng(rngStateFromSeed('AAAA-0006')));
    expect(JSON.stringify(second)).toBe(JSON.stringify(fresh));
    // Play the second to its end (wounds, experience, items, deaths): the first game's records stay as they were.
    let state = second.state;
    for (let n = 0; n < 2000 && state.phase.kind !== 'ended'; n++) {
      const result = applyAction(state, chooseAction(state), rng);
      if (!result.ok) throw new Error(result.message);
      state = result.state;
    }
    expect(state.phase.kind).toBe('ended');
    expect(state.party).not.toEqual(first.state.party);
    expect(JSON.stringify(first.state)).toBe(before);
    expect(JSON.stringify(newGameOnce(setup, new Rng(rngStateFromSeed('AAAA-0005'))).state)).toBe(before);
  });
});
