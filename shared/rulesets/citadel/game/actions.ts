import { z } from 'zod';
import { SUNS, WEAPONS } from '../data/characters';
import { SPELLS } from '../data/spells';
import { combatActionSchema } from '../combat';

/** The spells cast outside a fight by the `cast` action (10.6–10.7). */
export const OUT_OF_COMBAT_SPELLS = ['oratory', 'cow', 'daunt', 'sway', 'cajole', 'lock', 'teleport', 'stoneFlesh', 'thief', 'resurrect', 'neutralizePoison', 'mageArmor', 'strength'] as const;
export type OutOfCombatSpell = (typeof OUT_OF_COMBAT_SPELLS)[number];

/**
 * Every action a Citadel game takes, validated before the reducer sees it.
 *
 * Built on first use (`z.lazy`), not at import: a simulation never parses an action, so start-up need not build it.
 */
export const actionSchema = z.lazy(() => {
  const id = z.string().min(1).max(40);
  const characteristic = z.union([
    z.enum(['woundPoints', 'resistance', 'combatBonus', 'skill']),
    z.templateLiteral(['weapon:', z.enum(WEAPONS)]),
    z.templateLiteral(['mp:', z.enum(SUNS)]),
  ]);
  return z.discriminatedUnion('type', [
    z.object({ type: z.literal('move'), dir: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]) }).strict(),
    z.object({ type: z.literal('orient'), rotation: z.number().int().min(0).max(3) }).strict(),
    z.object({ type: z.literal('stairs'), level: z.union([z.literal(1), z.literal(2), z.literal(3)]) }).strict(),
    z.object({ type: z.literal('leave') }).strict(),
    z.object({ type: z.literal('investigateTrap'), character: id }).strict(),
    z.object({ type: z.literal('investigateFeature'), character: id }).strict(),
    z.object({ type: z.literal('negotiate') }).strict(),
    z.object({ type: z.literal('bribe'), goldMarks: z.number().int().min(1).max(1_000_000) }).strict(),
    z.object({ type: z.literal('fight') }).strict(),
    z.object({ type: z.literal('combat'), action: combatActionSchema }).strict(),
    z.object({ type: z.literal('destroyGate'), character: id }).strict(),
    z.object({ type: z.literal('withdraw') }).strict(),
    z.object({ type: z.literal('heal'), caster: id, target: id, spell: z.enum(['heal', 'rejuvenate']) }).strict(),
    // 10.6–10.7: the non-combat spells cast by choice (Heal and Rejuvenate have their own action above).
    // `ring`: cast free by a ring (14.8), once an expedition.
    z.object({ type: z.literal('cast'), spell: z.enum(OUT_OF_COMBAT_SPELLS), caster: id, target: id.optional(), ring: z.literal(true).optional() }).strict(),
    // 4.1 D: at an expedition's start, a spell of his pool marked usable in place of another.
    z.object({ type: z.literal('markSpell'), character: id, spell: z.enum(SPELLS), instead: z.enum(SPELLS) }).strict(),
    // 13.4: the Gold Marks a Clavichord took, reclaimed by reopening it at a Wound Point.
    z.object({ type: z.literal('reopenClavichord'), character: id }).strict(),
    // 13.5: Asmoday's curse, the usable spell the players choose to lose.
    z.object({ type: z.literal('loseSpell'), character: id, spell: z.enum(SPELLS) }).strict(),
    // 14.1: the member the players name to try a trapped chest.
    z.object({ type: z.literal('openChest'), character: id }).strict(),
    // 13.6: the weapon dropped to carry the tapestry, or 'none' to leave it.
    z.object({ type: z.literal('tapestry'), character: id, drop: z.union([z.enum(WEAPONS), z.literal('none')]) }).strict(),
    // 14.6, 12.2: a new spell chosen when the highest Magic Potential rose.
    z.object({ type: z.literal('learnSpell'), character: id, spell: z.enum(SPELLS) }).strict(),
    // 14.3: a carried magic weapon taken up in place of `drop` ('none': beside a single weapon).
    z.object({ type: z.literal('wield'), character: id, index: z.number().int().min(0).max(999), drop: z.union([z.enum(WEAPONS), z.literal('none')]) }).strict(),
    // 12.0: a member's share of the last fight's experience, handed whole to another who fought.
    z.object({ type: z.literal('shareExperience'), from: id, to: id }).strict(),
    // 13.2, 13.6: the statue's medallion or talisman, or the cut glass, taken or left.
    z.object({ type: z.literal('claim'), character: id, take: z.boolean() }).strict(),
    // 10.6: the poison waiting for Neutralize Poison takes effect on those not saved.
    z.object({ type: z.literal('poisonTakesEffect') }).strict(),
    z.object({ type: z.literal('teleportTo'), tile: z.string().regex(/^[123]:-?\d{1,4},-?\d{1,4}$/, 'Not a segment of the maze.') }).strict(),
    z.object({ type: z.literal('cancelTeleport') }).strict(),
    // PL 4.1 C3: the marching order is the players' to change at any time outside a fight.
    z.object({ type: z.literal('moveUp'), character: id }).strict(),
    // 14.0 (PL): treasure is shared as the players like, the dead's goods included.
    z.object({ type: z.literal('give'), from: id, to: id, what: z.enum(['item', 'jewel']), index: z.number().int().min(0).max(999) }).strict(),
    z.object({ type: z.literal('giveGold'), from: id, to: id, goldMarks: z.number().int().min(1).max(1_000_000) }).strict(),
    // 17.0 (PL): weapons are chosen anew between expeditions, at most two.
    z.object({ type: z.literal('arm'), character: id, slot: z.union([z.literal(0), z.literal(1)]), weapon: z.enum(WEAPONS) }).strict(),
    z.object({ type: z.literal('advance'), character: id, characteristic }).strict(),
    z.object({ type: z.literal('recruit') }).strict(),
    z.object({ type: z.literal('setOut') }).strict(),
    z.object({ type: z.literal('endCampaign') }).strict(),
  ]);
});

export type CitadelAction = z.infer<typeof actionSchema>;
