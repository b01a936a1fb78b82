import { describe, expect, it } from 'vitest';
import { availableSpellRings, castNonCombatSpell, charmWithPotion, ringUsesAtGameStart, useSpellRing, type SpellCaster } from '../../../../shared/rulesets/deathmaze/advanced';
import { ScriptedRng } from './helpers';

const zed = (extra: Partial<SpellCaster> = {}): SpellCaster => ({
  id: 'Zed',
  name: 'Zed',
  spells: ['heal', 'neutralizePoison', 'oratory', 'mageArmor', 'strength', 'lock', 'stoneFlesh', 'blast'],
  woundPoints: 6,
  wounds: 0,
  spellWounds: 0,
  ...extra,
});
const arn = { id: 'Arn', name: 'Arn', wounds: 4, spellWounds: 0 };

describe('[11.3] non-combat spells', () => {
  it('Heal cures 1D6 Wounds but never spell-casting Wounds, the caster’s own cost included', () => {
    const r = castNonCombatSpell({ caster: zed({ wounds: 1 }), spell: 'heal', context: 'exploring', target: { id: 'Zed', name: 'Zed', wounds: 1, spellWounds: 0 } }, new ScriptedRng([6]));
    expect(r.ok && r.caster).toEqual({ wounds: 3, spellWounds: 2 });
    expect(r.ok && r.effect).toEqual({ kind: 'heal', targetId: 'Zed', healed: 1, wounds: 2 });
  });

  it('is refused in combat, and combat spells outside it', () => {
    const heal = castNonCombatSpell({ caster: zed(), spell: 'heal', context: 'combat', target: arn }, new ScriptedRng([]));
    expect(!heal.ok && heal.rule).toBe('11.21');
    const blast = castNonCombatSpell({ caster: zed(), spell: 'blast', context: 'exploring' }, new ScriptedRng([]));
    expect(!blast.ok && blast.rule).toBe('11.21');
  });

  it('Oratory only in negotiation, for +4; nothing else in negotiation', () => {
    const o = castNonCombatSpell({ caster: zed(), spell: 'oratory', context: 'negotiation' }, new ScriptedRng([]));
    expect(o.ok && o.effect).toEqual({ kind: 'negotiationModifier', modifier: { label: 'Oratory spell', value: 4 } });
    expect(castNonCombatSpell({ caster: zed(), spell: 'oratory', context: 'exploring' }, new ScriptedRng([])).ok).toBe(false);
    expect(castNonCombatSpell({ caster: zed(), spell: 'heal', context: 'negotiation', target: arn }, new ScriptedRng([])).ok).toBe(false);
  });

  it('Neutralize Poison undoes the poisoning just suffered, and only right after one', () => {
    const r = castNonCombatSpell({ caster: zed(), spell: 'neutralizePoison', context: 'exploring', target: { ...arn, wounds: 7 }, poisonWounds: 3 }, new ScriptedRng([]));
    expect(r.ok && r.effect).toEqual({ kind: 'neutralizePoison', targetId: 'Arn', woundsPrevented: 3, wounds: 4 });
    expect(castNonCombatSpell({ caster: zed(), spell: 'neutralizePoison', context: 'exploring', target: arn }, new ScriptedRng([])).ok).toBe(false);
  });

  it('Mage Armor rolls 1D3; Strength 1D6; Lock pegs a door; Stone-Flesh not on himself', () => {
    const m = castNonCombatSpell({ caster: zed(), spell: 'Mage Armour', context: 'exploring', target: arn }, new ScriptedRng([5]));
    expect(m.ok && m.effect).toEqual({ kind: 'mageArmor', targetId: 'Arn', points: 3 });
    const s = castNonCombatSpell({ caster: zed(), spell: 'strength', context: 'exploring', target: arn }, new ScriptedRng([4]));
    expect(s.ok && s.effect).toEqual({ kind: 'strength', targetId: 'Arn', combatBonus: 4 });
    expect(castNonCombatSpell({ caster: zed(), spell: 'lock', context: 'exploring' }, new ScriptedRng([])).ok && 'lockDoor').toBe('lockDoor');
    const self = castNonCombatSpell({ caster: zed(), spell: 'stoneFlesh', context: 'exploring', target: { id: 'Zed', name: 'Zed', wounds: 0, spellWounds: 0, petrified: true } }, new ScriptedRng([]));
    expect(self.ok).toBe(false);
  });

  it('refuses a cost that would kill the caster', () => {
    const r = castNonCombatSpell({ caster: zed({ wounds: 4 }), spell: 'stoneFlesh', context: 'exploring', target: { ...arn, petrified: true } }, new ScriptedRng([]));
    expect(!r.ok && r.rule).toBe('11.22');
  });
});

describe('[12.13] spell rings across games', () => {
  it('used once in a game, spent for that game, usable again in the next', () => {
    const wizard = { name: 'Zed', class: 'wizard' as const };
    const rings = [{ id: 'r1', ring: 'heal' as const }, { id: 'r2', ring: 'resistance1' as const }];
    let used = ringUsesAtGameStart();
    expect(availableSpellRings(wizard, rings, used)).toEqual([{ id: 'r1', spell: 'heal' }]);
    const use = useSpellRing(wizard, rings[0]!, used);
    expect(use.ok).toBe(true);
    if (use.ok) used = use.usedThisGame;
    const cast = castNonCombatSpell(
      { caster: zed({ spells: [], spellRings: availableSpellRings(wizard, rings, []) }), spell: 'heal', context: 'exploring', target: arn },
      new ScriptedRng([2]),
    );
    expect(cast.ok && cast.ringUsed).toBe('r1');
    expect(cast.ok && cast.caster.wounds).toBe(0);
    expect(useSpellRing(wizard, rings[0]!, used).ok).toBe(false);
    // Next game: the ring was kept and its use comes back.
    expect(availableSpellRings(wizard, rings, ringUsesAtGameStart())).toEqual([{ id: 'r1', spell: 'heal' }]);
    expect(useSpellRing({ name: 'Arn', class: 'hero' }, rings[0]!, []).ok).toBe(false);
  });
});

describe('[11.25] Charm potions', () => {
  it('a monster may resist in the Advanced game, never in the Basic one', () => {
    const resisted = charmWithPotion('charmPerson', { id: 'o', type: 'orc' }, new ScriptedRng([1]), 'advanced');
    expect('charmed' in resisted && resisted.charmed).toBe(false);
    const taken = charmWithPotion('charmMonster', { id: 't', type: 'troll' }, new ScriptedRng([4]), 'advanced');
    expect('charmed' in taken && taken.charmed).toBe(true);
    const basic = charmWithPotion('charmPerson', { id: 'o', type: 'orc' }, new ScriptedRng([]), 'basic');
    expect('charmed' in basic && basic.charmed).toBe(true);
    expect('ok' in charmWithPotion('charmPerson', { id: 't', type: 'troll' }, new ScriptedRng([]), 'advanced')).toBe(true);
  });
});
