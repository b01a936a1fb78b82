import { z } from 'zod';
import { WEAPONS } from '../data/characters';
import type { MagicItem } from '../data/magic-items';
import { SPELLS } from '../advanced/spells';
import { ADVANCED_CLASSES } from '../advanced/wizard';
import type { Campaign } from './roster';

const count = z.number().int().min(0);

/** [9.2]–[9.7] A magic item as the data folder records it. */
export const magicItemSchema: z.ZodType<MagicItem> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('weapon'), weapon: z.enum(WEAPONS), bonus: z.number().int().min(1) }),
  z.object({ kind: z.literal('armour'), bonus: z.number().int().min(1) }),
  z.object({ kind: z.literal('potion'), potion: z.enum(['healing', 'poison', 'strength', 'charmPerson', 'charmMonster']).nullable() }),
  z.object({ kind: z.literal('spice'), spice: z.enum(['mustard', 'sesame', 'spinach', 'redPepper', 'cloves', 'cannabis']) }),
  z.object({ kind: z.literal('medallion'), medallion: z.enum(['neutralizePoison', 'potionAppraisal', 'oratory', 'dexterity', 'strangling']) }),
  z.object({ kind: z.literal('ring'), ring: z.enum(['resistance1', 'resistance2', 'sleep', 'neutralizePoison', 'heal', 'blast']) }),
]);

const rosterWeaponSchema = z.object({ weapon: z.enum(WEAPONS), bonus: count });

const rosterAdventurerSchema = z.object({
  id: z.string().min(1),
  name: z.string().min(1).max(40),
  class: z.enum(ADVANCED_CLASSES),
  woundPoints: z.number().int().min(1),
  magicResistance: count,
  weaponSkills: z.partialRecord(z.enum(WEAPONS), count),
  detrap: count,
  spells: z.array(z.enum(SPELLS)),
  weapons: z.array(rosterWeaponSchema).max(2),
  magicItems: z.array(magicItemSchema),
  experience: count,
  bezants: count,
  status: z.enum(['available', 'onExpedition', 'retired', 'dead']),
  expeditions: z.array(z.number().int().min(1)),
  death: z
    .object({ expedition: z.number().int().min(1), cause: z.string(), where: z.string(), lostExperience: count, lostBezants: count })
    .optional(),
  advancement: z.array(z.object({ afterExpedition: count, option: z.string() })),
  kills: count.optional(),
});

const memberResultSchema = z.object({
  id: z.string(),
  name: z.string(),
  survived: z.boolean(),
  experienceGained: count,
  share: count,
  cause: z.string().optional(),
  where: z.string().optional(),
});

const expeditionSchema = z.object({
  id: z.number().int().min(1),
  game: z.enum(['basic', 'advanced']),
  party: z.array(z.string()),
  status: z.enum(['underway', 'finished']),
  won: z.boolean().optional(),
  members: z.array(memberResultSchema).optional(),
  loot: z.object({ shared: count, unshared: count, magicItems: z.array(z.string()) }).optional(),
  charmedLost: z.array(z.string()).optional(),
});

/** The campaign as saved in the slot file: roster, dead included, and every expedition. */
export const campaignSchema: z.ZodType<Campaign> = z
  .object({
    version: z.literal(1),
    name: z.string(),
    game: z.enum(['basic', 'advanced']),
    roster: z.array(rosterAdventurerSchema),
    expeditions: z.array(expeditionSchema),
    nextId: z.number().int().min(1),
  })
  .superRefine((c, ctx) => {
    if (new Set(c.roster.map((a) => a.id)).size !== c.roster.length) ctx.addIssue({ code: 'custom', message: 'Roster ids must be unique.' });
    if (c.game === 'basic' && c.roster.some((a) => a.class === 'wizard')) ctx.addIssue({ code: 'custom', message: 'A Basic campaign has no Wizards [11.11].' });
    for (const a of c.roster) {
      if (a.status === 'dead' && !a.death) ctx.addIssue({ code: 'custom', message: `${a.name} is dead without a death record.` });
    }
  });
