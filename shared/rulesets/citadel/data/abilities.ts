import type { ReferenceChart } from './chart';
import type { MonsterId } from './monsters';

export type AbilityId = 'stench' | 'firebreath' | 'fleshToStone' | 'regenerate' | 'charm' | 'hydraFury' | 'lightning';

export interface MonsterAbility {
  readonly name: string;
  /** PL numbers the abilities 15.1–15.7; the excerpt's 8.2 cites "See 15.6" for the Hydra, which matches. */
  readonly section: string;
  readonly monsters: readonly MonsterId[];
  /** When it acts. */
  readonly when: 'combatStart' | 'eachAttack' | 'endOfEveryThirdMonsterPhase' | 'firstTwoMonsterPhases' | 'onWound' | 'eachMonsterPhase';
  /** The target makes a Resistance Check (11.0) against it. */
  readonly resisted: boolean;
  /** A 1D6 roll at most this triggers it ("6" alone for the Medusa is expressed as `triggerOn: 6`), or null. */
  readonly triggerOn: number | null;
  readonly text: string;
}

const a = (
  name: string,
  section: string,
  monsters: readonly MonsterId[],
  when: MonsterAbility['when'],
  resisted: boolean,
  triggerOn: number | null,
  text: string,
): MonsterAbility => ({ name, section, monsters, when, resisted, triggerOn, text });

/** 15.0 Monster Special Abilities, as the excerpt words them. */
export const monsterAbilitiesChart = {
  kind: 'chart',
  id: 'citadel-monster-abilities',
  section: '15.0',
  title: 'Monster Special Abilities',
  columns: ['Ability', 'Section', 'Monsters', 'When', 'Resisted', 'Effect'],
  rows: {
    stench: a('Stench', '15.1', ['cronk'], 'combatStart', true, null, 'When the fight with Cronks begins, every party member checks Resistance; a failure is Combat Bonus −2 until that fight ends.'),
    firebreath: a('Firebreath', '15.2', ['chimera'], 'eachAttack', true, null, 'Each attack also breathes fire: the target checks Resistance or suffers 1 more Wound Point.'),
    fleshToStone: a('Flesh/Stone', '15.3', ['medusa'], 'eachAttack', false, 6, 'After each of her attacks roll 1D6: on a 6 the target is stone and leaves the march order; after the fight Stone-Flesh revives him, otherwise he is dead.'),
    regenerate: a('Regenerate', '15.4', ['troll'], 'endOfEveryThirdMonsterPhase', false, null, 'At the end of every third Monster Combat Phase after its first wound, the Troll regains 1 Wound Point, never above its start.'),
    charm: a('Charm', '15.5', ['vampire'], 'firstTwoMonsterPhases', true, null, 'In the first two Monster Combat Phases it casts a free Charm on the one it attacks; a failed resister joins the monsters\' first row, attacks the party and casts nothing, until the Vampire dies or Redemption frees him (he keeps his wounds).'),
    hydraFury: a('Hydra', '15.6', ['hydra'], 'onWound', false, null, 'Each Wound Point it suffers raises its Combat Bonus by 1 at once.'),
    lightning: a('Lightning', '15.7', ['evilMage', 'x'], 'eachMonsterPhase', true, null, 'Casts Lightning every Monster Combat Phase (targets by 9.3, from either row) unless paying for it would kill the caster.'),
  } satisfies Record<AbilityId, MonsterAbility>,
} as const satisfies ReferenceChart;

/** The abilities of a monster (most have none). */
export function abilitiesOf(monster: MonsterId): readonly AbilityId[] {
  return (Object.keys(monsterAbilitiesChart.rows) as AbilityId[]).filter((id) => monsterAbilitiesChart.rows[id].monsters.includes(monster));
}

/** 16.0 (PL) the Hellgate: its phase, guards and destruction, as data. */
export const HELLGATE = {
  section: '16.0',
  /** 9.0 B3: three free Blasts every Hellgate Combat phase, from any row, while X lives. */
  blastsPerPhase: 3,
  demons: '2D3+1',
  /** 1D6 at most the Hellgate skill destroys it; each failure costs the character 1 Wound Point. */
  destroyFailureWounds: 1,
} as const;
