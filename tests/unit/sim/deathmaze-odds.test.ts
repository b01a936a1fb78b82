import { describe, expect, it } from 'vitest';
import { Rng } from '../../../shared/core/rng';
import { deathOf, deathmazeAutoplay } from '../../../shared/rulesets/deathmaze/odds';
import { effectiveWoundPoints, newGame, setupSchema } from '../../../shared/rulesets/deathmaze/game';
import { DEATH_CAUSES } from '../../../shared/sim/outcome';
import { gameSeed } from '../../../shared/sim/seeds';

const hero = newGame(setupSchema.parse({ variant: 'advanced', party: [{ name: 'Wil', class: 'wizard' }] }), Rng.fromSeedNumber(3)).state.party[0]!;

describe('Deathmaze deaths for the odds report', () => {
  it('reads the cause and the killer from the cause of death the reducer writes', () => {
    const dead = (causeOfDeath: string, spellWounds = 0) => deathOf({ ...hero, dead: true, causeOfDeath, spellWounds });
    expect(dead('killed fighting 3 Orcs')).toEqual({ cause: 'combat', monster: 'Orc' });
    expect(dead('killed fighting an Evil Wizard')).toEqual({ cause: 'combat', monster: 'Evil Wizard' });
    expect(dead('killed fighting 2 Evil Heroes')).toEqual({ cause: 'combat', monster: 'Evil Hero' });
    expect(dead('turned to stone by a Medusa')).toEqual({ cause: 'combat', monster: 'Medusa' });
    expect(dead("lost to the vampire's charm")).toEqual({ cause: 'combat', monster: 'Vampire' });
    expect(dead('a trap')).toEqual({ cause: 'trap' });
    expect(dead('a poison trap')).toEqual({ cause: 'trap' });
    expect(dead('poisonous water')).toEqual({ cause: 'poison' });
    expect(dead('a Medallion of Strangling')).toEqual({ cause: 'magic item' });
    expect(dead('taking off his magical armour')).toEqual({ cause: 'magic item' });
    // [11.22] Spell-casting wounds alone reach his Wound Points: his spells killed him, whatever blow came last.
    expect(dead('killed fighting 3 Orcs', effectiveWoundPoints(hero))).toEqual({ cause: 'spell cost' });
    expect(dead('killed fighting 3 Orcs', effectiveWoundPoints(hero) - 1)).toEqual({ cause: 'combat', monster: 'Orc' });
  });

  it('accounts for every adventurer of every expedition, the same way for the same seed', () => {
    const setup = deathmazeAutoplay.setupFor(['hero', 'wizard', 'thief'], true);
    for (let i = 0; i < 15; i++) {
      const o = deathmazeAutoplay.expedition(setup, gameSeed('ACCOUNT', i));
      expect(deathmazeAutoplay.expedition(setup, gameSeed('ACCOUNT', i))).toEqual(o);
      expect(o.survivors + o.deaths.length).toBe(3);
      expect(o.experience).toHaveLength(o.survivors);
      expect(o.result === 'escaped' || o.result === 'won').toBe(o.survivors > 0);
      for (const d of o.deaths) {
        expect(DEATH_CAUSES).toContain(d.cause);
        if (d.monster) expect(d.cause).toBe('combat');
      }
    }
  });

  it('refuses a party it cannot field, in words a player can act on', () => {
    expect(() => deathmazeAutoplay.setupFor(['hero', 'wizard'], false)).toThrow(/Wizards exist only in the Advanced game/);
    expect(() => deathmazeAutoplay.setupFor([], false)).toThrow(/one to six/);
    expect(deathmazeAutoplay.cannotSimulateFrom({ ...newGame(setupSchema.parse({ party: [{ name: 'A', class: 'hero' }] }), Rng.fromSeedNumber(1)).state, phase: { kind: 'ended', reason: 'partyDead' } })).toMatch(/over/);
  });
});
