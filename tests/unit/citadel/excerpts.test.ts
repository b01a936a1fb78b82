import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  briberyTable,
  combatResultsTable,
  FEATURE_EFFECTS,
  FEATURES,
  featureTables,
  heroChart,
  HEROES,
  initiateChart,
  INITIATE_RACES,
  levelChart,
  MAGIC_ITEM_NAMES,
  MAGIC_ITEM_TYPE_NAMES,
  MAGIC_ITEM_TYPES,
  magicItemKindTables,
  magicItemTypeTable,
  magicPotentialTable,
  mirrorLevelTable,
  mirrorTilesAwayTable,
  monsterCharacteristicsChart,
  MONSTERS,
  negotiationTable,
  NEGOTIATION_RESULT_NAMES,
  RACE_NAMES,
  roomMonsterTable,
  SKILL_NAMES,
  TRAP_NAMES,
  trapTable,
  TREASURE_LETTERS,
  treasureTypeTable,
  describeCell,
  jewelTable,
  wanderingMonsterTable,
  weaponBonusTable,
  WEAPON_NAMES,
  type BonusRow,
  type Skill,
  type WeaponSkill,
} from '../../../shared/rulesets/citadel';

/**
 * The English excerpts live beside the repository (../shared/seeds), not in it. Without them these checks are skipped
 * with the reason in their name; point MAZEWRIGHT_RULES_DIR at the folder holding citadel-of-blood-excerpts.md to run
 * them.
 */
const FILE = 'citadel-of-blood-excerpts.md';
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const rulesDir = process.env['MAZEWRIGHT_RULES_DIR'] ?? path.resolve(repoRoot, '../shared/seeds');
const excerptPath = path.join(rulesDir, FILE);
const available = existsSync(excerptPath);
const lines = available ? readFileSync(excerptPath, 'utf8').split('\n') : [];
const suffix = available ? '' : ` (skipped: ${excerptPath} not found; set MAZEWRIGHT_RULES_DIR to the folder holding ${FILE} to run it)`;

/** The first `count` lines after `heading` that `keep` accepts, split on tabs and trimmed. */
function block(heading: string, count: number, keep: (line: string) => boolean): string[][] {
  const start = lines.findIndex((l) => l.trim() === heading);
  if (start < 0) throw new Error(`Heading "${heading}" not in ${FILE}`);
  const found: string[][] = [];
  for (let i = start + 1; i < lines.length && found.length < count; i++) {
    const line = lines[i]!;
    if (line.trim() !== '' && keep(line)) found.push(line.split('\t').map((c) => c.trim()));
  }
  return found;
}

/** A row that starts with a lost die face: "☐ Arrow" or "☐\tPoison". */
const lostFace = (line: string): boolean => line.startsWith('☐');
const stripFace = (cell: string): string => cell.replace(/^☐\s*/, '');
const noSpaces = (s: string): string => s.replace(/\s+/g, '');

const ws = (w: WeaponSkill | null): string => (w ? `+${w.bonus} ${WEAPON_NAMES[w.weapon]}` : '');
const skill = (s: Skill): string => (s.skill === 'negotiation' ? `+${s.value} ` : `${s.value} `) + SKILL_NAMES[s.skill];
const bonus = (b: BonusRow): string => (b === 'rollTwice' ? 'Roll Twice' : `+${b}`);

describe(`Citadel tables read as the English excerpts print them${suffix}`, () => {
  it.skipIf(!available)('4.3 Hero Characteristics Chart', () => {
    const printed = block('4.3 HERO CHARACTERISTICS CHART', 24, (l) => l.includes('\t')).slice(1);
    const ours = HEROES.map((id) => {
      const h = heroChart.rows[id];
      const mp = `${h.magicPotential.red} ${h.magicPotential.yellow} ${h.magicPotential.blue}`;
      const weapons = h.weapons.map((w) => WEAPON_NAMES[w]).join(', ');
      return [h.name, RACE_NAMES[h.race], String(h.woundPoints), mp, String(h.resistance), String(h.combatBonus), weapons, ws(h.weaponSkill), skill(h.skill)];
    });
    expect(ours).toEqual(printed);
  });

  it.skipIf(!available)('4.3a Initiate Chart', () => {
    const printed = block('4.3a INITIATE CHART', 4, (l) => /^(WP|RV|WS|Skills)\t/.test(l));
    const races = INITIATE_RACES.map((r) => initiateChart.rows[r]);
    // The chart prints Elf, Dwarf, Human: the order of INITIATE_RACES.
    expect(lines.find((l) => l.trim().startsWith('Elf'))?.split('\t').map((c) => c.trim()).filter((c) => c !== '')).toEqual(['Elf', 'Dwarf', 'Human']);
    expect(printed).toEqual([
      ['WP', ...races.map((r) => String(r.woundPoints))],
      ['RV', ...races.map((r) => String(r.resistance))],
      ['WS', ...races.map((r) => ws(r.weaponSkill))],
      ['Skills', ...races.map((r) => skill(r.skill))],
    ]);
  });

  it.skipIf(!available)('4.4 MP Table', () => {
    const printed = block('4.4 MP TABLE', 6, (l) => /^\s*\d+\s+\d+\s+\d+\s*$/.test(l)).map((r) => r.filter((c) => c !== ''));
    expect(magicPotentialTable.rows.map((r) => [r.result.red, r.result.yellow, r.result.blue].map(String))).toEqual(printed);
  });

  it.skipIf(!available)('6.7 Level Chart', () => {
    const printed = block('6.7 LEVEL CHART', 7, (l) => l.includes('\t')).slice(1);
    const sign = (n: number): string => `+${n}`;
    const times = (n: number): string => `x${n}`;
    const r = [levelChart.rows[1], levelChart.rows[2], levelChart.rows[3]];
    expect(printed).toEqual([
      ['Monster WP', ...r.map((x) => sign(x.monsterWoundPoints))],
      ['Monster CB', ...r.map((x) => sign(x.monsterCombatBonus))],
      ['Monster NV', ...r.map((x) => sign(x.monsterNegotiation))],
      ['No. of Monsters', ...r.map((x) => times(x.monsterCount))],
      ['Treasure Type', ...r.map((x) => sign(x.treasureShift))],
      ['Experience Points', ...r.map((x) => times(x.experience))],
    ]);
  });

  it.skipIf(!available)('7.1 Trap Table', () => {
    const printed = block('7.1 TRAP TABLE', 6, lostFace).map((r) => stripFace(r[0]!));
    expect(trapTable.rows.map((r) => TRAP_NAMES[r.result])).toEqual(printed);
  });

  it.skipIf(!available)('8.2 Monster Characteristics Chart', () => {
    const printed = block('8.2 MONSTER CHARACTERISTICS CHART', 21, (l) => l.includes('\t')).slice(1);
    const ours = MONSTERS.map((id) => {
      const m = monsterCharacteristicsChart.rows[id];
      const weapon = m.weapon === null ? '-' : `${m.weaponSkill ? `+${m.weaponSkill} ` : ''}${WEAPON_NAMES[m.weapon]}`;
      const treasure = m.treasure.room === m.treasure.wandering ? m.treasure.room : `${m.treasure.room}/${m.treasure.wandering}`;
      const spells = m.spells.length === 0 ? '-' : m.spells.map((s) => s[0]!.toUpperCase() + s.slice(1)).join(', ');
      return [m.name, String(m.resistance), m.negotiation === null ? 'None' : String(m.negotiation), weapon, spells, treasure, m.special ?? '-'];
    });
    expect(ours).toEqual(printed);
  });

  it.skipIf(!available)('8.3 Room and Wandering Monster Tables', () => {
    const room = block('8.3 ROOM MONSTER TABLE', 6, (l) => l.startsWith('☐\t')).map((r) => r.slice(1));
    expect(roomMonsterTable.cells.map((row) => row.map(describeCell))).toEqual(room);
    const wandering = block('8.3 WANDERING MONSTER TABLE', 6, (l) => l.startsWith('☐\t')).map((r) => r.slice(1));
    expect(wanderingMonsterTable.cells.map((row) => row.map(describeCell))).toEqual(wandering);
  });

  it.skipIf(!available)('8.5 Negotiation Table', () => {
    const printed = block('8.5 NEGOTIATION TABLE', 3, (l) => /^(\d|6 or)/.test(l)).map((r) => r.filter((c) => c !== ''));
    const label = (min: number, max: number, i: number, n: number): string => (i === 0 ? `${max} or less` : i === n - 1 ? `${min} or more` : `${min}-${max}`);
    expect(negotiationTable.rows.map((r, i, all) => [label(r.min, r.max, i, all.length), NEGOTIATION_RESULT_NAMES[r.result]])).toEqual(printed);
  });

  it.skipIf(!available)('8.9 Bribery Table', () => {
    const printed = block('8.9 BRIBERY TABLE', 9, (l) => /^\d+\+?\t/.test(l));
    expect(briberyTable.rows.map((r) => [r.label, ...r.targets.map(String)])).toEqual(printed);
    expect(lines.find((l) => l.trim().startsWith('1-5'))?.split('\t').map((c) => c.trim()).filter((c) => c !== '')).toEqual(briberyTable.columns.map((c) => c.label));
  });

  it.skipIf(!available)('9.9 Combat Results Table', () => {
    const printed = block('9.9 COMBAT RESULTS TABLE', 13, (l) => l.includes('\t'));
    expect(printed[0]!.slice(1)).toEqual(combatResultsTable.columns.map((c) => c.label));
    expect(combatResultsTable.rows.map((r) => [r.label, ...r.results.map(String)])).toEqual(printed.slice(1));
  });

  it.skipIf(!available)('13.9 Feature Table and Mirror Table', () => {
    const printed = block('13.9 FEATURE TABLE', 6, (l) => l.startsWith('☐\t')).map((r) => r.slice(1));
    const ours = [0, 1, 2, 3, 4, 5].map((i) =>
      FEATURES.map((f) => {
        const effects: Readonly<Record<string, { readonly name: string }>> = FEATURE_EFFECTS[f];
        return effects[featureTables[f].rows[i]!.result]!.name;
      }),
    );
    expect(ours).toEqual(printed);
    const mirror = block('MIRROR TABLE', 6, (l) => l.startsWith('☐\t')).map((r) => r.slice(1));
    const ourMirror = [1, 2, 3, 4, 5, 6].map((face) => {
      const level = mirrorLevelTable.rows.find((r) => face >= r.min && face <= r.max)!.result;
      const away = mirrorTilesAwayTable.rows.find((r) => face >= r.min && face <= r.max)!.result;
      return [String(level), String(away)];
    });
    expect(ourMirror).toEqual(mirror);
  });

  it.skipIf(!available)('14.9 Treasure, Weapon, Jewel and Magic Items Tables', () => {
    const treasure = block('14.9 TREASURE TABLE', 12, (l) => /^[A-L]( \(t\))?\t/.test(l));
    expect(TREASURE_LETTERS.map((t) => [t, treasureTypeTable.rows[t].gold, treasureTypeTable.rows[t].jewels, treasureTypeTable.rows[t].magic])).toEqual(
      treasure.map((r) => [r[0]!.replace(' (t)', ''), ...r.slice(1).map(noSpaces)]),
    );
    const weapon = block('WEAPON TABLE', 6, lostFace).map((r) => stripFace(r[0]!));
    expect(weaponBonusTable.rows.map((r) => bonus(r.result))).toEqual(weapon);
    const jewels = block('JEWEL TABLE', 11, (l) => /^\d+\+?\t/.test(l));
    expect(jewelTable.rows.map((r, i, all) => [i === all.length - 1 ? `${r.min}+` : String(r.min), String(r.result)])).toEqual(jewels);
    const magic = block('MAGIC ITEMS TABLE (ROLL ONCE FOR TYPE THEN ONCE FOR KIND)', 6, lostFace).map((r) => r.map(stripFace));
    const ours = [0, 1, 2, 3, 4, 5].map((i) => [
      MAGIC_ITEM_TYPE_NAMES[magicItemTypeTable.rows[i]!.result],
      ...MAGIC_ITEM_TYPES.map((type) => {
        const result = magicItemKindTables[type].rows[i]!.result;
        if (type === 'weapon') return WEAPON_NAMES[result as keyof typeof WEAPON_NAMES];
        if (type === 'armor') return bonus(result as BonusRow);
        return MAGIC_ITEM_NAMES[String(result)];
      }),
    ]);
    expect(ours).toEqual(magic);
  });
});
