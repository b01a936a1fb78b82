import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  briberyTable,
  citadelRulingGroups,
  citadelRulings,
  citadelRulingsMarkdown,
  CHARM_PERSON_TARGETS,
  combatResultsTable,
  counter,
  heroCharacteristics,
  LIGHTNING_DAMAGE,
  levelTreasure,
  monsterCharacteristicsChart,
  MONSTERS,
  advancementCost,
  spell,
  SPELLS,
  TRAP_EFFECTS,
  treasureTypeTable,
} from '../../../shared/rulesets/citadel';

const file = new URL('../../../shared/rulesets/citadel/RULINGS.md', import.meta.url);

describe('Citadel rulings', () => {
  it('RULINGS.md is the in-app rulings, word for word', () => {
    const generated = citadelRulingsMarkdown();
    // The file is written from the arrays on request, never silently: a stale file fails until regenerated.
    if (process.env['CITADEL_WRITE_RULINGS'] === '1') writeFileSync(file, generated);
    const committed = readFileSync(file, 'utf8');
    expect(committed).toBe(generated);
    for (const r of citadelRulings) expect(committed).toContain(`### [${r.section}] ${r.title}\n\n${r.text}\n`);
  });

  it('every ruling has a section, a title and reasoning, and no title is used twice', () => {
    const titles = citadelRulings.map((r) => r.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const r of citadelRulings) {
      expect(r.section).toMatch(/^\d+\.\d+a?$/);
      expect(r.title.trim()).not.toBe('');
      expect(r.text.length).toBeGreaterThan(60);
    }
    expect(citadelRulingGroups.every((g) => g.rulings.length > 0)).toBe(true);
  });

  it('marks the values no source gives as reconstructed', () => {
    const reconstructed = citadelRulings.filter((r) => r.title.endsWith('(reconstructed)')).map((r) => r.section);
    // The counters, the treasure cap, the Hellgate's Blast targets and the rising costs have no printed source.
    expect(reconstructed).toEqual(expect.arrayContaining(['8.2', '6.7', '16.0', '17.5']));
  });
});

/** Each ruling that settles a value is checked against the data it settles, so the two cannot drift apart. */
describe('Citadel rulings agree with the data', () => {
  const ruling = (title: string): string => {
    const r = citadelRulings.find((x) => x.title === title);
    if (!r) throw new Error(`No ruling titled ${title}`);
    return r.text;
  };

  it('Curvenol has 5 Wound Points and Sliggoth is a Swamp Creature', () => {
    expect(ruling("Curvenol's Wound Points and Sliggoth's race")).toContain('Curvenol has 5 Wound Points');
    expect(heroCharacteristics('curvenol').woundPoints).toBe(5);
    expect(heroCharacteristics('sliggoth').race).toBe('swampCreature');
  });

  it('Flaming Oil does 1 Wound Point; Poison Gas is poison', () => {
    expect(TRAP_EFFECTS.flamingOil.wounds).toBe(1);
    expect(TRAP_EFFECTS.poisonGas.poison).toBe(true);
    expect(TRAP_EFFECTS.arrow.poison).toBe(false);
  });

  it('every counter named in the counters ruling has that code and bonus', () => {
    const text = ruling('Monster counters: Wound Points and Combat Bonus (reconstructed)');
    for (const id of MONSTERS) {
      const name = monsterCharacteristicsChart.rows[id].name;
      const c = counter(id);
      expect(text).toContain(`${name} ${c.woundCode}/${c.combatBonus}`);
    }
  });

  it('the Monsters column reads 2 on 14', () => {
    const row = combatResultsTable.rows.find((r) => r.label === '14');
    const col = combatResultsTable.columns.findIndex((c) => c.id === 'monsters');
    expect(row?.results[col]).toBe(2);
  });

  it('Wrath of God costs 3 and Lightning does 1D3x2', () => {
    expect(spell('wrathOfGod').cost).toBe(3);
    expect(LIGHTNING_DAMAGE).toBe('1D3x2');
    expect(spell('lightning').cost).toBe(2);
  });

  it('Type C gold is 6:3D6 and L stays L', () => {
    expect(treasureTypeTable.rows.C.gold).toBe('6:3D6');
    expect(levelTreasure('L', 3)).toBe('L');
    expect(levelTreasure('K', 3)).toBe('L');
  });

  it('Charm Person includes the Troll', () => {
    expect(CHARM_PERSON_TARGETS).toContain('troll');
  });

  it('the bribery rows rise steadily, as the ruling keeps them', () => {
    for (let col = 0; col < 6; col++) {
      const column = briberyTable.rows.map((r) => r.targets[col]!);
      for (let i = 1; i < column.length; i++) expect(column[i]!).toBeGreaterThanOrEqual(column[i - 1]!);
    }
  });

  it('advancement costs 100, 110, 120 after the first three exits', () => {
    expect([1, 2, 3].map((n) => advancementCost('standard', n))).toEqual([100, 110, 120]);
    expect(advancementCost('combatBonus', 2)).toBe(165);
  });

  it('exactly the spells the resistance ruling names can be resisted', () => {
    const resisted = SPELLS.filter((id) => spell(id).resisted);
    expect(resisted).toEqual(['charm', 'blast', 'explosion', 'lightning', 'sleep', 'redemption', 'mentalAttack', 'wrathOfGod']);
    const text = ruling('Which spells can be resisted');
    for (const id of resisted) expect(text).toContain(spell(id).name);
  });

  it('the Evil Mage and X know Lightning only', () => {
    expect(monsterCharacteristicsChart.rows.evilMage.spells).toEqual(['lightning']);
    expect(monsterCharacteristicsChart.rows.x.spells).toEqual(['lightning']);
  });
});
