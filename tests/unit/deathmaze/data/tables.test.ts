import { describe, expect, it } from 'vitest';
import type { RangeTable } from '../../../../shared/core/table';
import {
  armourTable,
  characteristics,
  dataCharts,
  dataTables,
  describeCell,
  doorTrapCheck,
  fountainTable,
  gemsTable,
  magicItemTable,
  medallionTable,
  MONSTERS,
  monsterCharacteristicsChart,
  negotiationTable,
  potionTable,
  ringTable,
  roomMonsterCheck,
  roomMonsterTable,
  spiceTable,
  statueTable,
  TREASURE_LETTERS,
  trapDoorTable,
  trapTable,
  treasureTypeTable,
  wanderingMonsterCheck,
  wanderingMonsterTable,
  weaponEffectsTable,
  weaponTable,
  type MonsterCell,
} from '../../../../shared/rulesets/deathmaze/data';
import { rules1979 } from './helpers';

const text = rules1979();

function range(min: number, max: number): string {
  return min === max ? `${min}` : `${min}-${max}`;
}

/** A table as the 1979 chart prints it row by row: "1-3 +1 4-5 +2 6 Roll Twice". */
function rowWise<R>(table: RangeTable<R>, name: (r: R) => string): string {
  return table.rows.map((r) => `${range(r.min, r.max)} ${name(r.result)}`).join(' ');
}

/** A table printed with the dice on one line and the results on the next: "Die 1-2 3 … Potion Healing Poison …". */
function columnWise<R>(table: RangeTable<R>, header: string, name: (r: R) => string): string {
  return `Die ${table.rows.map((r) => range(r.min, r.max)).join(' ')} ${header} ${table.rows.map((r) => name(r.result)).join(' ')}`;
}

const bonus = (b: number | 'rollTwice') => (b === 'rollTwice' ? 'Roll Twice' : `+${b}`);

describe('every table carries its rule section and title', () => {
  it.each(dataTables.map((t) => [t.id, t] as const))('%s', (_id, table) => {
    expect(table.section).toMatch(/^\d+\.\d+$/);
    expect(text).toContain(`[${table.section}]`);
    expect(table.title.length).toBeGreaterThan(3);
  });

  it('has unique ids across tables and charts', () => {
    const ids = [...dataTables.map((t) => t.id), ...dataCharts.map((c) => c.id)];
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('range tables cover every total of their dice without gaps', () => {
    for (const t of dataTables) {
      if (t.kind !== 'range') continue;
      for (let i = 1; i < t.rows.length; i++) expect(t.rows[i]?.min, `${t.id} row ${i}`).toBe((t.rows[i - 1]?.max ?? 0) + 1);
    }
  });
});

describe('tables match the 1979 chart text', () => {
  it('[5.3] Exploration Table', () => {
    expect(text).toContain('[5.3] EXPLORATION TABLE Room Trapped on 1 Wandering Monster on 1 Room Monster on 1-3 Treasure Type I or J trapped on 1-3');
    expect(doorTrapCheck.rows[0]).toEqual({ min: 1, max: 1, result: true });
    expect(wanderingMonsterCheck.rows[0]).toEqual({ min: 1, max: 1, result: true });
    expect(roomMonsterCheck.rows[0]).toEqual({ min: 1, max: 3, result: true });
  });

  it('[6.15] Fountain, [6.25] Statue and [6.35] Trap Door Tables', () => {
    const f = { poison: 'Poison', potion: 'Potion', alcohol: 'Alcohol', noEffect: 'No Effect' } as const;
    expect(text).toContain(`[6.15] FOUNTAIN TABLE DIE RESULT ${rowWise(fountainTable, (r) => f[r])}`);
    const s = { gargoyle: 'Becomes Gargoyle', potion: 'Produces Potion', gems: 'Gems', noEffect: 'No Effect' } as const;
    expect(text).toContain(`DIE ${statueTable.rows.map((r) => range(r.min, r.max)).join(' ')} RESULT ${statueTable.rows.map((r) => s[r.result]).join(' ')}`);
    const d = { room: 'Room', treasureJ: 'Type J Treasure', trap: 'Trap', noEffect: 'No Effect' } as const;
    expect(text).toContain(`[6.35] TRAP DOOR TABLE DIE RESULT ${rowWise(trapDoorTable, (r) => d[r])}`);
  });

  it('[7.3] Wandering Monster Table: the OCR rows and key cells', () => {
    expect(text).toContain(
      '[7.3] WANDERING MONSTER 1-2 3-4 5-6 1 EvlHero 2 Ogres GntSpdr 2 Evl Wzrd Wrwolf 1 D3 Goblins 3 EvlThf Hellhnd Goblin 4 Orc Sklton Troll 5 1D3 1D3 GntAnt Orcs Skltons 6 Ogre GntAnt Hellhnd',
    );
    const cell = (r: number, c: number) => wanderingMonsterTable.cells[r - 1]?.[c - 1];
    expect(cell(1, 2)).toEqual<MonsterCell>({ monster: 'ogre', count: 2 });
    expect(cell(2, 3)).toEqual<MonsterCell>({ monster: 'goblin', count: '1D3' });
    expect(cell(5, 1)).toEqual<MonsterCell>({ monster: 'orc', count: '1D3' });
    expect(cell(5, 2)).toEqual<MonsterCell>({ monster: 'skeleton', count: '1D3' });
    expect(cell(6, 3)).toEqual<MonsterCell>({ monster: 'hellhound', count: 1 });
    expect(wanderingMonsterTable.cells).toHaveLength(6);
    expect(wanderingMonsterTable.cells.every((row) => row.length === 3)).toBe(true);
  });

  it('[7.4] Room Monster Table: columns 1-3 row by row, columns 4-6 column by column', () => {
    expect(text).toContain(
      '[7.4] ROOM MOSTER TABLE 1 2 3 1 EvlHero EvlWzrd EvlThf 2 1D6 1D3 1D6 Orcs Ogres Skltons 3 2 Trolls Wrwolf Mummy 4 Wrwolf Allgtr Ogre 5 Orc Cronk EvlHero 6 Hellhnd Gargoyle EvlThf',
    );
    const printed = (cell: MonsterCell | undefined) => {
      if (!cell) return '?';
      const p = characteristics(cell.monster).printed;
      return cell.count === 1 ? p : `${cell.count} ${p}`;
    };
    const column = (c: number) => roomMonsterTable.cells.map((row) => printed(row[c - 1])).join(' ');
    // The OCR spells some plurals ("2GntAnts", "VmptBats", "Goblins"); compare on the printed singular stems.
    const ocr = (line: string) => line.replace('2GntAnts', '2 GntAnt').replace('VmptBats', 'VmprBat').replace(/(Goblin|Cronk)s/g, '$1');
    expect(ocr('4 Gargoyle 1D6 Goblins Sklton Vampire EvlWzrd 2GntAnts')).toBe(`4 ${column(4)}`);
    expect(ocr('5 Hellhnd 1D3 Cronks Medusa Troll Mummy Medusa')).toBe(`5 ${column(5)}`);
    expect(ocr('6 GntSpdr 1D6 VmptBats GntAnt Goblin Vampire GntSpdr')).toBe(`6 ${column(6)}`);
    expect(text).toContain('4 Gargoyle 1D6 Goblins Sklton Vampire EvlWzrd 2GntAnts');
    expect(text).toContain('5 Hellhnd 1D3 Cronks Medusa Troll Mummy Medusa');
    expect(text).toContain('6 GntSpdr 1D6 VmptBats GntAnt Goblin Vampire GntSpdr');
    expect(describeCell(roomMonsterTable.cells[2]![0]!)).toBe('2 Trolls');
  });

  it('every monster of the chart can be met', () => {
    const met = new Set([...roomMonsterTable.cells.flat(), ...wanderingMonsterTable.cells.flat()].map((c) => c.monster));
    expect([...met].sort()).toEqual([...MONSTERS].sort());
  });

  it('[7.5] Monster Characteristics Chart rows', () => {
    for (const id of MONSTERS) {
      const c = monsterCharacteristicsChart.rows[id];
      const letters = c.treasure.room === c.treasure.wandering ? c.treasure.room : `${c.treasure.room}/${c.treasure.wandering}`;
      const row = `${c.printed} ${c.negotiation} ${letters} ${c.magicResistance}${c.special ? ` ${c.special}` : ''}`;
      expect(text, id).toContain(row);
    }
    expect(characteristics('evilHero').treasure).toEqual({ room: 'J', wandering: 'C' });
    expect(characteristics('mummy').negotiation).toBe(7);
  });

  it('[7.6] Negotiation Table', () => {
    expect(text).toContain('[7.6] NEGOTIATION TABLE DIE RESULT 5 or less Failure 6 to 8 Agreement 9 or more Cow');
    expect(negotiationTable.rows.map((r) => [r.max, r.result])).toEqual([
      [5, 'failure'],
      [8, 'agreement'],
      [negotiationTable.rows[2]?.max, 'cow'],
    ]);
    expect(negotiationTable.rows[2]?.min).toBe(9);
  });

  it('[9.81] Treasure Type Table: every row as printed', () => {
    for (const letter of TREASURE_LETTERS) {
      const row = treasureTypeTable.rows[letter];
      expect(text, letter).toContain(`${letter} ${row.bezants} ${row.gems} ${row.magicItems}`);
    }
    expect(text).toContain('J 6:1D6x20 2:1D6 3:1D3');
  });

  it('[9.82] Gems Table', () => {
    expect(text).toContain(`[9.82] GEMS TABLE Die ${gemsTable.rows.map((r) => r.min).join(' ')} Value ${gemsTable.rows.map((r) => r.result).join(' ')}`);
    expect(gemsTable.dice).toBe('2D6');
  });

  it('[9.83], [9.24], [9.25], [9.33], [9.47], [9.58], [9.67], [9.71] magic item tables', () => {
    const kinds = { weapon: 'Weapon', armour: 'Armour', potion: 'Potion', spice: 'Spice', medallion: 'Medallion', ring: 'Ring' } as const;
    expect(text).toContain(`[9.83] MAGIC ITEM TABLE Die Type ${rowWise(magicItemTable, (k) => kinds[k])}`);
    const weapons = { sword: 'Sword', hammer: 'Hammer', axe: 'Axe', bow: 'Bow', dagger: 'Dagger', throwingDagger: 'Throwing Dagger' } as const;
    expect(text).toContain(columnWise(weaponTable, 'Type', (w) => weapons[w]));
    expect(text).toContain(`[9.25] WEAPON EFFECTS TABLE Die Combat Bonus ${rowWise(weaponEffectsTable, bonus)}`);
    expect(text).toContain(`[9.33] ARMOUR TABLE Die Wounds Bonus ${rowWise(armourTable, bonus)}`);
    const potions = { healing: 'Healing', poison: 'Poison', strength: 'Strength', charmPerson: 'Charm Person', charmMonster: 'Charm Monster' } as const;
    expect(text).toContain(columnWise(potionTable, 'Potion', (p) => potions[p]));
    const spices = { mustard: 'Mustard', sesame: 'Sesame', spinach: 'Spinach', redPepper: 'Red Pepper', cloves: 'Cloves', cannabis: 'Cannabis' } as const;
    expect(text).toContain(columnWise(spiceTable, 'Spice', (s) => spices[s]));
    const medallions = {
      neutralizePoison: 'Neutralize Poison',
      potionAppraisal: 'Potion Appraisal',
      oratory: 'Oratory',
      dexterity: 'Dexterity',
      strangling: 'Strangling',
    } as const;
    expect(text).toContain(columnWise(medallionTable, 'Medallion', (m) => medallions[m]));
    const rings = { resistance1: 'Resistance +1', resistance2: 'Resistance +2', sleep: 'Sleep', neutralizePoison: 'Neutralize Poison', heal: 'Heal', blast: 'Blast' } as const;
    expect(text).toContain(`[9.71] RING TABLE Die Ring ${rowWise(ringTable, (r) => rings[r])}`);
  });

  it('[10.3] Trap Table (printed in two pieces)', () => {
    const names = { arrow: 'Arrow', poisonArrow: 'Poison Arrow', poisonGas: 'Poison Gas', explosion: 'Explosion', flamingOil: 'Flaming Oil', rollTwice: 'Roll Twice' } as const;
    const rows = trapTable.rows.map((r) => `${range(r.min, r.max)} ${names[r.result]}`);
    expect(text).toContain(`[10.3] TRAP TABLE Die Type ${rows.slice(0, 3).join(' ')}`);
    expect(text).toContain(`Die Type ${rows.slice(3).join(' ')}`);
  });
});
