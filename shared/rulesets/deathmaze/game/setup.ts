import { z } from 'zod';
import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import {
  BASIC_CLASSES,
  CLASS_TRAITS,
  checkParty,
  createAdventurer,
  WEAPON_NAMES,
  WEAPONS,
  type BasicClassId,
  type InitialExperience,
  type WeaponId,
} from '../data/characters';
import { defaultMarchingOrder, describeMarchingOrder } from '../combat';
import { createMaze, designOf, ENTRANCE_POSITION } from '../maze';
import type { DeathmazeState, GameAdventurer } from './types';

/**
 * What the player gives when the UI sends only a name and a class: weapons and the pre-game experience of [3.1]
 * (see game ruling "Default weapons and experience").
 */
export const CLASS_DEFAULTS: Readonly<Record<BasicClassId, { weapons: readonly [WeaponId, WeaponId]; experience: InitialExperience }>> = {
  hero: { weapons: ['sword', 'bow'], experience: { kind: 'weaponSkill', weapon: 'sword' } },
  thief: { weapons: ['dagger', 'bow'], experience: { kind: 'detrap' } },
};

const experienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('woundPoint') }),
  z.object({ kind: z.literal('weaponSkill'), weapon: z.enum(WEAPONS) }),
  z.object({ kind: z.literal('detrap') }),
]);

const memberSchema = z.object({
  name: z.string().trim().min(1, 'Every adventurer needs a name [3.1].').max(40, 'Names are at most 40 characters.'),
  class: z.enum(BASIC_CLASSES),
  weapons: z.array(z.enum(WEAPONS)).length(2, 'Two weapons must be entered for each adventurer [3.1].').optional(),
  experience: experienceSchema.optional(),
});

export const setupSchema = z
  .object({
    party: z.array(memberSchema).min(1, 'A party has at least one adventurer [3.0].').max(6, 'A party has at most six adventurers [3.0].'),
    players: z.number().int().min(1).max(6).optional(),
  })
  .superRefine((setup, ctx) => {
    for (const error of checkParty(setup.party.length, setup.players ?? 1).errors) ctx.addIssue({ code: 'custom', message: error });
    setup.party.forEach((m, i) => {
      if (m.experience?.kind === 'detrap' && CLASS_TRAITS[m.class].detrap === 0) {
        ctx.addIssue({ code: 'custom', path: ['party', i, 'experience'], message: 'Only Thieves may take a point of Detrap skill as initial experience [3.1 c].' });
      }
    });
  });
export type DeathmazeSetup = z.infer<typeof setupSchema>;

function experienceText(e: InitialExperience): string {
  return e.kind === 'woundPoint' ? '+1 Wound Point' : e.kind === 'detrap' ? '+1 Detrap' : `+1 ${WEAPON_NAMES[e.weapon]}`;
}

/** [3.1], [3.2], [5.1]: the Character Records, the marching order, the two cups and the entrance corridor. */
export function newGame(setup: DeathmazeSetup, rng: Rng): { state: DeathmazeState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const players = setup.players ?? 1;
  const share = setup.party.length / players;
  const party: GameAdventurer[] = setup.party.map((m, i) => {
    const defaults = CLASS_DEFAULTS[m.class];
    const weapons = m.weapons ?? [...defaults.weapons];
    const experience = m.experience ?? defaults.experience;
    const created = createAdventurer({ name: m.name, class: m.class, weapons, experience });
    if (!created.ok) throw new Error(created.errors.join(' '));
    const a = created.adventurer;
    if (!m.weapons || !m.experience) {
      events.push({
        kind: 'setup.default',
        section: '3.1',
        text: `${a.name} the ${CLASS_TRAITS[a.class].name} takes the default ${m.weapons ? '' : `weapons (${weapons.map((w) => WEAPON_NAMES[w]).join(' and ')})`}${!m.weapons && !m.experience ? ' and ' : ''}${m.experience ? '' : `initial experience (${experienceText(experience)})`}.`,
      });
    }
    return {
      ...a,
      id: `a${i + 1}`,
      player: Math.floor(i / share) + 1,
      dead: false,
      weaponBonuses: a.weapons.map(() => 0),
      magicItems: [],
      drunk: false,
      strength: 0,
      cannabis: false,
    };
  });
  const check = checkParty(party.length, players);
  for (const warning of check.warnings) events.push({ kind: 'setup.warning', section: '3.2', text: warning });
  const marchingOrder = defaultMarchingOrder(party.map((a) => a.id));
  const maze = createMaze(rng);
  const entrance = maze.placed['0,0'];
  events.push(
    {
      kind: 'setup.party',
      section: '3.1',
      text: `The party: ${party
        .map((a) => `${a.name} (${CLASS_TRAITS[a.class].name}, ${a.woundPoints} Wound Points, ${a.weapons.map((w) => WEAPON_NAMES[w]).join(' and ')}${a.detrap ? `, Detrap ${a.detrap}` : ''})`)
        .join('; ')}.`,
    },
    { kind: 'setup.order', section: '5.11', text: `Marching order: ${describeMarchingOrder(marchingOrder, (id) => party.find((a) => a.id === id)?.name ?? id)}.` },
    {
      kind: 'maze.entrance',
      section: '5.13',
      text: `Drew ${entrance ? designOf(entrance.chitId).name : 'a corridor'} as the entrance: the party enters the Deathmaze. This corridor is the only way out [4.0].`,
      data: { chitId: entrance?.chitId, position: ENTRANCE_POSITION },
    },
  );
  if (players > 1) events.push({ kind: 'setup.players', section: '3.0', text: `${players} players, ${share} adventurer${share === 1 ? '' : 's'} each.` });
  const state: DeathmazeState = {
    version: 1,
    gameVariant: 'basic',
    phase: { kind: 'exploring' },
    party,
    players,
    marchingOrder,
    maze,
    position: ENTRANCE_POSITION,
    previousPosition: null,
    entry: null,
    pool: { bezants: 0, gems: [] },
    bezantsTaken: 0,
    loot: [],
    unassigned: [],
    lurking: {},
    featuresDone: {},
    segmentsExplored: 1,
    stats: { chitsPlaced: 1, combats: 0, deaths: 0, rejectedDraws: 0, moves: 0, trapsSprung: 0, negotiations: 0 },
    nextId: 1,
    results: null,
  };
  return { state, events };
}
