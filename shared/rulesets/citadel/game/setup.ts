import { z } from 'zod';
import { forbiddenNameMessage, hasForbiddenNameCharacter } from '../../../core/names';
import type { Rng } from '../../../core/rng';
import { rollOnRange } from '../../../core/table';
import type { GameEvent } from '../../../engine/ruleset';
import {
  dominantSunTable,
  heroCharacteristics,
  HEROES,
  INITIATE_RACES,
  initiateChart,
  magicPotentialTable,
  PARTY_LIMITS,
  RACE_NAMES,
  spellsKnown,
  SUN_NAMES,
  WEAPONS,
  type HeroId,
  type InitiateRace,
  type MagicPotential,
  type WeaponId,
} from '../data/characters';
import { choosableAtStart, SPELLS, type SpellId } from '../data/spells';
import { roll } from '../../../core/dice';
import { GATEWAY, TILE_DESIGNS } from '../maze/tiles';
import { cellKey, newTile } from '../maze/grid';
import { note, rolled, tableEvents } from './events';
import { isCaster, usableSpells } from './party';
import { CITADEL_RULES_VERSION, type Character, type CitadelState } from './types';

const initiateSchema = z.lazy(() =>
  z
    .object({
      name: z
        .string()
        .trim()
        .min(1, 'An initiate needs a name.')
        .max(40, 'A name is at most 40 characters.')
        .refine((s) => !hasForbiddenNameCharacter(s), forbiddenNameMessage('Character names')),
      race: z.enum(INITIATE_RACES, { message: 'An initiate is an Elf, a Dwarf or a Human (4.3a).' }),
      weapons: z.tuple([z.enum(WEAPONS), z.enum(WEAPONS)]).optional(),
      initial: z.enum(['woundPoint', 'mainWeaponSkill', 'raceSkill']).default('woundPoint'),
      player: z.number().int().min(1).max(6).default(1),
      /**
       * PL 4.1 B6: the spells he will know, in the player's order of preference. His Magic Potential is rolled after
       * the set-up, so he learns the first of them, as many as his highest MP; the usual order fills any gap.
       */
      spells: z
        .array(z.enum(SPELLS))
        .max(SPELLS.length)
        .refine((l) => l.every(choosableAtStart), { message: 'Wrath of God and Resurrect are learnt only in play, never chosen at the start (10.8).' })
        .refine((l) => new Set(l).size === l.length, { message: 'A spell is chosen only once.' })
        .optional(),
    })
    .strict(),
);

/**
 * 4.1 (PL): solo, three heroes drawn at random and three initiates of chosen races; with several players the heroes
 * are drawn in turn. At most six characters in all.
 *
 * Built on first use (`z.lazy`), not at import: a simulation of the other ruleset never parses it.
 */
export const setupSchema = z.lazy(() =>
  z
    .object({
      heroes: z.number().int('Heroes are counted in whole numbers.').min(0).max(PARTY_LIMITS.max).default(PARTY_LIMITS.soloHeroes),
      initiates: z.array(initiateSchema).max(PARTY_LIMITS.max).default([
        { name: 'Aelin', race: 'elf', initial: 'woundPoint', player: 1 },
        { name: 'Borin', race: 'dwarf', initial: 'woundPoint', player: 1 },
        { name: 'Cedric', race: 'human', initial: 'woundPoint', player: 1 },
      ]),
      players: z.number().int().min(1).max(PARTY_LIMITS.max).default(1),
    })
    .strict()
    .refine((s) => s.heroes + s.initiates.length >= 1, { message: 'The party needs at least one character.' })
    .refine((s) => s.heroes + s.initiates.length <= PARTY_LIMITS.max, { message: `A party has at most ${PARTY_LIMITS.max} characters (4.1).` })
    .refine((s) => s.initiates.every((i) => i.player <= s.players), { message: 'An initiate belongs to a player who is not playing.' })
    .refine((s) => s.initiates.every((i) => i.weapons === undefined || i.weapons[0] !== i.weapons[1]), { message: 'An initiate carries two different weapons (4.1).' }),
);

export type CitadelSetup = z.input<typeof setupSchema>;

const parsedSetups = new WeakMap<object, z.output<typeof setupSchema>>();

/**
 * `setupSchema.parse`, once per setup object: the simulator hands one setup to every expedition it plays, and
 * `newGame` parses what it is given to fill in the defaults (parsed twice an expedition, 3% of the simulator's time in a
 * profile). The schema only checks and fills defaults, so a parsed setup parses to the same: it is remembered as its own.
 * Setups are never changed once made, as states are not.
 */
export function parseSetup(input: unknown): z.output<typeof setupSchema> {
  if (typeof input !== 'object' || input === null) return setupSchema.parse(input);
  let found = parsedSetups.get(input);
  if (!found) {
    found = setupSchema.parse(input);
    parsedSetups.set(input, found);
    parsedSetups.set(found, found);
  }
  return found;
}

/** The order spells are picked in when the player does not pick (the autoplayer's and the default): useful first. */
const SPELL_PREFERENCE: readonly SpellId[] = ['heal', 'lightning', 'blast', 'rejuvenate', 'oratory', 'mageArmor', 'sleep', 'cow', 'sway', 'mentalAttack', 'cajole', 'strength', 'charm', 'thief', 'neutralizePoison', 'stoneFlesh', 'daunt', 'ceaseFire', 'hesitate', 'magicShield', 'redemption', 'explosion', 'lock', 'teleport'];

/** PL 4.1 B6: as many spells as his highest MP, never a special (S) one (10.8): the player's first, then the usual order. */
export function defaultSpells(mp: MagicPotential, chosen: readonly SpellId[] = []): SpellId[] {
  const usual = [...SPELL_PREFERENCE, ...SPELLS.filter((s) => !SPELL_PREFERENCE.includes(s))];
  const list = [...chosen, ...usual.filter((s) => !chosen.includes(s))].filter(choosableAtStart);
  return list.slice(0, spellsKnown(mp));
}

const RACE_WEAPONS: Readonly<Record<InitiateRace, readonly [WeaponId, WeaponId]>> = {
  elf: ['bow', 'dagger'],
  dwarf: ['ax', 'dagger'],
  human: ['sword', 'dagger'],
};

export function heroCharacter(id: string, hero: HeroId, player: number): Character {
  const h = heroCharacteristics(hero);
  const weaponSkills: Partial<Record<WeaponId, number>> = {};
  if (h.weaponSkill) weaponSkills[h.weaponSkill.weapon] = h.weaponSkill.bonus;
  return {
    id,
    name: h.name,
    kind: 'hero',
    heroId: hero,
    race: h.race,
    woundPoints: h.woundPoints,
    wounds: 0,
    alive: true,
    death: null,
    magicPotential: h.magicPotential,
    resistance: h.resistance,
    combatBonus: h.combatBonus,
    weapons: [...h.weapons],
    weaponSkills,
    skills: { detrap: 0, negotiation: 0, hellgate: 0, [h.skill.skill]: h.skill.value },
    spells: defaultSpells(h.magicPotential),
    experience: 0,
    goldMarks: 0,
    jewels: [],
    items: [],
    expeditionPenalty: 0,
    drunk: false,
    prisoner: false,
    raised: [],
    player,
  };
}

export function initiateCharacter(id: string, spec: z.output<typeof initiateSchema>, mp: MagicPotential): Character {
  const chart = initiateChart.rows[spec.race];
  const weapons = spec.weapons ?? RACE_WEAPONS[spec.race];
  const main = chart.weaponSkill.weapon;
  const weaponSkills: Partial<Record<WeaponId, number>> = { [main]: chart.weaponSkill.bonus + (spec.initial === 'mainWeaponSkill' ? 1 : 0) };
  const skills = { detrap: 0, negotiation: 0, hellgate: 0, [chart.skill.skill]: chart.skill.value + (spec.initial === 'raceSkill' ? 1 : 0) };
  return {
    id,
    name: spec.name,
    kind: 'initiate',
    heroId: null,
    race: spec.race,
    woundPoints: chart.woundPoints + (spec.initial === 'woundPoint' ? 1 : 0),
    wounds: 0,
    alive: true,
    death: null,
    magicPotential: mp,
    resistance: chart.resistance,
    combatBonus: chart.combatBonus,
    weapons: [...weapons],
    weaponSkills,
    skills: { detrap: skills.detrap, negotiation: skills.negotiation, hellgate: skills.hellgate },
    spells: defaultSpells(mp, spec.spells),
    experience: 0,
    goldMarks: 0,
    jewels: [],
    items: [],
    expeditionPenalty: 0,
    drunk: false,
    prisoner: false,
    raised: [],
    player: spec.player,
  };
}

/** Fisher–Yates with the game's generator. */
export function shuffle<T>(rng: Rng, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(0, i);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** Draws `count` heroes not yet drawn in this campaign. */
export function drawHeroes(rng: Rng, drawn: readonly HeroId[], count: number): HeroId[] {
  return shuffle(rng, HEROES.filter((h) => !drawn.includes(h))).slice(0, count);
}

/** 9.0 A with PL 4.1: a marching order with fighters in front (at least two in the first row). */
export function defaultOrder(party: readonly Character[]): string[] {
  const score = (c: Character) => (c.weapons.some((w) => w !== 'bow' && w !== 'throwDagger') ? 100 : 0) + c.woundPoints + c.combatBonus * 2 - (isCaster(c) ? 3 : 0);
  return [...party].sort((a, b) => score(b) - score(a)).map((c) => c.id);
}

export function newGame(input: CitadelSetup, rng: Rng): { state: CitadelState; events: readonly GameEvent[] } {
  const setup = parseSetup(input);
  const events: GameEvent[] = [];
  const heroes = drawHeroes(rng, [], setup.heroes);
  const party: Character[] = [];
  heroes.forEach((h, i) => {
    // 4.1: with several players the heroes are drawn in turn, one to each player round the table.
    const player = (i % setup.players) + 1;
    party.push(heroCharacter(`c${party.length + 1}`, h, player));
    events.push(note('setup', `Player ${player} draws ${heroCharacteristics(h).name} (${RACE_NAMES[heroCharacteristics(h).race]}).`, '4.3'));
  });
  for (const spec of setup.initiates) {
    const r = rollOnRange(rng, magicPotentialTable, (m) => `${m.red} ${m.yellow} ${m.blue}`, { purpose: `${spec.name}'s Magic Potential` });
    events.push(...tableEvents('setup', `${spec.name} the ${RACE_NAMES[spec.race]} initiate has Magic Potential ${r.result.red}/${r.result.yellow}/${r.result.blue}.`, r, magicPotentialTable.id));
    party.push(initiateCharacter(`c${party.length + 1}`, spec, r.result));
  }
  const gateway = { ...newTile(GATEWAY.id, { x: 0, y: 0, level: 1 }, 'corridor', 0), entered: true };
  const base: CitadelState = {
    version: CITADEL_RULES_VERSION,
    ruleset: 'citadel',
    party,
    order: defaultOrder(party),
    tiles: { [cellKey(1, 0, 0)]: gateway },
    pile: shuffle(rng, TILE_DESIGNS.map((d) => d.id)),
    position: { x: 0, y: 0, level: 1 },
    previous: null,
    phase: { kind: 'explore' },
    encounter: null,
    mirror: { level: null, countdown: null },
    hellgateFound: false,
    hellgateDestroyed: false,
    expedition: 0,
    dominantSun: 'red',
    healUses: {},
    ringCastsLeft: {},
    stats: { moves: 0, combats: 0, tilesPlaced: 1, actions: 0 },
    exits: 0,
    nextId: party.length + 1,
    heroesDrawn: heroes,
    lastExpedition: null,
  };
  const started = beginExpedition(base, rng);
  return { state: started.state, events: [...events, ...started.events] };
}

/**
 * The start of every expedition (PL 4.1 D, 10.6, 17.0): the party stands on the Gateway, the dominant sun is rolled,
 * and every caster who may use Heal or Rejuvenate rolls his uses.
 */
export function beginExpedition(state: CitadelState, rng: Rng): { state: CitadelState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  const expedition = state.expedition + 1;
  const sun = rollOnRange(rng, dominantSunTable, (s) => SUN_NAMES[s], { purpose: `Dominant sun, expedition ${expedition}` });
  events.push(...tableEvents('sun', `Expedition ${expedition}: the ${SUN_NAMES[sun.result]} Sun is dominant.`, sun, dominantSunTable.id));
  const next: CitadelState = { ...state, expedition, dominantSun: sun.result, position: { x: 0, y: 0, level: 1 }, previous: null, phase: { kind: 'explore' }, encounter: null, healUses: {}, ringCastsLeft: {}, marking: true };
  const healUses: Record<string, number> = {};
  for (const c of next.party) {
    if (!c.alive) continue;
    const usable = usableSpells(next, c);
    // 10.6 ruling: Heal and Rejuvenate each have their own 1D6 uses, rolled on entering.
    for (const spell of ['heal', 'rejuvenate'] as const) {
      if (!usable.includes(spell)) continue;
      const r = roll(rng, '1D6', { section: '10.6', table: 'Heal uses', purpose: `${c.name}'s ${spell === 'heal' ? 'Heal' : 'Rejuvenate'} uses this expedition` });
      healUses[`${c.id}:${spell}`] = r.total;
      events.push(rolled('setup', `${c.name} may cast ${spell === 'heal' ? 'Heal' : 'Rejuvenate'} ${r.total} time${r.total === 1 ? '' : 's'} this expedition.`, r));
    }
  }
  return { state: { ...next, healUses }, events };
}
