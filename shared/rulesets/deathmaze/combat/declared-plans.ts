import type { AttackPlan } from './legality';
import type { DeclaredAttack } from './types';

/*
 * The plans of the attacks declared so far this Party Combat Phase [8.42], kept from their declaration for their
 * resolution. Each declaration is checked, which works out its plan (the weapon, the row, a free switch); when the
 * party ends the phase each attack was planned again from the same records. A plan reads only the adventurer's record,
 * the party's rows and the weapon named (which the declared attack keeps), and a state's records and rows are never
 * changed once made, so a plan kept with those two objects is the one planning again would give as long as the
 * attacker's record and the rows met at the resolution are those very objects; any other is planned again.
 *
 * One slot, per thread, as `lastListed` in legality.ts: the list of declared attacks last made and the plans of its
 * entries, in its order (undefined for an entry declared before the slot was taken, e.g. from a restored game). A list
 * other than that one (another state's, a copy of it) finds nothing kept.
 */

let keptList: readonly DeclaredAttack[] | undefined;
let keptPlans: (AttackPlan | undefined)[] = [];

/** Keeps `plan` for the last entry of `after`, the list made from `before` by adding one declared attack. */
export function keepDeclaredPlan(before: readonly DeclaredAttack[] | undefined, after: readonly DeclaredAttack[], plan: AttackPlan): void {
  // Extended in place only from the very list kept (its plans are then exactly `before`'s, one per entry); a list made
  // from any other starts afresh, its earlier entries unknown.
  if (before === undefined || before !== keptList) {
    const plans: (AttackPlan | undefined)[] = [];
    if (before !== undefined) for (let i = 0; i < before.length; i++) plans.push(undefined);
    keptPlans = plans;
  }
  keptPlans.push(plan);
  keptList = after;
}

/** The plan kept for entry `index` of `declared`, if that list is the one kept. */
export function keptDeclaredPlan(declared: readonly DeclaredAttack[], index: number): AttackPlan | undefined {
  return declared === keptList ? keptPlans[index] : undefined;
}
