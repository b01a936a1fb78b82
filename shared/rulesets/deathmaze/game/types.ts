import type { Adventurer, Gem, WeaponId } from '../data/characters';
import type { MagicItem } from '../data/magic-items';
import type { MonsterGroup } from '../data/monsters';
import type { MonsterTableKind } from '../data/exploration';
import type { UnusualFeature } from '../data/features';
import type { Treasure } from '../data/treasure';
import type { CombatState, MarchingOrder } from '../combat';
import type { ChitId, Maze, Position, PositionKey, Rotation, Side } from '../maze';
import type { RollModifier } from '../../../core/dice';
import type { AdvancedClassId } from '../advanced/wizard';
import type { SpellId } from '../advanced/spells';
import type { PartyCharmedMonster } from '../charm/rules';
import type { Campaign, WeaponPick } from '../campaign/roster';

/**
 * A magic item as the party carries it: the data folder's record plus an id (so actions can name it), whether it has
 * been tested ([9.41], [9.61]) and, for potions, how many doses are left.
 */
export type GameItem = MagicItem & {
  readonly id: string;
  /** Potions [9.41]: one dose left after testing, two if appraised [9.63]. */
  readonly doses?: number;
  /** Medallions are identified by the adventurer delegated to test them [9.61]. */
  readonly tested?: boolean;
};

/**
 * An adventurer in play: the Character Record of [3.1] plus what the game needs to track. `woundPoints` is the
 * record's own total; worn armour adds to it (see effectiveWoundPoints).
 */
export interface GameAdventurer extends Omit<Adventurer, 'magicItems' | 'class'> {
  readonly id: string;
  /** Heroes and Thieves [3.0]; Wizards only in the Advanced game [11.11]. */
  readonly class: AdvancedClassId;
  /** 1-based; [3.0] every player controls an equal share of the adventurers. */
  readonly player: number;
  readonly dead: boolean;
  /** Combat Bonus of a magic weapon held in each weapon slot ([9.23] it replaced an ordinary weapon), 0 otherwise. */
  readonly weaponBonuses: readonly number[];
  readonly magicItems: readonly GameItem[];
  /** [6.14] Combat Bonus −2 for the rest of the game. */
  readonly drunk: boolean;
  /** [9.44]/[9.54] A Strength Potion or Spinach taken before the next combat: the 1D6 already rolled. */
  readonly strength: number;
  /** [9.56] Cannabis taken before the next combat. */
  readonly cannabis: boolean;
  /** How the adventurer died, for the record sheet. */
  readonly causeOfDeath?: string;
  /** Monsters he killed this expedition (the blow, spell or flame that killed them); absent until the first. */
  readonly kills?: number;
  // The Advanced game and campaigns only: absent in a Basic game (so Basic states are as they always were).
  /** [11.12] A Wizard's spells. */
  readonly spells?: readonly SpellId[];
  /** [11.22] Wounds suffered casting spells: never healed during the expedition. */
  readonly spellWounds?: number;
  /** [11.3] Wounds a Mage Armor spell will still absorb. */
  readonly mageArmor?: number;
  /** [12.34] Turned to stone by a Medusa: counted dead unless a Wizard casts Stone-Flesh after the fight. */
  readonly petrified?: boolean;
  /** Where he died (campaign games), for the roster. */
  readonly diedAt?: string;
}

/** Where the party goes after a trap is dealt with. */
export type TrapSource =
  | { readonly kind: 'door' }
  | { readonly kind: 'chest'; readonly index: number }
  | { readonly kind: 'trapDoor' };

/** What comes after an encounter: the unusual feature of the room, or (after a feature's monsters) the treasure. */
export type AfterEncounter = 'feature' | 'treasure';

export interface Tribute {
  readonly bezants: number;
  /** The monsters' whole treasure, rolled at the Cow result [7.24]. */
  readonly treasures: readonly Treasure[];
}

/** Treasure won and not yet taken: a chest must be opened (and may be trapped, [9.16]). */
export interface Loot {
  readonly treasure: Treasure;
  readonly opened: boolean;
}

export type Phase =
  /** The party stands in a segment and may move on [5.28], rearrange [5.14], pass and use items [9.17]. */
  | { readonly kind: 'exploring' }
  /** [5.24] A chit was drawn that fits more than one way: the player chooses its facing. */
  | {
      readonly kind: 'placing';
      readonly chitId: ChitId;
      readonly position: Position;
      readonly rotations: readonly Rotation[];
    }
  /** [10.1] A trapped door, chest or trap door: a Thief detraps, Sesame opens it, or someone opens it. */
  | { readonly kind: 'trap'; readonly source: TrapSource }
  /** [7.13] Monsters: negotiate, attack, or peg the door with Cloves [9.57]. */
  | {
      readonly kind: 'encounter';
      readonly group: MonsterGroup;
      readonly negotiated: 'no' | 'agreement' | 'tribute';
      readonly tribute: Tribute | null;
      /** [9.57] The party came through a door into this segment this move and may peg it shut. */
      readonly mayPeg: boolean;
      readonly then: AfterEncounter;
      /** [11.3] An Oratory spell cast for the coming negotiation (Advanced game). */
      readonly oratory?: RollModifier;
    }
  /**
   * [8.41], [8.13] Combat is decided on and about to be joined: the players choose the weapon each adventurer holds and,
   * where several monsters stand in the front row (or tie for it), which faces whom.
   */
  | {
      readonly kind: 'beforeCombat';
      readonly group: MonsterGroup;
      readonly tribute: Tribute | null;
      readonly then: AfterEncounter;
      /** Adventurer id → the weapon slot (0 or 1) he chose to hold; the others hold the default weapon. */
      readonly held: Readonly<Record<string, number>>;
      /** The monsters' front row ("m<index>" ids) left to right as the party faces them; null: the default. */
      readonly front: readonly string[] | null;
    }
  /**
   * [11.3] Outside combat someone was poisoned and a Wizard can cast Neutralize Poison: the poison waits for the spell
   * (or for the players to decline it), then the game goes on in `resume`.
   */
  | { readonly kind: 'poisoned'; readonly victims: readonly PoisonVictim[]; readonly resume: Phase }
  /** [8.0] Combat, run by the combat module. */
  | {
      readonly kind: 'combat';
      readonly combat: CombatState;
      readonly group: MonsterGroup;
      readonly tribute: Tribute | null;
      readonly then: AfterEncounter;
    }
  /** [6.0] An unusual feature the party may investigate. */
  | { readonly kind: 'feature'; readonly feature: UnusualFeature }
  /** [9.1] Treasure: chests to open, magic items to assign [9.17]. */
  | { readonly kind: 'treasure' }
  | { readonly kind: 'ended'; readonly reason: 'left' | 'partyDead' }
  /** [12.34] After a fight: a Wizard may cast Stone-Flesh on the petrified, or they are dead. */
  | { readonly kind: 'petrified'; readonly ids: readonly string[]; readonly then: AfterEncounter }
  /** [13.0] Between expeditions: the roster, advancement [13.11] and the next party with its weapons. */
  | { readonly kind: 'home'; readonly selection: readonly PartyPick[] };

/** Poison wounds not yet suffered [11.3]. */
export interface PoisonVictim {
  readonly id: string;
  readonly wounds: number;
  readonly cause: string;
}

/** An adventurer picked for the next expedition and the two weapons he will carry [13.0]. */
export interface PartyPick {
  readonly id: string;
  readonly weapons: readonly WeaponPick[];
}


export interface PlayerResult {
  readonly player: number;
  readonly won: boolean;
  readonly survivors: number;
  readonly adventurers: number;
  readonly reason: string;
}

export interface GameStats {
  readonly chitsPlaced: number;
  readonly combats: number;
  readonly deaths: number;
  readonly rejectedDraws: number;
  readonly moves: number;
  readonly trapsSprung: number;
  readonly negotiations: number;
}

/**
 * The edition of the rules this engine plays: a state records the edition it was played under, so a save from an
 * older edition is replayed under the current one on opening instead of being called damaged.
 * 1: the engine up to the 1979-text fidelity fixes; 2: spell-casting wounds never healed [11.22], Wizards' daggers
 * [11.11], Explosions on charmed monsters [10.25], items and order during traps and negotiation [9.41] [5.14],
 * targets declared then resolved [8.42], one Mage Armor note [11.3], one ability point per game [13.11], kills counted.
 */
export const DEATHMAZE_RULES_VERSION = 2;

/** The whole Basic game as plain, JSON-safe data. */
export interface DeathmazeState {
  /** The rules edition it was played under (DEATHMAZE_RULES_VERSION when it was made). */
  readonly version: number;
  /** The Basic game [3.0]–[10.3], or the Advanced game with Wizards, spells and rings [11.0]–[12.3]. */
  readonly gameVariant: 'basic' | 'advanced';
  readonly phase: Phase;
  /** Every adventurer, the dead included (dead: true). */
  readonly party: readonly GameAdventurer[];
  readonly players: number;
  readonly marchingOrder: MarchingOrder;
  readonly maze: Maze;
  readonly position: Position;
  /** The segment the party stood on before this one: where Cloves send it back to [9.57]. */
  readonly previousPosition: Position | null;
  /** Side of `position` the party came in by, and through what. */
  readonly entry: { readonly side: Side; readonly through: 'door' | 'open' } | null;
  /** [9.18] The party's pooled Bezants and gems (each gem by value). */
  readonly pool: { readonly bezants: number; readonly gems: readonly Gem[] };
  /** [7.24] Bezants received as Cow tribute, in total. */
  readonly bezantsTaken: number;
  /** Treasure won and not yet taken (see Loot). */
  readonly loot: readonly Loot[];
  /** Magic items taken but not yet assigned to an adventurer [9.17]. */
  readonly unassigned: readonly GameItem[];
  /** [9.57] Monsters left behind a pegged door: met again if the segment is entered by another path. */
  readonly lurking: Readonly<Record<PositionKey, MonsterGroup>>;
  /** Unusual features already investigated, by segment. */
  readonly featuresDone: Readonly<Record<PositionKey, true>>;
  /** Segments the party has stood on at least once: the count the UI shows. */
  readonly segmentsExplored: number;
  readonly stats: GameStats;
  readonly nextId: number;
  readonly results: readonly PlayerResult[] | null;
  // Present only in Advanced games and campaigns (absent keys keep old Basic saves replaying as they were).
  /** [12.13] Spell rings (item ids) used this expedition: each may be used again in the next. */
  readonly ringsUsed?: readonly string[];
  /** [11.3] Poison dealt during the current action, waiting for Neutralize Poison (never present between actions). */
  readonly poisonPending?: readonly PoisonVictim[];
  /** [9.45] Monsters under the party's control, following it between fights. */
  readonly charmed?: readonly PartyCharmedMonster[];
  /** [9.45] Charmed monsters whose controller died outside combat: they attack the party at once. */
  readonly hostile?: readonly PartyCharmedMonster[];
  /**
   * [13.0] The roster, living and dead, and every expedition's result. A Basic game set up with a party only gains it
   * when the party goes home after the expedition.
   */
  readonly campaign?: Campaign;
}

export type { MonsterTableKind, WeaponId };
