import type { GameEvent } from '../../../engine/ruleset';
import type { WeaponId } from '../data/characters';
import type { Level } from '../data/levels';
import type { MonsterId } from '../data/monsters';
import type { SpellId } from '../data/spells';

/**
 * Citadel of Blood combat (9.0, 10.0, 11.0, 15.0, 16.0) as pure functions over plain JSON. The engine maps its party
 * and monsters onto these input types, calls `startCombat`, offers `combatChoices`, applies the player's picks with
 * `applyCombatAction`, and carries the `CombatOutcome` back onto its own records.
 */

/** A weapon a character carries (two at most, PL 4.1 B4). */
export interface CombatWeaponInput {
  readonly id: string;
  readonly kind: WeaponId;
  /** A magic weapon's bonus (14.3), added to the roll like a weapon skill. */
  readonly magicBonus?: number;
  readonly name?: string;
}

/** Magic items that act in a fight (14.5 potions, 14.6 the Talisman of Mind); others stay with the engine. */
export type CombatItemKind = 'strengthPotion' | 'healingPotion' | 'charmPerson' | 'charmMonster' | 'mindTalisman';

export interface CombatItemInput {
  readonly id: string;
  readonly kind: CombatItemKind;
  /** Uses left: a potion's doses (1 unless appraised, 14.7), the Talisman of Mind's 1D6 uses. */
  readonly uses: number;
}

/** A situational change to a Combat Bonus for this fight (Alcohol −2, Blood −1, a Strength potion +1D6 already rolled…). */
export interface CombatModifier {
  readonly label: string;
  readonly value: number;
  readonly section: string;
}

/** What the combat needs from a character's record. */
export interface CombatCharacterInput {
  readonly id: string;
  readonly name: string;
  /** Wound Points, armour included (14.4). */
  readonly woundPoints: number;
  readonly wounds: number;
  /** Combat Bonus as recorded (4.3, advancement and permanent altar effects included). */
  readonly combatBonus: number;
  /** Resistance Value (11.0), rings included; capped at 5 here. */
  readonly resistance: number;
  readonly weapons: readonly CombatWeaponInput[];
  /** The weapon declared before the fight (PL 9.4); absent: the first one usable from his row. */
  readonly weaponInHand?: string | null;
  /** Weapon skills by weapon ("+2 Sword"), Leraje's +3 bow included. */
  readonly weaponSkills?: Readonly<Partial<Record<WeaponId, number>>>;
  /** The Hellgate skill (16.0), 0 if none. */
  readonly hellgateSkill?: number;
  /** The spells he may use this expedition (known and marked under the dominant sun, 4.1 D). */
  readonly spells?: readonly SpellId[];
  /** Alloces' boon (13.5): combat spells cost nothing in this fight. */
  readonly freeCombatSpells?: boolean;
  /** Avnas' or Asmoday's boon (13.5): Lightning costs 1 Wound Point. */
  readonly cheapLightning?: boolean;
  /** Mage Armor (10.6) points still to absorb. */
  readonly mageArmor?: number;
  /** A Strength spell cast before the fight (10.6): its +1D6 is among `modifiers`, and no second one is cast in it. */
  readonly strengthened?: boolean;
  /** Casts of Heal and Rejuvenate left this expedition (10.6: 1D6 each, rolled on entering). */
  readonly healUses?: { readonly heal?: number; readonly rejuvenate?: number };
  readonly items?: readonly CombatItemInput[];
  /** 14.8 rings: spells he may cast free, once each this expedition, known or not (a Sleep ring, a Heal ring). */
  readonly ringCasts?: readonly SpellId[];
  readonly modifiers?: readonly CombatModifier[];
}

/**
 * A monster as the engine rolled it: its Wound Points (counter code plus the level, 6.7), its Combat Bonus with the
 * level's, an Evil Hero's rolled sword skill. `monsterCombatant` builds one from the charts.
 */
export interface CombatMonsterInput {
  readonly id: string;
  readonly monster: MonsterId;
  readonly name: string;
  readonly woundPoints: number;
  readonly wounds?: number;
  readonly combatBonus: number;
  readonly resistance: number;
  /** The 8.2 Weapon column; null reads the Monsters column (9.0 F). */
  readonly weapon: WeaponId | null;
  readonly weaponSkill?: number;
  readonly spells: readonly SpellId[];
}

/** The party's march order: rows of three boxes (left, centre, right), the first row facing the monsters. */
export type Row = readonly (string | null)[];

export interface CombatPartyInput {
  readonly characters: readonly CombatCharacterInput[];
  readonly order: readonly Row[];
  /** Monsters the party charmed earlier this expedition (10.5): they fight in the party's rows, ids in `order`. */
  readonly charmedMonsters?: readonly (CombatMonsterInput & { readonly charmedBy: string })[];
}

export interface CombatContext {
  readonly level: Level;
  /** 16.0: the party is in the Hellgate's segment; the monsters include its Demons and X (hellgateGuards). */
  readonly hellgate?: boolean;
  /** 8.9 (PL 8.7): a refused bribe: the monsters strike first, the first Party Combat Phase is skipped. */
  readonly monstersFirst?: boolean;
  /** 13.4 Coffin: the Vampire and this character fight alone for the first round. */
  readonly aloneFirstRound?: string;
  /**
   * A character turned against the party: by the X statue (13.2, in the middle box of the monsters' first row) or the
   * Evil talisman (14.6, fighting from his own box).
   */
  readonly possessed?: { readonly characterId: string; readonly by: 'xStatue' | 'evilTalisman' };
}

export type Side = 'party' | 'monsters';

/** One fighter, character or monster, on either side. */
export interface Fighter {
  readonly id: string;
  readonly name: string;
  readonly kind: 'character' | 'monster';
  readonly monster?: MonsterId;
  side: Side;
  readonly woundPoints: number;
  wounds: number;
  /** Wound Points when the fight began (12.0 experience, 15.4 the Troll's ceiling). */
  readonly startWounds: number;
  dead: boolean;
  /** 15.3 turned to stone: out of the march order. */
  petrified: boolean;
  /** 10.5 Sleep. */
  asleep: boolean;
  readonly combatBonus: number;
  readonly resistance: number;
  readonly weapons: readonly CombatWeaponInput[];
  weaponInHand: string | null;
  /**
   * Throw daggers thrown (once per fight, recovered after a win, 9.5). This and the other lists and records below are
   * replaced, never changed in place: a fight's copy before each action (copy.ts) shares them with the fight before.
   */
  thrown: readonly string[];
  readonly weaponSkills: Readonly<Partial<Record<WeaponId, number>>>;
  /** A monster's weapon column (null: Monsters column) and rolled skill. */
  readonly monsterWeapon: WeaponId | null;
  readonly monsterWeaponSkill: number;
  readonly spells: readonly SpellId[];
  readonly hellgateSkill: number;
  readonly freeCombatSpells: boolean;
  readonly cheapLightning: boolean;
  mageArmor: number;
  magicShield: boolean;
  healUses: { readonly heal: number; readonly rejuvenate: number };
  /** 10.6 Strength cast on him this fight. */
  strengthened: boolean;
  /** Items he may use, with their uses left. */
  items: readonly { readonly id: string; readonly kind: CombatItemKind; readonly uses: number }[];
  /** 14.8 free ring casts still unused. */
  ringCasts: readonly SpellId[];
  modifiers: readonly CombatModifier[];
  /** Who holds his will: a party caster's id (a charmed monster), a Vampire's id, or a possessor. */
  charmedBy: string | null;
  possessedBy: 'xStatue' | 'evilTalisman' | null;
  /** 15.4 the Monster Combat Phases completed when the Troll was first wounded. */
  firstWoundedAfterPhase: number | null;
  /** 15.5 Monster Combat Phases in which a Vampire has attacked. */
  vampireAttacks: number;
}

export type CombatPhase = 'partyCombat' | 'monsterCombat' | 'hellgateCombat' | 'partyReorganization' | 'monsterReorganization' | 'hellgate' | 'over';

export type CombatResult = 'partyWon' | 'partyDead' | 'ceaseFire' | 'hellgateDestroyed' | 'withdrew';

/** The whole fight, plain JSON. */
export interface CitadelCombat {
  readonly version: 1;
  readonly level: Level;
  round: number;
  phase: CombatPhase;
  fighters: Fighter[];
  /** Row 0 is the front; each row three boxes in the same left-to-right frame as the other side's. */
  partyRows: (string | null)[][];
  /** As many rows as the monsters need (9.0 A). */
  monsterRows: (string | null)[][];
  /** Party fighters who have acted this Party Combat Phase. */
  acted: string[];
  /** The one Party Reorganization move has been made (9.0 B4). */
  moved: boolean;
  /** Monster Combat Phases completed. */
  monsterPhases: number;
  /** 16.0 The Hellgate: powered while X lives; the row it stands in, for the view. */
  hellgate: { row: number; powered: boolean; destroyed: boolean } | null;
  /** 13.4 the Coffin's lone fighter, for the first round. */
  aloneFirstRound: string | null;
  /** Monsters slain so far (12.0, 14.0): replaced, never changed in place (copy.ts shares it between actions). */
  kills: readonly { readonly id: string; readonly monster: MonsterId; readonly startWoundPoints: number; readonly by: string | null }[];
  result: CombatResult | null;
}

export type CombatAction =
  | { readonly type: 'attack'; readonly fighterId: string; readonly targetId: string }
  | { readonly type: 'changeWeapon'; readonly fighterId: string; readonly weaponId: string }
  | { readonly type: 'castSpell'; readonly fighterId: string; readonly spell: SpellId; readonly targetId?: string; readonly ring?: boolean }
  | { readonly type: 'useItem'; readonly fighterId: string; readonly itemId: string; readonly targetId?: string }
  | { readonly type: 'endPartyCombat' }
  | { readonly type: 'move'; readonly fighterId: string; readonly toRow: number; readonly toBox: number }
  | { readonly type: 'endPartyReorganization' }
  | { readonly type: 'destroyHellgate'; readonly fighterId: string }
  | { readonly type: 'withdraw' };

/** What the engine carries back onto its records when the fight is over. */
export interface CombatOutcome {
  readonly result: CombatResult;
  /** Every character of the party at the start (and any possessed one), as he ends. */
  readonly characters: readonly {
    readonly id: string;
    readonly wounds: number;
    readonly dead: boolean;
    /** 15.3: out of play unless Stone-Flesh revives him after the fight. */
    readonly petrified: boolean;
    /** Still fighting for the monsters (a fight that ended by Cease Fire with him charmed). */
    readonly lost: boolean;
    readonly mageArmor: number;
    readonly healUses: { readonly heal: number; readonly rejuvenate: number };
    /** 14.8 free ring casts still unused. */
    readonly ringCasts: readonly SpellId[];
    /** Uses left of each item he brought into the fight (0: used up). */
    readonly items: readonly { readonly id: string; readonly uses: number }[];
    /** Throw daggers lost: thrown and not recovered (9.5 recovers them after a win, so empty then). */
    readonly thrown: readonly string[];
  }[];
  /** Monsters slain (asleep ones included once the rest were dealt with), for treasure and experience. */
  readonly kills: readonly { readonly id: string; readonly monster: MonsterId; readonly startWoundPoints: number; readonly by: string | null }[];
  /** 12.0 the fight's experience: 6 × the slain monsters' starting Wound Points, ×2 on level 3. */
  readonly experience: number;
  /** Monsters the party controls at the end (10.5 Charm), with their wounds. */
  readonly charmedMonsters: readonly { readonly id: string; readonly wounds: number; readonly charmedBy: string }[];
  /** Monsters left alive and free (a Cease Fire, a withdrawal): they stay in the segment (6.9). */
  readonly survivingMonsters: readonly { readonly id: string; readonly wounds: number }[];
  /** 16.0: the Gate was destroyed in this fight. */
  readonly hellgateDestroyed: boolean;
}

export type CombatStep =
  | { readonly ok: true; readonly combat: CitadelCombat; readonly events: readonly GameEvent[]; readonly outcome?: CombatOutcome }
  | { readonly ok: false; readonly rule: string; readonly message: string };
