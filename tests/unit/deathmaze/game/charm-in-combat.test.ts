import { describe, expect, it } from 'vitest';
import { Rng } from '../../../../shared/core/rng';
import { characteristics, makeGroup, type MonsterId } from '../../../../shared/rulesets/deathmaze/data';
import type { PotionType } from '../../../../shared/rulesets/deathmaze/data/magic-items';
import type { DeathmazeState } from '../../../../shared/rulesets/deathmaze/game';
import type { CombatState } from '../../../../shared/rulesets/deathmaze/combat';
import { chooseAction } from '../../../../shared/rulesets/deathmaze/autoplay';
import { R, act, attackNow, autoplayUntil, fresh } from './helpers';

const ADVANCED = { variant: 'advanced', party: [{ name: 'Arn', class: 'hero' }, { name: 'Bree', class: 'thief' }, { name: 'Wen', class: 'wizard' }] };

/** A fight with `count` monsters of `type` under way, Arn (a1) carrying a known potion (and `arnLeft` Wound Points left). */
function fighting(seed: number, type: MonsterId, count: number, potion: PotionType, setup?: unknown, arnLeft?: number): { state: DeathmazeState; rng: Rng } {
  const { state, rng } = fresh(seed, setup);
  const group = makeGroup(type, count, 'room', rng).group;
  const party = state.party.map((a, i) => (i === 0 ? { ...a, wounds: arnLeft === undefined ? 0 : a.woundPoints - arnLeft, magicItems: [{ kind: 'potion' as const, potion, id: 'p1', doses: 1 }] } : a));
  const facing: DeathmazeState = { ...state, party, phase: { kind: 'encounter', group, negotiated: 'no', tribute: null, mayPeg: false, then: 'treasure' } };
  return { state: attackNow(facing, rng).state, rng };
}

function combatOf(state: DeathmazeState): CombatState {
  if (state.phase.kind !== 'combat') throw new Error(`not in combat: ${state.phase.kind}`);
  return state.phase.combat;
}

const charmChoices = (state: DeathmazeState) =>
  R.choices(state).filter((c) => c.action.type === 'combat' && c.action.action.type === 'useItem' && c.action.action.itemId === 'p1');

describe('[9.45]/[9.46] Charm potions drunk in combat', () => {
  it('Basic game: Arn drinks Charm Person instead of attacking; the Orc leaves the monsters and joins the party under him', () => {
    const { state, rng } = fighting(3, 'orc', 3, 'charmPerson');
    const before = combatOf(state);
    const offered = charmChoices(state);
    const inRows = before.monsterRows.flat().filter((x): x is string => x !== null);
    expect(offered.map((c) => (c.action.type === 'combat' && c.action.action.type === 'useItem' ? c.action.action.targetId : ''))).toEqual(inRows);
    expect(offered.every((c) => c.section === '9.45' && /drinks the Charm Person Potion/.test(c.label))).toBe(true);
    const targetId = inRows[inRows.length - 1]!;
    const r = act(state, offered[offered.length - 1]!.action, rng);
    const after = combatOf(r.state);
    expect(after.monsters.map((m) => m.id)).not.toContain(targetId);
    expect(after.monsterRows.flat()).not.toContain(targetId);
    expect(after.party.rows.flat()).toContain(targetId);
    expect(after.adventurers.find((a) => a.id === targetId)?.charmedMonster).toMatchObject({ type: 'Orc' });
    expect(after.acted).toContain('a1');
    expect(after.adventurers.find((a) => a.id === 'a1')!.itemsUsed).toEqual(['p1']);
    // Arn has acted: no attack of his is offered any more in this phase.
    expect(R.choices(r.state).some((c) => c.action.type === 'combat' && 'adventurerId' in c.action.action && c.action.action.adventurerId === 'a1')).toBe(false);
    expect(r.events.some((e) => e.section === '9.45' && /joins the party’s marching order .* under Arn’s control/.test(e.text))).toBe(true);
  });

  it('after the fight the Orc follows the party under Arn, the potion is gone, and it shares no experience (nor counts in it)', () => {
    let won = 0;
    for (let seed = 1; seed <= 40 && won < 4; seed++) {
      const { state, rng } = fighting(seed, 'orc', 2, 'charmPerson');
      const c = charmChoices(state)[0]!;
      const targetId = c.action.type === 'combat' && c.action.action.type === 'useItem' ? c.action.action.targetId! : '';
      const kept = combatOf(state).monsters.filter((m) => m.id !== targetId).reduce((s, m) => s + m.woundPoints, 0);
      const end = autoplayUntil(act(state, c.action, rng).state, rng, (s) => s.phase.kind !== 'combat');
      if (end.state.phase.kind === 'ended') continue;
      won++;
      expect(end.state.party[0]!.magicItems).toEqual([]);
      const alive = end.state.party.filter((a) => !a.dead);
      for (const a of alive) expect(a.experience).toBe(Math.floor((kept * 6) / alive.length));
      const follows = end.state.charmed ?? [];
      if (!end.state.party[0]!.dead && follows.length) expect(follows[0]).toMatchObject({ type: 'orc', controllerId: 'a1' });
    }
    expect(won).toBeGreaterThan(2);
  });

  it('the wrong potion for the monsters is neither offered nor accepted, and the rule is named', () => {
    const { state, rng } = fighting(1, 'goblin', 2, 'charmMonster');
    expect(charmChoices(state)).toEqual([]);
    const target = combatOf(state).monsterRows[0]!.find((x) => x !== null)!;
    expect(R.apply(state, { type: 'combat', action: { type: 'useItem', adventurerId: 'a1', itemId: 'p1', targetId: target } }, rng)).toMatchObject({ ok: false, rule: '9.46' });
    const trolls = fighting(1, 'troll', 1, 'charmPerson');
    expect(R.apply(trolls.state, { type: 'combat', action: { type: 'useItem', adventurerId: 'a1', itemId: 'p1', targetId: 'm1' } }, trolls.rng)).toMatchObject({ ok: false, rule: '9.45' });
    expect(R.apply(trolls.state, { type: 'combat', action: { type: 'useItem', adventurerId: 'a1', itemId: 'p1' } }, trolls.rng)).toMatchObject({ ok: false, rule: '9.45' });
  });

  it('charming the only monster ends the fight: no experience and no treasure, the Troll follows the party', () => {
    const { state, rng } = fighting(5, 'troll', 1, 'charmMonster');
    const xp = state.party.map((a) => a.experience);
    const r = act(state, charmChoices(state)[0]!.action, rng);
    expect(r.state.phase.kind).not.toBe('combat');
    expect(r.state.party.map((a) => a.experience)).toEqual(xp);
    expect(r.state.loot).toEqual(state.loot);
    expect(r.state.charmed).toEqual([expect.objectContaining({ type: 'troll', name: 'Troll', controllerId: 'a1' })]);
    expect(r.events.some((e) => /neither experience nor treasure/.test(e.text))).toBe(true);
    expect(r.events.some((e) => e.roll !== undefined && /treasure/i.test(e.roll.table))).toBe(false);
  });

  it('Basic game: if the drinker dies in the same fight, the Evil Hero he took turns on the party [9.45]', () => {
    let turned = 0;
    for (let seed = 1; seed <= 60 && turned < 3; seed++) {
      const { state, rng } = fighting(seed, 'evilHero', 3, 'charmPerson', undefined, 1);
      const charm = charmChoices(state)[0];
      if (!charm) continue;
      const end = autoplayUntil(act(state, charm.action, rng).state, rng, (s) => s.phase.kind !== 'combat');
      if (!end.state.party[0]!.dead) continue;
      expect(end.events.some((e) => e.section === '9.45' && /is freed: Arn is dead, and turns on the party/.test(e.text))).toBe(true);
      expect((end.state.charmed ?? []).filter((c) => c.controllerId === 'a1')).toEqual([]);
      turned++;
    }
    expect(turned).toBe(3);
  });

  it('Advanced game: the monster resists on 1D6 ≤ its Magic Resistance [11.25]; the dose is spent either way', () => {
    const mr = characteristics('troll').magicResistance;
    const outcomes = new Set<string>();
    for (let seed = 1; seed <= 60; seed++) {
      const { state, rng } = fighting(seed, 'troll', 2, 'charmMonster', ADVANCED);
      const r = act(state, charmChoices(state)[0]!.action, rng);
      const check = r.events.find((e) => e.section === '11.25' && e.roll)!;
      expect(check).toBeDefined();
      const combat = r.state.phase.kind === 'combat' ? r.state.phase.combat : undefined;
      const a1 = combat?.adventurers.find((a) => a.id === 'a1');
      if (a1) expect(a1.itemsUsed).toEqual(['p1']);
      const charmedNow = combat ? combat.adventurers.some((a) => a.charmedMonster) : (r.state.charmed ?? []).length > 0;
      expect(charmedNow).toBe(check.roll!.total > mr);
      outcomes.add(charmedNow ? 'charmed' : 'resisted');
    }
    expect([...outcomes].sort()).toEqual(mr > 0 ? ['charmed', 'resisted'] : ['charmed']);
  });

  it('a Basic fight without charm potions carries no Advanced bookkeeping (it plays as before)', () => {
    const { state, rng } = fighting(7, 'orc', 2, 'healing');
    expect(R.choices(state).some((c) => c.section === '9.45' || c.section === '9.46')).toBe(false);
    const end = autoplayUntil(state, rng, (s) => s.phase.kind !== 'combat' || (combatOf(s) as { advanced?: unknown }).advanced !== undefined);
    if (end.state.phase.kind === 'combat') throw new Error('Advanced data appeared in a Basic fight');
  });
});

describe('autoplay and Charm potions', () => {
  it('drinks a tested Charm potion in the Party Combat Phase on the monster with the most Wound Points left', () => {
    let checked = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const { state } = fighting(seed, 'orc', 3, 'charmPerson');
      const combat = combatOf(state);
      if (combat.phase !== 'partyCombat') continue;
      const action = chooseAction(state);
      expect(action.type).toBe('combat');
      if (action.type !== 'combat' || action.action.type !== 'useItem') throw new Error(`expected the potion, got ${JSON.stringify(action)}`);
      const left = (id: string | undefined) => {
        const m = combat.monsters.find((x) => x.id === id)!;
        return m.woundPoints - m.wounds;
      };
      const best = Math.max(...combat.monsters.filter((m) => !m.dead).map((m) => m.woundPoints - m.wounds));
      expect(left(action.action.targetId)).toBe(best);
      checked++;
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('never drinks one it cannot use (no suitable monster)', () => {
    const { state } = fighting(2, 'goblin', 2, 'charmMonster');
    const action = chooseAction(state);
    expect(action.type === 'combat' && action.action.type === 'useItem').toBe(false);
  });
});

describe('[11.21] Non-Combat spells before combat is joined', () => {
  function beforeCombat(seed: number): { state: DeathmazeState; rng: Rng } {
    const { state, rng } = fresh(seed, ADVANCED);
    const group = makeGroup('orc', 2, 'room', rng).group;
    const party = state.party.map((a) => (a.class === 'wizard' ? { ...a, woundPoints: 8, spells: ['heal', 'mageArmor', 'strength'] as const } : a));
    const facing: DeathmazeState = { ...state, party: party as DeathmazeState['party'], phase: { kind: 'encounter', group, negotiated: 'no', tribute: null, mayPeg: false, then: 'treasure' } };
    const r = act(facing, { type: 'attack' }, rng);
    return { state: r.state, rng };
  }

  it('Heal, Mage Armor and Strength are offered while weapons are chosen, and Mage Armor lasts into the fight', () => {
    const { state, rng } = beforeCombat(4);
    expect(state.phase.kind).toBe('beforeCombat');
    const casts = R.choices(state).filter((c) => c.action.type === 'cast');
    const spells = new Set(casts.map((c) => (c.action.type === 'cast' ? c.action.spell : '')));
    expect(spells.has('mageArmor')).toBe(true);
    expect(spells.has('strength')).toBe(true);
    expect(R.choices(state)[0]!.action.type).toBe('fight');
    const armor = casts.find((c) => c.action.type === 'cast' && c.action.spell === 'mageArmor' && c.action.targetId === 'a1')!;
    expect(armor.section).toBe('11.3');
    const cast = act(state, armor.action, rng);
    expect(cast.state.phase.kind).toBe('beforeCombat');
    const arn = cast.state.party.find((a) => a.id === 'a1')!;
    expect(arn.mageArmor).toBeGreaterThan(0);
    const wizard = cast.state.party.find((a) => a.class === 'wizard')!;
    expect(wizard.wounds).toBe(1);
    const fight = act(cast.state, { type: 'fight' }, rng);
    const combat = combatOf(fight.state) as CombatState & { advanced?: { mageArmor: Record<string, number> } };
    expect(combat.advanced?.mageArmor.a1).toBe(arn.mageArmor);
  });

  it('Oratory and combat spells are refused then; the Basic game has no spells', () => {
    const { state, rng } = beforeCombat(4);
    const wizard = state.party.find((a) => a.class === 'wizard')!;
    expect(R.apply(state, { type: 'cast', adventurerId: wizard.id, spell: 'lightning', targetId: 'a1' }, rng)).toMatchObject({ ok: false });
    const basic = fresh(4);
    const group = makeGroup('orc', 2, 'room', basic.rng).group;
    const facing: DeathmazeState = { ...basic.state, phase: { kind: 'encounter', group, negotiated: 'no', tribute: null, mayPeg: false, then: 'treasure' } };
    const before = act(facing, { type: 'attack' }, basic.rng).state;
    expect(before.phase.kind).toBe('beforeCombat');
    expect(R.choices(before).some((c) => c.action.type === 'cast')).toBe(false);
  });
});

describe('[12.34] a medusa petrifies an adventurer, then every monster left is charmed', () => {
  /** Arn (a1) already stone in a fight with one Medusa; Bree holds a Charm Monster potion, Wen knows Charm and Stone-Flesh. */
  function stoneThenCharm(seed: number): { state: DeathmazeState; rng: Rng } {
    const { state, rng } = fresh(seed, ADVANCED);
    const group = makeGroup('medusa', 1, 'room', rng).group;
    const party = state.party.map((a) => {
      if (a.id === 'a2') return { ...a, magicItems: [{ kind: 'potion' as const, potion: 'charmMonster' as const, id: 'p1', doses: 1, known: true }] };
      return a.class === 'wizard' ? { ...a, woundPoints: 8, spells: ['charm', 'stoneFlesh'] as const } : a;
    });
    const facing: DeathmazeState = { ...state, party: party as DeathmazeState['party'], phase: { kind: 'encounter', group, negotiated: 'no', tribute: null, mayPeg: false, then: 'treasure' } };
    const fight = attackNow(facing, rng).state;
    const combat = combatOf(fight) as CombatState & { advanced: { petrified: string[] } };
    // As medusaGaze leaves him [12.34]: out of the fight, his counter off the marching order.
    const staged = {
      ...combat,
      adventurers: combat.adventurers.map((a) => (a.id === 'a1' ? { ...a, dead: true } : a)),
      party: { ...combat.party, rows: combat.party.rows.map((row) => row.map((x) => (x === 'a1' ? null : x))) },
      advanced: { ...combat.advanced, petrified: ['a1'] },
    };
    if (fight.phase.kind !== 'combat') throw new Error('not in combat');
    return { state: { ...fight, phase: { ...fight.phase, combat: staged } }, rng };
  }

  const charmBy = (state: DeathmazeState, how: 'useItem' | 'castSpell') =>
    R.choices(state).find((c) => c.action.type === 'combat' && c.action.action.type === how && JSON.stringify(c.action).includes('m1'));

  for (const how of ['useItem', 'castSpell'] as const) {
    it(`${how === 'useItem' ? 'Charm Monster potion' : 'Charm spell'}: the fight ends and a Wizard is offered Stone-Flesh before anything else`, () => {
      let checked = 0;
      for (let seed = 1; seed <= 30 && checked < 3; seed++) {
        const { state, rng } = stoneThenCharm(seed);
        const c = charmBy(state, how);
        if (!c) continue;
        const r = act(state, c.action, rng);
        if (r.state.phase.kind === 'combat') continue; // the Medusa resisted [11.25]
        checked++;
        expect(r.events.some((e) => /neither experience nor treasure/.test(e.text))).toBe(true);
        expect(r.state.phase).toEqual({ kind: 'petrified', ids: ['a1'], then: 'treasure' });
        expect(r.state.party.find((a) => a.id === 'a1')).toMatchObject({ dead: true, petrified: true });
        const revive = R.choices(r.state).find((x) => x.action.type === 'cast' && x.action.spell === 'stoneFlesh' && x.action.targetId === 'a1')!;
        expect(revive.section).toBe('12.34');
        const back = act(r.state, revive.action, rng).state;
        expect(back.party.find((a) => a.id === 'a1')).toMatchObject({ dead: false, petrified: false });
        expect(back.phase.kind).not.toBe('petrified');
        expect(back.charmed).toEqual([expect.objectContaining({ type: 'medusa' })]);
      }
      expect(checked).toBe(3);
    });
  }

  it('declining Stone-Flesh leaves him dead, as when the monsters are killed', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const { state, rng } = stoneThenCharm(seed);
      const r = act(state, charmBy(state, 'useItem')!.action, rng);
      if (r.state.phase.kind !== 'petrified') continue;
      const after = act(r.state, { type: 'decline' }, rng).state;
      expect(after.party.find((a) => a.id === 'a1')).toMatchObject({ dead: true });
      expect(after.phase.kind).not.toBe('petrified');
      return;
    }
    throw new Error('no seed charmed the Medusa');
  });
});

describe('[11.21] Non-Combat spells while the party faces monsters', () => {
  function facing(seed: number, negotiated: 'no' | 'agreement'): { state: DeathmazeState; rng: Rng } {
    const { state, rng } = fresh(seed, ADVANCED);
    const group = makeGroup('orc', 2, 'room', rng).group;
    const party = state.party.map((a) => (a.class === 'wizard' ? { ...a, woundPoints: 8, spells: ['heal', 'mageArmor', 'strength'] as const } : a.id === 'a1' ? { ...a, wounds: 2 } : a));
    const phase = negotiated === 'no'
      ? { kind: 'encounter' as const, group, negotiated: 'no' as const, tribute: null, mayPeg: false, then: 'treasure' as const }
      : { kind: 'encounter' as const, group, negotiated: 'agreement' as const, tribute: null, mayPeg: false, then: 'treasure' as const };
    return { state: { ...state, party: party as DeathmazeState['party'], phase } as DeathmazeState, rng };
  }

  it('Heal, Mage Armor and Strength are listed after the encounter choices, with section 11.3, and casting one keeps the encounter', () => {
    const { state, rng } = facing(4, 'no');
    const all = R.choices(state).filter((c) => c.action.type !== 'rename');
    const casts = all.filter((c) => c.action.type === 'cast' && ['heal', 'mageArmor', 'strength'].includes(c.action.spell));
    expect(new Set(casts.map((c) => (c.action.type === 'cast' ? c.action.spell : '')))).toEqual(new Set(['heal', 'mageArmor', 'strength']));
    expect(casts.every((c) => c.section === '11.3')).toBe(true);
    expect(all.slice(0, 2).map((c) => c.action.type)).toEqual(['negotiate', 'attack']);
    const firstCast = all.findIndex((c) => casts.includes(c));
    expect(all.slice(firstCast).every((c) => casts.includes(c))).toBe(true);
    const heal = casts.find((c) => c.action.type === 'cast' && c.action.spell === 'heal' && c.action.targetId === 'a1')!;
    const r = act(state, heal.action, rng);
    expect(r.state.phase.kind).toBe('encounter');
    expect(r.state.party.find((a) => a.id === 'a1')!.wounds).toBeLessThan(2);
    expect(r.state.party.find((a) => a.class === 'wizard')!.wounds).toBeGreaterThan(0);
  });

  it('also after negotiating, before the party attacks or passes by', () => {
    const { state, rng } = facing(4, 'agreement');
    const armor = R.choices(state).find((c) => c.action.type === 'cast' && c.action.spell === 'mageArmor' && c.action.targetId === 'a1');
    expect(armor?.section).toBe('11.3');
    const r = act(state, armor!.action, rng);
    expect(r.state.phase.kind).toBe('encounter');
    expect(r.state.party.find((a) => a.id === 'a1')!.mageArmor).toBeGreaterThan(0);
  });
});
