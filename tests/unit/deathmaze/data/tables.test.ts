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
import { describeWithRuleTexts } from '../../../support/rule-texts';
import { rules1979 } from './helpers';

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

/**
 * The charts as the 1979 chart sheet prints them (its OCR text with line breaks folded to spaces). The tables are
 * checked against these quotations everywhere; the quotations are checked against the text itself where the rule
 * texts are present (they live beside the repository, not in it), so a clone alone still pins every value.
 */
const PRINTED = {
  exploration: '[5.3] EXPLORATION TABLE Room Trapped on 1 Wandering Monster on 1 Room Monster on 1-3 Treasure Type I or J trapped on 1-3',
  fountain: '[6.15] FOUNTAIN TABLE DIE RESULT 1 Poison 2-4 Potion 5 Alcohol 6 No Effect',
  statue: 'DIE 1-2 3 4-5 6 RESULT Becomes Gargoyle Produces Potion Gems No Effect',
  trapDoor: '[6.35] TRAP DOOR TABLE DIE RESULT 1-2 Room 3 Type J Treasure 4-5 Trap 6 No Effect',
  wanderingMonster:
    '[7.3] WANDERING MONSTER 1-2 3-4 5-6 1 EvlHero 2 Ogres GntSpdr 2 Evl Wzrd Wrwolf 1 D3 Goblins 3 EvlThf Hellhnd Goblin 4 Orc Sklton Troll 5 1D3 1D3 GntAnt Orcs Skltons 6 Ogre GntAnt Hellhnd',
  roomMonster:
    '[7.4] ROOM MOSTER TABLE 1 2 3 1 EvlHero EvlWzrd EvlThf 2 1D6 1D3 1D6 Orcs Ogres Skltons 3 2 Trolls Wrwolf Mummy 4 Wrwolf Allgtr Ogre 5 Orc Cronk EvlHero 6 Hellhnd Gargoyle EvlThf',
  // Columns 4-6 of the Room Monster Table, which the OCR gives column by column.
  roomMonsterColumns: [
    '4 Gargoyle 1D6 Goblins Sklton Vampire EvlWzrd 2GntAnts',
    '5 Hellhnd 1D3 Cronks Medusa Troll Mummy Medusa',
    '6 GntSpdr 1D6 VmptBats GntAnt Goblin Vampire GntSpdr',
  ],
  monsterCharacteristics: [
    'Allgtr 4 E 1',
    'Cronk 9 H 1 Stench',
    'EvlHero 5 J/C 2',
    'EvlThf 2 I/C 1',
    'EvlWzrd 3 J/C 5 Magic',
    'Gargoyle 4 G 3',
    'GntAnt 4 D/A 1',
    'GntSpdr 4 E/A 1',
    'Goblin 0 H/B 1',
    'Hellhnd 4 E/C 2 Firebreath',
    'Medusa 5 G 2 Flesh/Stone',
    'Mummy 7 G 3',
    'Ogre 2 I/C 2',
    'Orc 0 H/B 1',
    'Sklton 9 F/A 1',
    'Troll 4 J 3 Regen',
    'Vampire 4 J 4 Charm',
    'VmprBat 4 A 1',
    'Wrwolf 9 I/C 3',
  ],
  negotiation: '[7.6] NEGOTIATION TABLE DIE RESULT 5 or less Failure 6 to 8 Agreement 9 or more Cow',
  treasureType: [
    'A 0:0 0:0 0:0',
    'B 5:1D6 0:0 0:0',
    'C 6:3D6 0:0 1:1',
    'D 1:3D6 1:1D3 0:0',
    'E 2:1D6x10 2:1D6 2:1',
    'F 6:1D6x4 3:1D3 1:1',
    'G 6:3D6x5 3:1D6 2:1',
    'H 6:2D6 1:1D3 1:1',
    'I 6:1D6x5 2:1D6 2:1',
    'J 6:1D6x20 2:1D6 3:1D3',
  ],
  gems: '[9.82] GEMS TABLE Die 2 3 4 5 6 7 8 9 10 11 12 Value 1 5 10 15 20 25 35 50 75 100 150',
  magicItem: '[9.83] MAGIC ITEM TABLE Die Type 1 Weapon 2 Armour 3 Potion 4 Spice 5 Medallion 6 Ring',
  weapon: 'Die 1 2 3 4 5 6 Type Sword Hammer Axe Bow Dagger Throwing Dagger',
  weaponEffects: '[9.25] WEAPON EFFECTS TABLE Die Combat Bonus 1-3 +1 4-5 +2 6 Roll Twice',
  armour: '[9.33] ARMOUR TABLE Die Wounds Bonus 1-3 +1 4-5 +2 6 Roll Twice',
  potion: 'Die 1-2 3 4 5 6 Potion Healing Poison Strength Charm Person Charm Monster',
  spice: 'Die 1 2 3 4 5 6 Spice Mustard Sesame Spinach Red Pepper Cloves Cannabis',
  medallion: 'Die 1-2 3 4 5 6 Medallion Neutralize Poison Potion Appraisal Oratory Dexterity Strangling',
  ring: '[9.71] RING TABLE Die Ring 1 Resistance +1 2 Resistance +2 3 Sleep 4 Neutralize Poison 5 Heal 6 Blast',
  // The Trap Table is printed in two pieces.
  trap: ['[10.3] TRAP TABLE Die Type 1 Arrow 2 Poison Arrow 3 Poison Gas', 'Die Type 4 Explosion 5 Flaming Oil 6 Roll Twice'],
} as const;

describe('every table carries its rule section and title', () => {
  it.each(dataTables.map((t) => [t.id, t] as const))('%s', (_id, table) => {
    expect(table.section).toMatch(/^\d+\.\d+$/);
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

describe('tables hold the 1979 charts as printed', () => {
  it('[5.3] Exploration Table', () => {
    expect(doorTrapCheck.rows[0]).toEqual({ min: 1, max: 1, result: true });
    expect(wanderingMonsterCheck.rows[0]).toEqual({ min: 1, max: 1, result: true });
    expect(roomMonsterCheck.rows[0]).toEqual({ min: 1, max: 3, result: true });
  });

  it('[6.15] Fountain, [6.25] Statue and [6.35] Trap Door Tables', () => {
    const f = { poison: 'Poison', potion: 'Potion', alcohol: 'Alcohol', noEffect: 'No Effect' } as const;
    expect(`[6.15] FOUNTAIN TABLE DIE RESULT ${rowWise(fountainTable, (r) => f[r])}`).toBe(PRINTED.fountain);
    const s = { gargoyle: 'Becomes Gargoyle', potion: 'Produces Potion', gems: 'Gems', noEffect: 'No Effect' } as const;
    expect(`DIE ${statueTable.rows.map((r) => range(r.min, r.max)).join(' ')} RESULT ${statueTable.rows.map((r) => s[r.result]).join(' ')}`).toBe(PRINTED.statue);
    const d = { room: 'Room', treasureJ: 'Type J Treasure', trap: 'Trap', noEffect: 'No Effect' } as const;
    expect(`[6.35] TRAP DOOR TABLE DIE RESULT ${rowWise(trapDoorTable, (r) => d[r])}`).toBe(PRINTED.trapDoor);
  });

  it('[7.3] Wandering Monster Table: every cell, row by row (the OCR line jumbles the columns)', () => {
    expect(wanderingMonsterTable.cells.map((row) => row.map(describeCell))).toEqual([
      ['Evil Hero', '2 Ogres', 'Giant Spider'],
      ['Evil Wizard', 'Werewolf', '1D3 Goblins'],
      ['Evil Thief', 'Hell Hound', 'Goblin'],
      ['Orc', 'Skeleton', 'Troll'],
      ['1D3 Orcs', '1D3 Skeletons', 'Giant Ant'],
      ['Ogre', 'Giant Ant', 'Hell Hound'],
    ]);
    const cell = (r: number, c: number) => wanderingMonsterTable.cells[r - 1]?.[c - 1];
    expect(cell(1, 2)).toEqual<MonsterCell>({ monster: 'ogre', count: 2 });
    expect(cell(2, 3)).toEqual<MonsterCell>({ monster: 'goblin', count: '1D3' });
    expect(cell(5, 1)).toEqual<MonsterCell>({ monster: 'orc', count: '1D3' });
    expect(cell(5, 2)).toEqual<MonsterCell>({ monster: 'skeleton', count: '1D3' });
    expect(cell(6, 3)).toEqual<MonsterCell>({ monster: 'hellhound', count: 1 });
  });

  it('[7.4] Room Monster Table: every cell; columns 4-6 as the OCR prints them, column by column', () => {
    expect(roomMonsterTable.cells.map((row) => row.map(describeCell))).toEqual([
      ['Evil Hero', 'Evil Wizard', 'Evil Thief', 'Gargoyle', 'Hell Hound', 'Giant Spider'],
      ['1D6 Orcs', '1D3 Ogres', '1D6 Skeletons', '1D6 Goblins', '1D3 Cronks', '1D6 Vampire Bats'],
      ['2 Trolls', 'Werewolf', 'Mummy', 'Skeleton', 'Medusa', 'Giant Ant'],
      ['Werewolf', 'Alligator', 'Ogre', 'Vampire', 'Troll', 'Goblin'],
      ['Orc', 'Cronk', 'Evil Hero', 'Evil Wizard', 'Mummy', 'Vampire'],
      ['Hell Hound', 'Gargoyle', 'Evil Thief', '2 Giant Ants', 'Medusa', 'Giant Spider'],
    ]);
    const printed = (cell: MonsterCell | undefined) => {
      if (!cell) return '?';
      const p = characteristics(cell.monster).printed;
      return cell.count === 1 ? p : `${cell.count} ${p}`;
    };
    const column = (c: number) => roomMonsterTable.cells.map((row) => printed(row[c - 1])).join(' ');
    // The OCR spells some plurals ("2GntAnts", "VmptBats", "Goblins"); compare on the printed singular stems.
    const ocr = (line: string) => line.replace('2GntAnts', '2 GntAnt').replace('VmptBats', 'VmprBat').replace(/(Goblin|Cronk)s/g, '$1');
    for (const [i, line] of PRINTED.roomMonsterColumns.entries()) expect(ocr(line)).toBe(`${i + 4} ${column(i + 4)}`);
    expect(describeCell(roomMonsterTable.cells[2]![0]!)).toBe('2 Trolls');
  });

  it('every monster of the chart can be met', () => {
    const met = new Set([...roomMonsterTable.cells.flat(), ...wanderingMonsterTable.cells.flat()].map((c) => c.monster));
    expect([...met].sort()).toEqual([...MONSTERS].sort());
  });

  it('[7.5] Monster Characteristics Chart rows', () => {
    const rows = MONSTERS.map((id) => {
      const c = monsterCharacteristicsChart.rows[id];
      const letters = c.treasure.room === c.treasure.wandering ? c.treasure.room : `${c.treasure.room}/${c.treasure.wandering}`;
      return `${c.printed} ${c.negotiation} ${letters} ${c.magicResistance}${c.special ? ` ${c.special}` : ''}`;
    });
    expect(rows).toEqual(PRINTED.monsterCharacteristics);
    expect(characteristics('evilHero').treasure).toEqual({ room: 'J', wandering: 'C' });
    expect(characteristics('mummy').negotiation).toBe(7);
  });

  it('[7.6] Negotiation Table', () => {
    expect(negotiationTable.rows.map((r) => [r.max, r.result])).toEqual([
      [5, 'failure'],
      [8, 'agreement'],
      [negotiationTable.rows[2]?.max, 'cow'],
    ]);
    expect(negotiationTable.rows[2]?.min).toBe(9);
  });

  it('[9.81] Treasure Type Table: every row as printed', () => {
    expect(TREASURE_LETTERS.map((letter) => {
      const row = treasureTypeTable.rows[letter];
      return `${letter} ${row.bezants} ${row.gems} ${row.magicItems}`;
    })).toEqual(PRINTED.treasureType);
  });

  it('[9.82] Gems Table', () => {
    expect(`[9.82] GEMS TABLE Die ${gemsTable.rows.map((r) => r.min).join(' ')} Value ${gemsTable.rows.map((r) => r.result).join(' ')}`).toBe(PRINTED.gems);
    expect(gemsTable.dice).toBe('2D6');
  });

  it('[9.83], [9.24], [9.25], [9.33], [9.47], [9.58], [9.67], [9.71] magic item tables', () => {
    const kinds = { weapon: 'Weapon', armour: 'Armour', potion: 'Potion', spice: 'Spice', medallion: 'Medallion', ring: 'Ring' } as const;
    expect(`[9.83] MAGIC ITEM TABLE Die Type ${rowWise(magicItemTable, (k) => kinds[k])}`).toBe(PRINTED.magicItem);
    const weapons = { sword: 'Sword', hammer: 'Hammer', axe: 'Axe', bow: 'Bow', dagger: 'Dagger', throwingDagger: 'Throwing Dagger' } as const;
    expect(columnWise(weaponTable, 'Type', (w) => weapons[w])).toBe(PRINTED.weapon);
    expect(`[9.25] WEAPON EFFECTS TABLE Die Combat Bonus ${rowWise(weaponEffectsTable, bonus)}`).toBe(PRINTED.weaponEffects);
    expect(`[9.33] ARMOUR TABLE Die Wounds Bonus ${rowWise(armourTable, bonus)}`).toBe(PRINTED.armour);
    const potions = { healing: 'Healing', poison: 'Poison', strength: 'Strength', charmPerson: 'Charm Person', charmMonster: 'Charm Monster' } as const;
    expect(columnWise(potionTable, 'Potion', (p) => potions[p])).toBe(PRINTED.potion);
    const spices = { mustard: 'Mustard', sesame: 'Sesame', spinach: 'Spinach', redPepper: 'Red Pepper', cloves: 'Cloves', cannabis: 'Cannabis' } as const;
    expect(columnWise(spiceTable, 'Spice', (s) => spices[s])).toBe(PRINTED.spice);
    const medallions = {
      neutralizePoison: 'Neutralize Poison',
      potionAppraisal: 'Potion Appraisal',
      oratory: 'Oratory',
      dexterity: 'Dexterity',
      strangling: 'Strangling',
    } as const;
    expect(columnWise(medallionTable, 'Medallion', (m) => medallions[m])).toBe(PRINTED.medallion);
    const rings = { resistance1: 'Resistance +1', resistance2: 'Resistance +2', sleep: 'Sleep', neutralizePoison: 'Neutralize Poison', heal: 'Heal', blast: 'Blast' } as const;
    expect(`[9.71] RING TABLE Die Ring ${rowWise(ringTable, (r) => rings[r])}`).toBe(PRINTED.ring);
  });

  it('[10.3] Trap Table (printed in two pieces)', () => {
    const names = { arrow: 'Arrow', poisonArrow: 'Poison Arrow', poisonGas: 'Poison Gas', explosion: 'Explosion', flamingOil: 'Flaming Oil', rollTwice: 'Roll Twice' } as const;
    const rows = trapTable.rows.map((r) => `${range(r.min, r.max)} ${names[r.result]}`);
    expect([`[10.3] TRAP TABLE Die Type ${rows.slice(0, 3).join(' ')}`, `Die Type ${rows.slice(3).join(' ')}`]).toEqual(PRINTED.trap);
  });
});

describeWithRuleTexts('the quoted charts and sections are in the 1979 rules text', () => {
  const quotations: [string, string][] = Object.entries(PRINTED).flatMap(([name, q]): [string, string][] =>
    typeof q === 'string' ? [[name, q]] : q.map((line, i): [string, string] => [`${name} ${i + 1}`, line]),
  );

  it.each(quotations)('%s', (_name, quotation) => {
    expect(rules1979()).toContain(quotation);
  });

  it.each(dataTables.map((t) => [t.id, t.section] as const))('%s cites [%s], a section of the text', (_id, section) => {
    expect(rules1979()).toContain(`[${section}]`);
  });
});
