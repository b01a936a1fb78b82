import { describe, expect, it } from 'vitest';
import { parseDiceCode } from '../../../shared/core/dice';
import type { GridTable, RangeTable } from '../../../shared/core/table';
import {
  abilitiesOf,
  BRIBERY_COLUMNS,
  briberyTable,
  bribeTarget,
  citadelCharts,
  citadelSpecialTables,
  citadelTables,
  combatResultsTable,
  counter,
  crtWounds,
  FEATURE_EFFECTS,
  FEATURES,
  featureTables,
  fightExperience,
  HELLGATE_GUARDS,
  heroChart,
  HEROES,
  levelCombatBonus,
  levelNegotiation,
  levelTreasure,
  levelWoundCode,
  LEVELS,
  MAGIC_ITEM_EFFECTS,
  MAGIC_ITEM_NAMES,
  MAGIC_ITEM_TYPES,
  magicItemKindTables,
  magicPotentialTable,
  monsterAbilitiesChart,
  monsterCharacteristicsChart,
  MONSTERS,
  negotiationTable,
  parseTreasureEntry,
  roomMonsterTable,
  spellChart,
  SPELLS,
  choosableAtStart,
  spellsKnown,
  spellsUsable,
  TREASURE_LETTERS,
  treasureTypeTable,
  wanderingMonsterTable,
  type MonsterCell,
  type TreasureColumn,
} from '../../../shared/rulesets/citadel';

/** The totals a table's own dice can give (a D3 is a D6 halved, rounded up). */
function diceRange(code: string): { min: number; max: number } {
  const c = parseDiceCode(code);
  const faceMax = c.sides === 3 ? 3 : 6;
  return { min: c.count + (c.op === '+' ? c.operand : 0), max: c.count * faceMax + (c.op === '+' ? c.operand : 0) };
}

function rowsFor(table: RangeTable<unknown>, total: number): number {
  return table.rows.filter((r) => total >= r.min && total <= r.max).length;
}

describe('every rolled Citadel table is complete', () => {
  const ranges = citadelTables.filter((t): t is RangeTable<unknown> => t.kind === 'range');
  const grids = citadelTables.filter((t): t is GridTable<unknown> => t.kind === 'grid');

  it.each(ranges.map((t) => [`${t.section} ${t.title}`, t] as const))('%s: every die result reads exactly one row', (_name, table) => {
    const { min, max } = diceRange(table.dice);
    for (let total = min; total <= max; total++) expect(rowsFor(table, total), `${table.title} on ${total}`).toBe(1);
    // Rows run in order without gaps, so modified totals also read exactly one row.
    for (let i = 1; i < table.rows.length; i++) expect(table.rows[i]!.min).toBe(table.rows[i - 1]!.max + 1);
  });

  it.each(grids.map((t) => [`${t.section} ${t.title}`, t] as const))('%s: a cell for every pair of dice', (_name, table) => {
    const rows = diceRange(table.rowDice);
    const columns = diceRange(table.columnDice);
    expect(table.cells).toHaveLength(rows.max);
    for (const row of table.cells) {
      expect(row).toHaveLength(columns.max);
      for (const cell of row) expect(cell).toBeDefined();
    }
  });

  it('the Negotiation Table reads every total the modifiers can give', () => {
    // Worst: 2 on the dice against NV 9 + 2 (level 3); best: 12 + skill 5 + Oratory 4 + six medallions of 3.
    for (let total = 2 - 11; total <= 12 + 5 + 4 + 18; total++) expect(rowsFor(negotiationTable, total)).toBe(1);
  });

  it('table and chart ids are unique', () => {
    const ids = [...citadelTables, ...citadelCharts, ...citadelSpecialTables].map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const t of [...citadelTables, ...citadelCharts, ...citadelSpecialTables]) expect(t.section).toMatch(/^\d+\.\d+a?$/);
  });
});

describe('9.9 Combat Results Table', () => {
  it('has seven columns and rows from 1 to 17+ without gaps', () => {
    expect(combatResultsTable.columns.map((c) => c.label)).toEqual(['Dagger', 'Throw Dagger', 'Bow', 'Sword', 'Hammer', 'Ax', 'Monsters']);
    let next = 1;
    for (const row of combatResultsTable.rows) {
      expect(row.min).toBe(next);
      expect(row.results).toHaveLength(7);
      next = (row.max ?? Infinity) + 1;
    }
    expect(next).toBe(Infinity);
  });

  it('a higher roll never does fewer wounds', () => {
    for (let col = 0; col < 7; col++) {
      const column = combatResultsTable.rows.map((r) => r.results[col]!);
      for (let i = 1; i < column.length; i++) expect(column[i]!).toBeGreaterThanOrEqual(column[i - 1]!);
    }
  });

  it('reads off-table totals at the ends', () => {
    expect(crtWounds('sword', -3)).toBe(0);
    expect(crtWounds('sword', 4)).toBe(1);
    expect(crtWounds('monsters', 14)).toBe(2);
    expect(crtWounds('hammer', 25)).toBe(5);
  });
});

describe('8.9 Bribery Table', () => {
  it('columns cover every Wound Points + Negotiation Value from 1 up', () => {
    for (let strength = 1; strength <= 60; strength++) {
      expect(BRIBERY_COLUMNS.filter((c) => strength >= c.min && (c.max === null || strength <= c.max))).toHaveLength(1);
    }
  });

  it('a bigger bribe is never less welcome, a stronger monster never easier', () => {
    for (const row of briberyTable.rows) {
      expect(row.targets).toHaveLength(6);
      for (let col = 1; col < 6; col++) expect(row.targets[col]!).toBeLessThanOrEqual(row.targets[col - 1]!);
      for (const t of row.targets) expect(t).toBeGreaterThanOrEqual(0);
      for (const t of row.targets) expect(t).toBeLessThanOrEqual(6);
    }
  });

  it('looks up the printed cells and refuses unprinted amounts with a message', () => {
    expect(bribeTarget(20, 5)).toMatchObject({ ok: true, target: 4 });
    expect(bribeTarget(150, 12)).toMatchObject({ ok: true, target: 5 });
    expect(bribeTarget(1000, 30)).toMatchObject({ ok: true, target: 4 });
    const odd = bribeTarget(50, 8);
    expect(odd.ok).toBe(false);
    if (!odd.ok) expect(odd.message).toContain('20, 40, 60');
    expect(bribeTarget(-20, 8).ok).toBe(false);
    expect(bribeTarget(20, 0).ok).toBe(false);
  });
});

describe('monsters (8.2, 8.3, 6.7, 15.0)', () => {
  const cells = (t: GridTable<MonsterCell>): MonsterCell[] => t.cells.flat();

  it('every monster on the tables is on the chart, and every chart monster but the Hellgate guards is met somewhere', () => {
    const onTables = new Set([...cells(roomMonsterTable), ...cells(wanderingMonsterTable)].map((c) => c.monster));
    for (const m of onTables) expect(HELLGATE_GUARDS).not.toContain(m);
    for (const m of MONSTERS) if (!HELLGATE_GUARDS.includes(m)) expect(onTables.has(m), m).toBe(true);
  });

  it('every count on the tables is a number or a dice code of at least 1', () => {
    for (const cell of [...cells(roomMonsterTable), ...cells(wanderingMonsterTable)]) {
      if (typeof cell.count === 'number') expect(cell.count).toBeGreaterThanOrEqual(1);
      else expect(diceRange(cell.count).min).toBeGreaterThanOrEqual(1);
    }
  });

  it('every treasure letter is on the Treasure Table and every counter code parses', () => {
    for (const m of MONSTERS) {
      const c = monsterCharacteristicsChart.rows[m];
      expect(TREASURE_LETTERS).toContain(c.treasure.room);
      expect(TREASURE_LETTERS).toContain(c.treasure.wandering);
      expect(diceRange(counter(m).woundCode).min).toBeGreaterThanOrEqual(1);
    }
  });

  it('applies the Level Chart to counters, negotiation and treasure', () => {
    expect(levelWoundCode('chimera', 1)).toBe('2D6+2');
    expect(levelWoundCode('chimera', 2)).toBe('2D6+4');
    expect(levelWoundCode('medusa', 3)).toBe('2D6+4');
    expect(levelCombatBonus('orc', 3)).toBe(6);
    expect(levelNegotiation('cronk', 3)).toBe(11);
    expect(levelNegotiation('demon', 3)).toBeNull();
    expect(levelTreasure('C', 3)).toBe('E');
    expect(levelTreasure('A', 2)).toBe('B');
    for (const level of LEVELS) for (const letter of TREASURE_LETTERS) expect(TREASURE_LETTERS).toContain(levelTreasure(letter, level));
  });

  it('every special ability belongs to a monster whose chart entry names it', () => {
    for (const ability of Object.values(monsterAbilitiesChart.rows)) {
      for (const m of ability.monsters) {
        const c = monsterCharacteristicsChart.rows[m];
        const printed = `${c.special ?? ''} ${c.spells.join(' ')}`.toLowerCase();
        expect(printed.includes(ability.name.toLowerCase()) || printed.includes(ability.section), `${ability.name} on ${m}`).toBe(true);
      }
    }
    for (const m of MONSTERS) {
      const special = monsterCharacteristicsChart.rows[m].special;
      if (special !== null && special !== 'See 16.0') expect(abilitiesOf(m).length, m).toBeGreaterThan(0);
    }
  });

  it('experience is 6 per Wound Point, doubled on level 3', () => {
    expect(fightExperience([5, 7], 1)).toBe(72);
    expect(fightExperience([5, 7], 2)).toBe(72);
    expect(fightExperience([5, 7], 3)).toBe(144);
  });
});

describe('characters (4.3, 4.3a, 4.4)', () => {
  it('23 heroes, each skilled only with a weapon he carries, within the caps', () => {
    expect(HEROES).toHaveLength(23);
    for (const id of HEROES) {
      const h = heroChart.rows[id];
      if (h.weaponSkill) expect(h.weapons, h.name).toContain(h.weaponSkill.weapon);
      expect(h.resistance).toBeLessThanOrEqual(5);
      expect(h.skill.value).toBeLessThanOrEqual(5);
      expect(h.woundPoints).toBeGreaterThan(0);
    }
  });

  it('knows his highest MP in spells and uses the dominant sun\'s', () => {
    const larraka = heroChart.rows.larraka.magicPotential;
    expect(spellsKnown(larraka)).toBe(6);
    expect(spellsUsable(larraka, 'yellow')).toBe(5);
    for (const row of magicPotentialTable.rows) expect(spellsKnown(row.result)).toBeLessThanOrEqual(2);
  });
});

describe('spells (10.9), features (13.9) and treasure (14.9)', () => {
  it('26 spells with unique names and codes; special spells are never chosen at the start', () => {
    expect(SPELLS).toHaveLength(26);
    const rows = Object.values(spellChart.rows);
    expect(new Set(rows.map((s) => s.name)).size).toBe(26);
    expect(new Set(rows.map((s) => s.code)).size).toBe(26);
    expect(SPELLS.filter((s) => !choosableAtStart(s))).toEqual(['wrathOfGod', 'resurrect']);
    for (const s of rows) expect(s.cost).toBeGreaterThan(0);
  });

  it('every feature result has its effect', () => {
    for (const f of FEATURES) {
      const effects: Readonly<Record<string, unknown>> = FEATURE_EFFECTS[f];
      for (const row of featureTables[f].rows) expect(effects[row.result], `${f} ${row.result}`).toBeDefined();
    }
  });

  it('every treasure entry parses, with chances 0 to 6', () => {
    for (const letter of TREASURE_LETTERS) {
      for (const column of ['gold', 'jewels', 'magic'] as TreasureColumn[]) {
        const entry = parseTreasureEntry(treasureTypeTable.rows[letter][column]);
        expect(entry.chance).toBeGreaterThanOrEqual(0);
        expect(entry.chance).toBeLessThanOrEqual(6);
        if (entry.amount !== null && !/^\d+$/.test(entry.amount)) expect(() => parseDiceCode(entry.amount!)).not.toThrow();
      }
    }
  });

  it('every magic item kind has a name and an effect', () => {
    for (const type of MAGIC_ITEM_TYPES) {
      const effects: Readonly<Record<string, unknown>> = MAGIC_ITEM_EFFECTS[type];
      for (const row of magicItemKindTables[type].rows) {
        expect(effects[String(row.result)], `${type} ${String(row.result)}`).toBeDefined();
        if (typeof row.result === 'string' && type !== 'weapon' && row.result !== 'rollTwice') expect(MAGIC_ITEM_NAMES[row.result]).toBeDefined();
      }
    }
  });
});
