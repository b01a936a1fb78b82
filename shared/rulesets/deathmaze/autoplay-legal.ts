import {
  checkCombatAction,
  firstAttackersAttacks,
  firstUnarmedWeaponChange,
  legalCharmPotionUses,
  legalCombatActionsOfType,
  legalItemUsesOf,
  preferredRowMove,
  type CombatAction,
  type CombatState,
} from './combat';
import { combatOptionsFor } from './advanced';
import { combatActionsInOrder } from './game';

type OfType<T extends CombatAction['type']> = Extract<CombatAction, { type: T }>;

/**
 * The legal combat actions the autoplayer asks about, one kind at a time and each kind worked out once. Most decisions
 * need one kind only (an attack, or ending the reorganization), so the dozens of shifts and row moves a Party
 * Reorganization Phase offers are checked only when the policy gets that far. Each kind comes in the order
 * `combatActionsInOrder` (the choices' order) lists it, so every pick is the one the whole list would give.
 */
export class LegalCombatActions {
  // A plain record rather than a Map: most decisions ask about one kind or none, and a Map cost more to make. Made on
  // the first kind asked about (an attack or the end of a phase, most decisions, asks about none).
  private byType: Partial<Record<CombatAction['type'], readonly CombatAction[]>> | undefined;
  private everything: readonly CombatAction[] | undefined;
  private firstAttacks: readonly OfType<'attack'>[] | undefined;

  constructor(private readonly combat: CombatState) {}

  ofType<T extends CombatAction['type']>(type: T): readonly OfType<T>[] {
    const byType = (this.byType ??= {});
    let known = byType[type];
    if (known === undefined) {
      known = legalCombatActionsOfType(this.combat, type, combatOptionsFor(this.combat.game));
      byType[type] = known;
    }
    return known as readonly OfType<T>[];
  }

  /**
   * Ending the party's phase, if that is legal now: the one action, checked on its own (what `ofType` lists for the
   * kind, without a list or a record of it). Most decisions that are not attacks are these.
   */
  endOfPhase(type: 'endPartyCombat' | 'endPartyReorganization'): CombatAction | undefined {
    const action: CombatAction = { type };
    return checkCombatAction(this.combat, action, combatOptionsFor(this.combat.game)) === undefined ? action : undefined;
  }

  /** The legal attacks of the first adventurer who has one (see `firstAttackersAttacks`). */
  firstAttackersAttacks(): readonly OfType<'attack'>[] {
    this.firstAttacks ??= firstAttackersAttacks(this.combat, combatOptionsFor(this.combat.game));
    return this.firstAttacks;
  }

  /** The legal uses of Charm potions, in the order `ofType('useItem')` lists them (see `legalCharmPotionUses`). */
  charmPotionUses(): readonly OfType<'useItem'>[] {
    return legalCharmPotionUses(this.combat, combatOptionsFor(this.combat.game));
  }

  /** The first legal row move to `row`, or else the first legal row move (see `preferredRowMove`). */
  rowMoveTo(row: number): OfType<'moveRow'> | undefined {
    return preferredRowMove(this.combat, row, combatOptionsFor(this.combat.game));
  }

  /** The first legal weapon change by an unarmed adventurer, in list order (see `firstUnarmedWeaponChange`). */
  unarmedWeaponChange(): OfType<'changeWeapon'> | undefined {
    return firstUnarmedWeaponChange(this.combat, combatOptionsFor(this.combat.game));
  }

  /** One adventurer's legal item uses, in list order (see `legalItemUsesOf`). */
  itemUsesOf(adventurerId: string): readonly OfType<'useItem'>[] {
    return legalItemUsesOf(this.combat, adventurerId, combatOptionsFor(this.combat.game));
  }

  /** The whole list, in the choices' order. */
  all(): readonly CombatAction[] {
    this.everything ??= combatActionsInOrder(this.combat);
    return this.everything;
  }
}
