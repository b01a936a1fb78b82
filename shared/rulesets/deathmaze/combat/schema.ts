import { z } from 'zod';
import type { CombatAction } from './types';

/**
 * Rows a party's marching order may reach in combat (rows 1-8). Neither text bounds them: a step back from the last row
 * opens a new one [8.52], so without a bound an adventurer could walk back without end. Eight is the bound the action
 * schema always had; the legality check and the listed choices keep to it (RULINGS.md, [8.52] "Eight rows at most").
 */
export const MAX_PARTY_ROWS = 8;

/**
 * Parses a combat action arriving from the UI or a saved game; the rules themselves are checked by checkCombatAction.
 *
 * Built on first use (`z.lazy`), not at import: a simulation never parses an action, so start-up need not build it.
 */
export const combatActionSchema: z.ZodType<CombatAction> = z.lazy(() => {
  const id = z.string().min(1);
  const box = z.number().int().min(0).max(2);
  return z.discriminatedUnion('type', [
    z.object({ type: z.literal('attack'), adventurerId: id, targetId: id, weaponId: id.optional() }),
    z.object({ type: z.literal('changeWeapon'), adventurerId: id, weaponId: id }),
    z.object({ type: z.literal('useItem'), adventurerId: id, itemId: id, targetId: id.optional() }),
    z.object({ type: z.literal('castSpell'), adventurerId: id, spell: z.string().min(1), targetId: id.optional() }),
    z.object({ type: z.literal('endPartyCombat') }),
    z.object({ type: z.literal('shift'), adventurerId: id, toBox: box }),
    z.object({ type: z.literal('moveRow'), adventurerId: id, toRow: z.number().int().min(0).max(MAX_PARTY_ROWS - 1), toBox: box }),
    z.object({ type: z.literal('endPartyReorganization') }),
    z.object({ type: z.literal('retreat') }),
  ]);
});
