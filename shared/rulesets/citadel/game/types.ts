import type { FeatureId } from '../data/features';
import type { HeroId, MagicPotential, Race, Sun, WeaponId } from '../data/characters';
import type { Level } from '../data/levels';
import type { MonsterId } from '../data/monsters';
import type { SpellId } from '../data/spells';
import type { MagicItem } from '../data/treasure-rolls';
import type { TalismanKind, TreasureLetter } from '../data/treasure';
import type { Dir, Face } from '../maze/tiles';
import type { CitadelCombat } from '../combat';

/**
 * The edition of these rules: raised whenever a fix changes how a saved game replays. 2: a character petrified in a
 * fight waits as stone for Stone-Flesh instead of dying (15.3, 10.6), and the non-combat spells and the player's
 * choices (marching order, treasure shares, weapons at home) joined the choices, so a preview save of edition 1 is
 * replayed under these rules when it still can be, and opened read-only with the reason when it cannot. 3: a poison waits
 * for Neutralize Poison where someone could cast it (10.6), its medallion stops a fountain's poison too (14.7), and
 * Mage Armor and Strength are cast outside fights too, Mage Armor lasting until used up (10.6). 4: Asmoday's curse
 * waits for the players to choose which usable spell is lost (13.5) instead of striking the last marked, and the
 * Gold Marks a Clavichord takes stay inside it for whoever reopens it (13.4); Lock is refused before the Hellgate is
 * found where the segment the party steps back into has no way on but through the door it locks (6.3: the check had
 * walked back through that door). 5: a trapped chest waits for the players to name who tries to disarm it (14.1)
 * instead of the engine sending the best disarmer, and a tapestry for them to choose the weapon dropped for it, or to
 * leave it (13.6), and a sun talisman (14.6) or an advancement (12.2) that raises the highest Magic Potential for them to
 * choose the new spells; a magic weapon found is carried until the players choose the weapon it replaces (14.3); a fight's experience may be redivided by the players (12.0); the statue's medallion or talisman and the cut glass
 * wait for the players to take or leave them (13.2, 13.6).
 */
export const CITADEL_RULES_VERSION = 5;

export interface Skills {
  readonly detrap: number;
  readonly negotiation: number;
  readonly hellgate: number;
}

/** One member of the party: a named hero (4.3) or an initiate (4.3a), as plain JSON. */
export interface Character {
  readonly id: string;
  readonly name: string;
  readonly kind: 'hero' | 'initiate';
  readonly heroId: HeroId | null;
  readonly race: Race;
  /** Printed (or advanced) Wound Points; armor adds on top while worn. */
  readonly woundPoints: number;
  readonly wounds: number;
  readonly alive: boolean;
  readonly death: string | null;
  readonly magicPotential: MagicPotential;
  readonly resistance: number;
  readonly combatBonus: number;
  readonly weapons: readonly WeaponId[];
  /** Weapon skill per weapon (4.3 WS; advancement and Leraje add). */
  readonly weaponSkills: Readonly<Partial<Record<WeaponId, number>>>;
  readonly skills: Skills;
  readonly spells: readonly SpellId[];
  readonly experience: number;
  readonly goldMarks: number;
  readonly jewels: readonly number[];
  readonly items: readonly MagicItem[];
  /** Combat Bonus lost "for the remainder of the game" (Alcohol, Blood, Alloces): this expedition only (13.1 ruling). */
  readonly expeditionPenalty: number;
  /** Alcohol's −2 does not stack with itself. */
  readonly drunk: boolean;
  /** Fell into the Hellgate shaft (13.3): out of play until the Gate is destroyed. */
  readonly prisoner: boolean;
  /** Characteristics raised since the last expedition (12.0: each at most +1 per expedition). */
  readonly raised: readonly string[];
  /** The player who plays him (4.1: several players draw heroes in turn); 1 in solo play. */
  readonly player: number;
  /** 4.1 D: the spells of his pool the player marked usable this expedition; absent: the first of the pool. */
  readonly marked?: readonly SpellId[];
  /** 10.6 Mage Armor: wounds it will still absorb (a fight's and out of one alike); absent where none is. */
  readonly mageArmor?: number;
  /** 10.6 Strength cast outside a fight: his Combat Bonus + this in the next fight only; absent where none is. */
  readonly strength?: number;
  /** 13.5 Alloces' boon: his combat spells cost nothing in his next fight; absent where none is. */
  readonly freeCombatSpells?: true;
  /** 17.0: the expedition a replacement first set out on; absent for those of the first (the individual victory). */
  readonly joined?: number;
  /** 13.5 Avnas' or Asmoday's boon: he casts Lightning at 1 Wound Point, whatever the sun, for good; absent where none is. */
  readonly cheapLightning?: true;
}

export interface MonsterFigure {
  readonly id: string;
  readonly monster: MonsterId | 'possessed';
  readonly name: string;
  readonly woundPoints: number;
  readonly wounds: number;
  readonly combatBonus: number;
  readonly weapon: WeaponId | null;
  readonly weaponSkill: number;
  readonly resistance: number;
  readonly negotiation: number | null;
  /** The party member a possessed figure is (13.2 X statue). */
  readonly characterId?: string;
}

export interface RolledTreasure {
  readonly goldMarks: number;
  readonly jewels: readonly number[];
  readonly items: readonly MagicItem[];
  readonly letter: TreasureLetter;
}

export interface MonsterGroup {
  /** Which table they came from: their treasure letter depends on it (8.2 "X/Y"). */
  readonly kind: 'room' | 'wandering' | 'hellgate' | 'feature';
  readonly level: Level;
  readonly figures: readonly MonsterFigure[];
  /** 'agreement' after a successful negotiation or bribe; lapses when the party comes back (6.9 ruling). */
  readonly attitude: 'hostile' | 'agreement';
  /** Treasure rolled when they were intimidated (8.5 ruling), kept for the kill. */
  readonly treasure: readonly RolledTreasure[] | null;
  readonly tributePaid: number;
  /** Gold Marks handed over in a bribe, recovered on a kill (8.9 ruling). */
  readonly bribeGold: number;
  /** False where the rules forbid negotiation and bribes (Demons and X, 8.4; the coffin's Vampire, 13.4; a possessed friend, 13.2). */
  readonly talk: boolean;
  /** A bribe was tried on this group (8.8: one attempt per group). */
  readonly bribeTried: boolean;
}

export interface PlacedTile {
  readonly key: string;
  readonly designId: string;
  readonly x: number;
  readonly y: number;
  readonly level: Level;
  readonly face: Face;
  /** Clockwise quarter-turns. */
  readonly rotation: number;
  readonly feature: FeatureId | null;
  readonly stairs: boolean;
  readonly gateway: boolean;
  readonly featureUsed: boolean;
  readonly entered: boolean;
  /** Exits found to lead nowhere (no tile in the pile fits): closed for good. */
  readonly blocked: readonly Dir[];
  /** Doors sealed for ever by a Lock spell (10.6); absent where none is. */
  readonly locked?: readonly Dir[];
  /** 13.4 Clavichord: the Gold Marks it was fed, waiting for someone to reopen it at a Wound Point; absent where none. */
  readonly clavichordGold?: number;
  readonly monsters: MonsterGroup | null;
  readonly hellgate: boolean;
}

export interface Position {
  readonly x: number;
  readonly y: number;
  readonly level: Level;
}

export interface MirrorState {
  /** The Level rolled on the first mirror (13.7). */
  readonly level: Level | null;
  /** Unexplored segments still to enter on that level before the Hellgate is found. */
  readonly countdown: number | null;
}

export type Phase =
  | { readonly kind: 'explore' }
  | { readonly kind: 'orient'; readonly dir: Dir; readonly designId: string; readonly face: Face; readonly rotations: readonly number[] }
  | {
      readonly kind: 'trap';
      /** 10.6 Thief: the character whose next Detrap attempt gains 3; absent where none is. */
      readonly thief?: string;
    }
  | {
      readonly kind: 'encounter';
      readonly negotiated: boolean;
      readonly bribed: boolean;
      /** 10.7: Oratory, Sway or Cajole cast for the next negotiation or bribery roll; absent where none is. */
      readonly readied?: readonly ReadiedSpell[];
      /** 10.6 Teleport: the caster and the monster chosen, waiting for the segment they are sent to. */
      readonly teleporting?: { readonly caster: string; readonly target: string };
    }
  | {
      /**
       * 10.6 Neutralize Poison "must be cast at once after the poisoning": the poison's Wound Points wait here for the
       * spell on each victim, or for the players to let it work; then play goes on where it was (`resume`).
       */
      readonly kind: 'poisoned';
      readonly victims: readonly PoisonDose[];
      readonly resume: ResumablePhase;
    }
  | {
      /**
       * 13.5 Asmoday's curse left `character` fewer spells usable this expedition than he marked: the players choose
       * which he loses (see game/spell-loss.ts), then play goes on where it was (`resume`).
       */
      readonly kind: 'spellLoss';
      readonly character: string;
      readonly resume: ResumablePhase;
    }
  | {
      /**
       * 14.1: a chest of the treasure being taken is trapped: the players name who tries to disarm it (7.0; without the
       * skill it springs on him). `treasures` is the whole take, `at` the trapped chest (those after it are still to be
       * checked), `tribute` the Gold Marks already handed over (8.5); then play goes on where it was (`resume`).
       */
      readonly kind: 'chest';
      readonly treasures: readonly RolledTreasure[];
      readonly at: number;
      readonly tribute: number;
      readonly resume: ResumablePhase;
    }
  | {
      /** 13.6: the investigator of a tapestry may drop one of his two weapons to carry it: the players choose (game/tapestry.ts). */
      readonly kind: 'tapestry';
      readonly character: string;
      readonly resume: Extract<Phase, { readonly kind: 'explore' }>;
    }
  | {
      /**
       * 14.6, 12.2: his highest Magic Potential rose above the spells he knows: the players choose `count` new ones
       * (game/learning.ts), then play goes on where it was (`resume`).
       */
      readonly kind: 'learnSpell';
      readonly character: string;
      readonly count: number;
      readonly resume: ResumablePhase | Extract<Phase, { readonly kind: 'home' }>;
    }
  | {
      /** 13.2, 13.6: the investigator may take the statue's medallion or talisman, or the cut glass: the players choose. */
      readonly kind: 'claim';
      readonly character: string;
      readonly what: Claimable;
      readonly resume: Extract<Phase, { readonly kind: 'explore' }>;
    }
  | { readonly kind: 'combat'; readonly combat: CitadelCombat }
  | { readonly kind: 'hellgate' }
  | { readonly kind: 'home' }
  | { readonly kind: 'over'; readonly result: 'won' | 'lost' | 'ended' };

/** What a feature offers the investigator to take or leave (13.2, 13.6). */
export type Claimable = 'medallion' | 'talisman' | 'cutGlass';

/** Where play goes on after a poisoning: the phases a poison can be dealt in and left from (see game/poison.ts). */
export type ResumablePhase = Extract<Phase, { readonly kind: 'explore' | 'trap' | 'encounter' | 'chest' }>;

/** Wound Points of poison (7.1, 13.1, 14.5) waiting for Neutralize Poison (10.6). */
export interface PoisonDose {
  readonly id: string;
  readonly wounds: number;
  /** What poisoned him, as the log and his death say it ("Poison Gas trap", "Poisoned water"). */
  readonly cause: string;
}

/** The spells that modify the next negotiation (Oratory) or bribery (Sway, Cajole) roll (10.7). */
export type ReadiedSpell = 'oratory' | 'sway' | 'cajole';

/** The fight or encounter being faced: in the party's segment, or apart from it (a trap door, 13.3). */
export interface Encounter {
  readonly where: 'segment' | 'apart';
  /** The group when apart; in the segment it lives on the tile (6.9). */
  readonly group: MonsterGroup | null;
  readonly solo: string | null;
  /** The investigator's Type J treasure waiting below a trap door (13.3). */
  readonly reward: TreasureLetter | null;
}

export interface CitadelState {
  readonly version: number;
  readonly ruleset: 'citadel';
  readonly party: readonly Character[];
  /** Marching order by character id: the first three alive form the first row (9.0 A). */
  readonly order: readonly string[];
  readonly tiles: Readonly<Record<string, PlacedTile>>;
  /** Tile design ids still in the pile, top first. */
  readonly pile: readonly string[];
  readonly position: Position;
  /** Where the party came from, for a withdrawal from the Hellgate. */
  readonly previous: Position | null;
  readonly phase: Phase;
  readonly encounter: Encounter | null;
  readonly mirror: MirrorState;
  readonly hellgateFound: boolean;
  readonly hellgateDestroyed: boolean;
  readonly expedition: number;
  readonly dominantSun: Sun;
  /** Heal and Rejuvenate uses left this expedition, keyed "characterId:spell" (10.6). */
  readonly healUses: Readonly<Record<string, number>>;
  /** 14.8 free ring casts still unused this expedition, per character; absent: all his rings' casts. */
  readonly ringCastsLeft: Readonly<Record<string, readonly SpellId[]>>;
  readonly stats: { readonly moves: number; readonly combats: number; readonly tilesPlaced: number; readonly actions: number };
  /** Exits from the Citadel so far (17.5: rising costs). */
  readonly exits: number;
  readonly nextId: number;
  readonly heroesDrawn: readonly HeroId[];
  /**
   * 15.3, 10.6: characters turned to stone this expedition, by id, with the key of the segment where they stand; a
   * Stone-Flesh there revives them. Absent where none is; cleared (they are dead for good) when the expedition ends.
   */
  readonly statues?: Readonly<Record<string, string>>;
  /** 4.1 D: at an expedition's start, until the party steps off the Gateway, the spells usable may be marked anew. */
  readonly marking?: true;
  /** 10.8: characters slain in the fight just ended, whom a Resurrect cast now may bring back; absent where none is. */
  readonly fallen?: readonly string[];
  /**
   * 10.6: poison dealt during the action being applied, waiting for Neutralize Poison; the reducer turns it into the
   * `poisoned` phase (or deals it) before the action ends, so it is never present between actions.
   */
  readonly poison?: readonly PoisonDose[];
  /**
   * 14.1: a trapped chest met while taking treasure during the action being applied, waiting for the players to name
   * its opener; the reducer turns it into the `chest` phase (or opens it) before the action ends, so it is never present
   * between actions.
   */
  readonly chest?: { readonly treasures: readonly RolledTreasure[]; readonly at: number; readonly tribute: number };
  /**
   * 14.6: talismans taken in treasure during the action being applied, whose power acts at once as any talisman's; the
   * reducer wakes them (game/talismans.ts) once the take is shared, so this is never present between actions.
   */
  readonly talismans?: readonly { readonly who: string; readonly kind: TalismanKind }[];
  /**
   * PL 12.0: the last fight's experience each member who fought still holds as his share, which the players may hand
   * on to divide it as they like until the party moves on (game/experience-share.ts); absent where there is none.
   */
  readonly award?: Readonly<Record<string, number>>;
  /** How the last expedition ended, for the home phase and the simulator. */
  readonly lastExpedition: 'escaped' | 'died' | 'won' | null;
}
