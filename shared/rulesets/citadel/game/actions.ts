import { z } from 'zod';
import { SUNS, WEAPONS } from '../data/characters';
import { combatActionSchema } from '../combat';

const id = z.string().min(1).max(40);
const characteristic = z.union([
  z.enum(['woundPoints', 'resistance', 'combatBonus', 'skill']),
  z.templateLiteral(['weapon:', z.enum(WEAPONS)]),
  z.templateLiteral(['mp:', z.enum(SUNS)]),
]);

/** Every action a Citadel game takes, validated before the reducer sees it. */
export const actionSchema = z.discriminatedUnion('type', [
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
  z.object({ type: z.literal('advance'), character: id, characteristic }).strict(),
  z.object({ type: z.literal('recruit') }).strict(),
  z.object({ type: z.literal('setOut') }).strict(),
  z.object({ type: z.literal('endCampaign') }).strict(),
]);

export type CitadelAction = z.infer<typeof actionSchema>;
