import type { GameEvent } from '../../../engine/ruleset';
import type { WeaponKind } from './crt';
import type { MarchingOrder } from './marching-order';

/** A weapon an adventurer carries (at most two, [3.1], [9.23]). */
export interface CombatWeapon {
  readonly id: string;
  readonly kind: WeaponKind;
  /** A magic weapon's Combat Bonus [9.21]–[9.22]; 0 or absent for an ordinary weapon. */
  readonly magicBonus?: number;
  readonly name?: string;
}

/**
 * Items that matter in combat and may be used during a Party Combat Phase. Charm potions [9.45]/[9.46] are resolved
 * by the `charmPotions` option (the monster joins the party, which the Advanced bookkeeping tracks).
 */
export type CombatItemKind = 'strengthPotion' | 'spinach' | 'cannabis' | 'redPepper' | 'healingPotion' | 'mustard' | 'charmPerson' | 'charmMonster';

export interface CombatItem {
  readonly id: string;
  readonly kind: CombatItemKind;
}

/** What the combat engine needs from an adventurer's Character Record (the data helper supplies it). */
export interface CombatAdventurer {
  readonly id: string;
  readonly name: string;
  /** Wound Point total, armour's Wound Points Bonus [9.32] already added. */
  readonly woundPoints: number;
  readonly wounds: number;
  readonly weapons: readonly CombatWeapon[];
  /** [8.41] The weapon chosen before combat; null if he has none in hand. */
  readonly weaponInHand: string | null;
  /** e.g. { sword: 1 } for "+1 Sword" [8.43]. */
  readonly weaponSkills?: Readonly<Partial<Record<WeaponKind, number>>>;
  readonly modifiers?: {
    /** [6.14] Drank fountain Alcohol: -2 for the rest of the game. */
    readonly drunk?: boolean;
    /** [9.44]/[9.54] Strength Potion or Spinach used before this combat: the 1D6 already rolled. */
    readonly strength?: number;
    /** [9.56] Cannabis used before this combat: two attacks per Party Combat Phase. */
    readonly cannabis?: boolean;
    /** [9.65] Medallion of Dexterity: +2 with Bow or Throwing Dagger. */
    readonly dexterityMedallion?: boolean;
    /** Advanced game situational bonuses, e.g. Cronk stench -2 [12.32]; summed into every attack. */
    readonly other?: readonly { readonly label: string; readonly value: number; readonly section: string }[];
  };
  /** Items the adventurer may use in combat (the rest of his inventory stays with the caller). */
  readonly items?: readonly CombatItem[];
  /**
   * [9.45] A monster charmed into the party: it fights with its counter's Combat Bonus on the Monster column (or its
   * weapons if the bonus is "W") and never earns experience [8.6].
   */
  readonly charmedMonster?: { readonly type: string; readonly combatBonus: number | 'W' };
}

/** Special abilities of the Monster Characteristics Chart [7.5]; ignored in the Basic game [7.15]. */
export type MonsterSpecial = 'stench' | 'magic' | 'firebreath' | 'fleshToStone' | 'regeneration' | 'charm';

/** A monster as the data helper supplies it: its counter's Combat Bonus and its rolled Wound Points [7.14]. */
export interface CombatMonster {
  readonly id: string;
  /** The monster type as named on the charts, e.g. "Orc", "Evil Hero". */
  readonly type: string;
  readonly name?: string;
  /** The counter's Combat Bonus, or "W" for a weapon-wielder [8.44]. */
  readonly combatBonus: number | 'W';
  /** Weapons of a "W" monster; looked up on the Monster Weapons Chart [8.8] when absent. */
  readonly weapons?: readonly WeaponKind[];
  /** An Evil Hero's sword skill [8.9] if already rolled when met; rolled at the start of combat otherwise. */
  readonly weaponSkill?: number;
  readonly woundPoints: number;
  readonly wounds?: number;
  readonly special?: MonsterSpecial;
}

export type Phase = 'partyCombat' | 'monsterCombat' | 'partyReorganization' | 'monsterReorganization' | 'over';

export interface AdventurerInCombat extends CombatAdventurer {
  readonly dead: boolean;
  /** Throwing daggers thrown this combat sequence [8.47]; recovered when all combat is over. */
  readonly thrown: readonly string[];
  /** Strength from a potion or Spinach used before or during this combat [9.44]. */
  readonly strengthBonus: number;
  readonly cannabis: boolean;
  /** Items used up during this combat (the caller removes them from the inventory). */
  readonly itemsUsed: readonly string[];
}

export interface MonsterInCombat {
  readonly id: string;
  readonly type: string;
  readonly name: string;
  readonly combatBonus: number | 'W';
  readonly weapons: readonly WeaponKind[];
  readonly weaponSkill: number;
  readonly woundPoints: number;
  readonly wounds: number;
  readonly dead: boolean;
  readonly special?: MonsterSpecial;
}

export type CombatStatus = 'ongoing' | 'partyWon' | 'partyDead';

/** The whole combat as plain, JSON-safe data. */
export interface CombatState {
  readonly version: 1;
  readonly game: 'basic' | 'advanced';
  readonly round: number;
  readonly phase: Phase;
  readonly status: CombatStatus;
  readonly adventurers: readonly AdventurerInCombat[];
  readonly monsters: readonly MonsterInCombat[];
  /** The party's marching order during combat, three boxes a row; dead adventurers are removed [8.46]. */
  readonly party: MarchingOrder;
  /** The monsters' front row [0] and second row [1], three boxes each, in the same left-to-right frame as the party. */
  readonly monsterRows: readonly (readonly (string | null)[])[];
  /** Adventurers who have acted in the current Party Combat Phase. */
  readonly acted: readonly string[];
  /** Whether the one row-to-row move of this Party Reorganization Phase [8.52] has been made. */
  readonly rowMoveMade: boolean;
  /**
   * [8.42] Attacks declared in this Party Combat Phase, in the order declared: resolved together when the party ends
   * the phase. Absent when there are none (so a state between phases is as it always was).
   */
  readonly declared?: readonly DeclaredAttack[];
}

/** [8.42] "Determine which monster each adventurer is attacking, and then resolve each attack." */
export interface DeclaredAttack {
  readonly adventurerId: string;
  readonly targetId: string;
  readonly weaponId?: string;
}

export type CombatAction =
  | { readonly type: 'attack'; readonly adventurerId: string; readonly targetId: string; readonly weaponId?: string }
  | { readonly type: 'changeWeapon'; readonly adventurerId: string; readonly weaponId: string }
  | { readonly type: 'useItem'; readonly adventurerId: string; readonly itemId: string; readonly targetId?: string }
  /** Advanced game [11.21]: a Wizard casts instead of attacking. Refused in the Basic game. */
  | { readonly type: 'castSpell'; readonly adventurerId: string; readonly spell: string; readonly targetId?: string }
  | { readonly type: 'endPartyCombat' }
  | { readonly type: 'shift'; readonly adventurerId: string; readonly toBox: number }
  | { readonly type: 'moveRow'; readonly adventurerId: string; readonly toRow: number; readonly toBox: number }
  | { readonly type: 'endPartyReorganization' }
  /** Never legal [8.11]; present so a UI asking for it gets the rule back. */
  | { readonly type: 'retreat' };

export type CombatStep =
  | { readonly ok: true; readonly combat: CombatState; readonly events: readonly GameEvent[] }
  | { readonly ok: false; readonly rule: string; readonly message: string };
