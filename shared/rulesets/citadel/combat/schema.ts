import { z } from 'zod';
import { SPELLS } from '../data/spells';
import type { CombatAction } from './types';

/**
 * Parses a combat action arriving from the UI or a saved game (the engine's action schema can include it); the rules
 * themselves are checked by checkCombatAction.
 *
 * Built on first use (`z.lazy`), not at import: a simulation never parses an action, so start-up need not build it.
 */
export const combatActionSchema: z.ZodType<CombatAction> = z.lazy(() => {
  const id = z.string().min(1).max(200);
  const box = z.number().int().min(0).max(2);
  return z.discriminatedUnion('type', [
    z.object({ type: z.literal('attack'), fighterId: id, targetId: id }),
    z.object({ type: z.literal('changeWeapon'), fighterId: id, weaponId: id }),
    z.object({ type: z.literal('castSpell'), fighterId: id, spell: z.enum(SPELLS), targetId: id.optional(), ring: z.boolean().optional() }),
    z.object({ type: z.literal('useItem'), fighterId: id, itemId: id, targetId: id.optional() }),
    z.object({ type: z.literal('endPartyCombat') }),
    z.object({ type: z.literal('move'), fighterId: id, toRow: z.number().int().min(0).max(7), toBox: box }),
    z.object({ type: z.literal('endPartyReorganization') }),
    z.object({ type: z.literal('destroyHellgate'), fighterId: id }),
    z.object({ type: z.literal('withdraw') }),
  ]);
});
