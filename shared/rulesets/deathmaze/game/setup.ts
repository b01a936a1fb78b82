import { z } from 'zod';
import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import {
  BASIC_CLASSES,
  CLASS_TRAITS,
  checkParty,
  adventurerFromInput,
  adventurerInputSchema,
  WEAPON_NAMES,
  WEAPONS,
  adventurerNameSchema,
  type Adventurer,
  type BasicClassId,
  type CheckedAdventurerInput,
  type InitialExperience,
  type WeaponId,
} from '../data/characters';
import { defaultMarchingOrder, describeMarchingOrder, validateMarchingOrder, BOXES_PER_ROW, type MarchingOrder } from '../combat';
import { createMaze, designOf, ENTRANCE_POSITION } from '../maze';
import { ALL_CLASS_TRAITS, createWizard, WIZARD_WEAPONS, type AdvancedAdventurer } from '../advanced/wizard';
import { SPELLS, spellName, type SpellId } from '../advanced/spells';
import { campaignFromParty } from './campaign-bridge';
import { copyKeys, keysAfter } from '../../../core/shape';
import { buildState, copyAdventurer, RECORD_KEYS } from './state-copy';
import { openingAdvancedBookkeeping, openingExpedition } from './expedition-start';
import { DEATHMAZE_RULES_VERSION, type DeathmazeState, type GameAdventurer } from './types';

/**
 * What the player gives when the UI sends only a name and a class: weapons and the pre-game experience of [3.1]
 * (see game ruling "Default weapons and experience").
 */
export const CLASS_DEFAULTS: Readonly<Record<BasicClassId, { weapons: readonly [WeaponId, WeaponId]; experience: InitialExperience }>> = {
  hero: { weapons: ['sword', 'bow'], experience: { kind: 'weaponSkill', weapon: 'sword' } },
  thief: { weapons: ['dagger', 'bow'], experience: { kind: 'detrap' } },
};

/**
 * A Wizard given only a name and a class (Advanced game): Dagger and Throwing Dagger, Lightning, and a Wound Point as
 * initial experience (see game ruling "Default Wizard").
 */
export const WIZARD_DEFAULTS = {
  weapons: ['dagger', 'throwingDagger'] as const satisfies readonly WeaponId[],
  spell: 'lightning' as SpellId,
  experience: { kind: 'woundPoint' } as const,
};

const experienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('woundPoint') }),
  z.object({ kind: z.literal('weaponSkill'), weapon: z.enum(WEAPONS) }),
  z.object({ kind: z.literal('detrap') }),
  /** [11.13] A Wizard's point of Magic Resistance. */
  z.object({ kind: z.literal('magicResistance') }),
  /** [11.13] A Wizard's second spell. */
  z.object({ kind: z.literal('spell'), spell: z.enum(SPELLS) }),
]);
type MemberExperience = z.infer<typeof experienceSchema>;

/** One adventurer of the setup: name and class, and optionally weapons, initial experience and (Wizards) a spell. */
export const memberSchema = z.object({
  name: adventurerNameSchema,
  class: z.enum([...BASIC_CLASSES, 'wizard']),
  weapons: z.array(z.enum(WEAPONS)).length(2, 'Two weapons must be entered for each adventurer [3.1].').optional(),
  experience: experienceSchema.optional(),
  /** [11.12] A Wizard's first spell. */
  spell: z.enum(SPELLS).optional(),
  /** [3.0] The player (1..players) who controls this adventurer; when no member names one, shares go in party order. */
  player: z.number().int().min(1).max(6).optional(),
});
export type MemberSetup = z.infer<typeof memberSchema>;

/** Problems with one member that the rules forbid (class, weapons, experience and spell together). */
export function memberProblems(m: MemberSetup, variant: 'basic' | 'advanced'): string[] {
  const out: string[] = [];
  if (m.class === 'wizard') {
    if (variant !== 'advanced') out.push('Wizards exist only in the Advanced Game [3.0], [11.11].');
    for (const w of m.weapons ?? []) if (!WIZARD_WEAPONS.includes(w)) out.push(`A Wizard may use or carry only daggers and throwing daggers, not a ${WEAPON_NAMES[w]} [11.11].`);
    if (m.experience?.kind === 'detrap') out.push('Only Thieves may take a point of Detrap skill as initial experience [3.1 c].');
    if (m.experience?.kind === 'weaponSkill' && !WIZARD_WEAPONS.includes(m.experience.weapon)) out.push('A Wizard\'s weapon skill must be with a dagger or throwing dagger [11.11].');
    if (m.experience?.kind === 'spell' && m.experience.spell === (m.spell ?? WIZARD_DEFAULTS.spell)) out.push('The second spell must differ from the first [11.13].');
    return out;
  }
  if (m.spell) out.push('Only Wizards know spells [11.12].');
  if (m.experience?.kind === 'spell') out.push('Only Wizards may take a second spell as initial experience [11.13].');
  if (m.experience?.kind === 'magicResistance') out.push('Only Wizards may take a point of Magic Resistance as initial experience [11.13]; Heroes and Thieves choose from [3.1].');
  if (m.experience?.kind === 'detrap' && CLASS_TRAITS[m.class].detrap === 0) out.push('Only Thieves may take a point of Detrap skill as initial experience [3.1 c].');
  return out;
}

export const setupSchema = z
  .object({
    party: z.array(memberSchema).min(1, 'A party has at least one adventurer [3.0].').max(6, 'A party has at most six adventurers [3.0].'),
    players: z.number().int().min(1).max(6).optional(),
    /** Chosen when the campaign is created [13.0]: the Basic game, or the Advanced game with Wizards [11.0]. */
    variant: z.enum(['basic', 'advanced']).optional(),
    /** A name for the campaign the party starts. */
    campaign: z.string().trim().min(1).max(60).optional(),
    /**
     * [5.11] The marching order as rows of indexes into `party`, front row first. Absent, the rows are filled three
     * at a time in party order.
     */
    marchingOrder: z.array(z.array(z.number().int().min(0)).min(1, 'Every row of the marching order holds one to three adventurers [5.12].')).min(1).optional(),
  })
  .superRefine((setup, ctx) => {
    const partyCheck = checkParty(setup.party.length, setup.players ?? 1);
    for (const error of partyCheck.errors) ctx.addIssue({ code: 'custom', message: error });
    if (partyCheck.ok) for (const message of playerProblems(setup.party, setup.players ?? 1)) ctx.addIssue({ code: 'custom', path: ['party'], message });
    if (setup.marchingOrder) {
      const check = validateMarchingOrder(setupMarchingOrder(setup.marchingOrder), memberIds(setup.party.length));
      if (!check.ok) ctx.addIssue({ code: 'custom', path: ['marchingOrder'], message: check.message, params: { rule: check.rule } });
    }
    setup.party.forEach((m, i) => {
      for (const message of memberProblems(m, setup.variant ?? 'basic')) ctx.addIssue({ code: 'custom', path: ['party', i], message });
    });
  });
export type DeathmazeSetup = z.infer<typeof setupSchema>;

/** The game's ids for a party of this size, in party order. */
function memberIds(size: number): string[] {
  return Array.from({ length: size }, (_, i) => `a${i + 1}`);
}

/** A setup's rows of party indexes as the engine's marching order (three boxes a row, empty boxes null). */
export function setupMarchingOrder(rows: readonly (readonly number[])[]): MarchingOrder {
  // Rows longer than three are kept as they are so that validateMarchingOrder refuses them with its own words [5.12].
  return { rows: rows.map((row) => (row.length > BOXES_PER_ROW ? row.map((i) => `a${i + 1}`) : [0, 1, 2].map((b) => (row[b] === undefined ? null : `a${row[b] + 1}`)))) };
}

/**
 * [3.0] Explicit players: either no member names a player or every member does, each within 1..players, and every
 * player controls the same number of adventurers.
 */
export function playerProblems(party: readonly { player?: number | undefined }[], players: number): string[] {
  const named = party.filter((m) => m.player !== undefined).length;
  if (named === 0) return [];
  if (named !== party.length) return ['Every adventurer must be given a player, or none [3.0].'];
  const out: string[] = [];
  const counts = Array.from({ length: players }, () => 0);
  for (const m of party) {
    const p = m.player ?? 0;
    if (p > players) out.push(`There is no player ${p}: the game has ${players} player${players === 1 ? '' : 's'} [3.0].`);
    else counts[p - 1] = (counts[p - 1] ?? 0) + 1;
  }
  if (out.length) return out;
  const share = party.length / players;
  if (counts.some((n) => n !== share)) {
    out.push(`Every player controls the same number of adventurers [3.0]: ${counts.map((n, i) => `player ${i + 1} has ${n}`).join(', ')}.`);
  }
  return out;
}

function experienceText(e: MemberExperience): string {
  return e.kind === 'woundPoint' ? '+1 Wound Point' : e.kind === 'detrap' ? '+1 Detrap' : e.kind === 'magicResistance' ? '+1 Magic Resistance' : e.kind === 'spell' ? `second spell ${spellName(e.spell)}` : `+1 ${WEAPON_NAMES[e.weapon]}`;
}

/** The creation choices of one member with the defaults filled in, as createAdventurer / createWizard take them. */
export function memberInput(m: MemberSetup): Record<string, unknown> {
  if (m.class === 'wizard') {
    return { name: m.name, class: 'wizard', weapons: m.weapons ?? [...WIZARD_DEFAULTS.weapons], spell: m.spell ?? WIZARD_DEFAULTS.spell, experience: m.experience ?? WIZARD_DEFAULTS.experience };
  }
  const defaults = CLASS_DEFAULTS[m.class];
  return { name: m.name, class: m.class, weapons: m.weapons ?? [...defaults.weapons], experience: m.experience ?? defaults.experience };
}

/** The Character Record of one setup member [3.1], [11.1], with the defaults the player left out. */
export function createMember(m: MemberSetup, variant: 'basic' | 'advanced', events: GameEvent[]): AdvancedAdventurer | Adventurer {
  const problems = memberProblems(m, variant);
  if (problems.length) throw new Error(problems.join(' '));
  let made: Adventurer | AdvancedAdventurer;
  let weapons: WeaponId[];
  let experience: MemberExperience;
  if (m.class === 'wizard') {
    weapons = m.weapons ?? [...WIZARD_DEFAULTS.weapons];
    experience = m.experience ?? WIZARD_DEFAULTS.experience;
    const created = createWizard({ name: m.name, class: 'wizard', weapons, spell: m.spell ?? WIZARD_DEFAULTS.spell, experience });
    if (!created.ok) throw new Error(created.errors.join(' '));
    made = created.adventurer;
  } else {
    const defaults = CLASS_DEFAULTS[m.class];
    weapons = m.weapons ?? [...defaults.weapons];
    experience = m.experience ?? defaults.experience;
    made = basicAdventurer({ name: m.name, class: m.class, weapons, experience: experience as InitialExperience }, m);
  }
  if (!m.weapons || !m.experience || (m.class === 'wizard' && !m.spell)) {
    const parts = [
      m.weapons ? '' : `weapons (${weapons.map((w) => WEAPON_NAMES[w]).join(' and ')})`,
      m.class === 'wizard' && !m.spell ? `spell (${spellName(WIZARD_DEFAULTS.spell)})` : '',
      m.experience ? '' : `initial experience (${experienceText(experience)})`,
    ].filter(Boolean);
    events.push({
      kind: 'setup.default',
      section: m.class === 'wizard' ? '11.1' : '3.1',
      text: `${made.name} the ${ALL_CLASS_TRAITS[m.class].name} takes the default ${parts.join(' and ')}.`,
    });
  }
  return made;
}

/**
 * createAdventurer for a Hero or Thief, with the schema check done once per distinct set of choices: a simulation
 * creates the same few members for every expedition. The choices are plain data, so their JSON text names them
 * exactly; the record itself is built anew each time.
 */
function basicAdventurer(input: { name: string; class: BasicClassId; weapons: readonly WeaponId[]; experience: InitialExperience }, member: MemberSetup): Adventurer {
  // The input is made from the setup's member and constant defaults alone: a member object seen before (a simulation
  // hands every expedition the same parsed setup) names the same choices without writing its JSON text again.
  let checked = checkedByMember.get(member);
  if (checked === undefined) {
    const key = JSON.stringify(input);
    checked = checkedBasicInputs.get(key);
    if (checked === undefined) {
      const parsed = adventurerInputSchema.safeParse(input);
      if (!parsed.success) throw new Error(parsed.error.issues.map((i) => i.message).join(' '));
      checked = parsed.data;
      if (checkedBasicInputs.size < MAX_CHECKED_INPUTS) checkedBasicInputs.set(key, checked);
    }
    checkedByMember.set(member, checked);
  }
  return adventurerFromInput(checked);
}

const checkedBasicInputs = new Map<string, CheckedAdventurerInput>();
const checkedByMember = new WeakMap<MemberSetup, CheckedAdventurerInput>();
const MAX_CHECKED_INPUTS = 1000;


/** A Character Record as the game carries it. Only Wizards carry a spell list, so Basic records are as they were. */
export function toGameAdventurer(a: AdvancedAdventurer | Adventurer, id: string, player: number, weaponBonuses?: readonly number[]): GameAdventurer {
  const bonuses = weaponBonuses ? [...weaponBonuses] : a.weapons.map(() => 0);
  // A new Hero's or Thief's record (every member of a Basic party): its keys written out in the order the general path
  // below gives them. That path's object rest and spreads run in V8's slow generic copy: 40 µs a record against 3 for
  // making the record itself, four times an expedition (bundled, at load 20).
  if (keysAfter(a, RECORD_KEYS)?.length === 0) {
    return copyAdventurer({
      name: a.name,
      class: a.class,
      woundPoints: a.woundPoints,
      wounds: a.wounds,
      magicResistance: a.magicResistance,
      weapons: a.weapons,
      weaponSkills: a.weaponSkills,
      detrap: a.detrap,
      experience: a.experience,
      bezants: a.bezants,
      gems: a.gems,
      magicItems: [],
      id,
      player,
      dead: false,
      weaponBonuses: bonuses,
      drunk: false,
      strength: 0,
      cannabis: false,
    });
  }
  // Same keys in the same order as always (a save's JSON depends on it): the record's own keys without `spells`, then
  // a Wizard's spells, then the game's keys (a key the record already has keeps its place, as a spread does). Stored
  // one by one rather than as `{ ...own, ...spells, … }` after an object rest: V8 runs those in its slow generic copy
  // (bundled: 25 µs a roster record against 1–2), and a campaign brings four out of the roster every expedition.
  const out: { -readonly [K in keyof GameAdventurer]?: GameAdventurer[K] } = {};
  copyKeys(
    a,
    out,
    Object.keys(a).filter((key) => key !== 'spells'),
  );
  if (a.class === 'wizard' && 'spells' in a) out.spells = [...a.spells];
  out.class = a.class;
  out.id = id;
  out.player = player;
  out.dead = false;
  out.weaponBonuses = bonuses;
  out.magicItems = [];
  out.drunk = false;
  out.strength = 0;
  out.cannabis = false;
  // Through copyAdventurer's literal, so that every record in play has the hidden class the engine is compiled for.
  return copyAdventurer(out as GameAdventurer);
}

/**
 * What a setup alone decides, before any die is rolled: the Character Records [3.1], [3.2], the marching order [5.11]
 * and the setup's log lines. It depends on nothing but the setup, so a simulation, which starts every expedition from
 * one parsed setup, works it out once (`openingOf` in simulate.ts) and shares it: the records are never changed in
 * place (every change makes a new record), so expeditions sharing them cannot see each other's.
 */
export interface PartyOpening {
  readonly party: readonly GameAdventurer[];
  readonly marchingOrder: MarchingOrder;
  /** The members' defaults and the party check's warnings, in the order newGame logs them. */
  readonly memberEvents: readonly GameEvent[];
  readonly partyText: string;
  readonly orderText: string;
}

/** newGame's work before the maze: throws, as newGame does, on a party or marching order the rules forbid. */
export function partyOpening(setup: DeathmazeSetup): PartyOpening {
  const events: GameEvent[] = [];
  const players = setup.players ?? 1;
  const share = setup.party.length / players;
  const variant = setup.variant ?? 'basic';
  const party: GameAdventurer[] = setup.party.map((m, i) => toGameAdventurer(createMember(m, variant, events), `a${i + 1}`, m.player ?? Math.floor(i / share) + 1));
  const check = checkParty(party.length, players);
  for (const warning of check.warnings) events.push({ kind: 'setup.warning', section: '3.2', text: warning });
  const playerErrors = check.ok ? playerProblems(setup.party, players) : [];
  if (playerErrors.length) throw new Error(playerErrors.join(' '));
  let marchingOrder = defaultMarchingOrder(party.map((a) => a.id));
  if (setup.marchingOrder) {
    marchingOrder = setupMarchingOrder(setup.marchingOrder);
    const orderCheck = validateMarchingOrder(marchingOrder, party.map((a) => a.id));
    if (!orderCheck.ok) throw new Error(`[${orderCheck.rule}] ${orderCheck.message}`);
  }
  return {
    party,
    marchingOrder,
    memberEvents: events,
    partyText: `The party: ${party.map(describeMember).join('; ')}.`,
    orderText: `Marching order: ${describeMarchingOrder(marchingOrder, (id) => party.find((a) => a.id === id)?.name ?? id)}.`,
  };
}

/** [3.1], [3.2], [5.1]: the Character Records, the marching order, the two cups and the entrance corridor. */
export function newGame(setup: DeathmazeSetup, rng: Rng): { state: DeathmazeState; events: GameEvent[] } {
  return newGameFrom(setup, partyOpening(setup), rng);
}

/** newGame with the setup's opening already worked out (`opening` must be `partyOpening(setup)`). */
export function newGameFrom(setup: DeathmazeSetup, opening: PartyOpening, rng: Rng): { state: DeathmazeState; events: GameEvent[] } {
  const players = setup.players ?? 1;
  const share = setup.party.length / players;
  const variant = setup.variant ?? 'basic';
  const { party, marchingOrder } = opening;
  // Fresh event records around the shared texts: a caller may tag or keep the events it is handed.
  const events: GameEvent[] = [];
  for (const e of opening.memberEvents) events.push({ ...e });
  const maze = createMaze(rng);
  const entrance = maze.placed['0,0'];
  events.push(
    {
      kind: 'setup.party',
      section: '3.1',
      text: opening.partyText,
    },
    { kind: 'setup.order', section: '5.11', text: opening.orderText },
    {
      kind: 'maze.entrance',
      section: '5.13',
      text: `Drew ${entrance ? designOf(entrance.chitId).name : 'a corridor'} as the entrance: the party enters the Deathmaze. This corridor is the only way out [4.0].`,
      data: { chitId: entrance?.chitId, position: ENTRANCE_POSITION },
    },
  );
  if (players > 1) events.push({ kind: 'setup.players', section: '3.0', text: `${players} players, ${share} adventurer${share === 1 ? '' : 's'} each.` });
  // Stored after the expedition's fields rather than spread among them: the optional keys come last, in this order.
  // A setup that names its variant or campaign starts a campaign at once; one with a party only gains it at home.
  const campaign = setup.variant !== undefined || setup.campaign !== undefined ? { campaign: campaignFromParty(setup.campaign ?? 'Campaign', variant, party) } : {};
  const state = buildState({
    version: DEATHMAZE_RULES_VERSION,
    gameVariant: variant,
    players,
    ...openingExpedition({ party, marchingOrder, maze, nextId: 1 }),
    ...campaign,
    ...(variant === 'advanced' ? openingAdvancedBookkeeping('newGame') : {}),
  });
  return { state, events };
}

export function describeMember(a: GameAdventurer): string {
  return `${a.name} (${ALL_CLASS_TRAITS[a.class].name}, ${a.woundPoints} Wound Points, ${a.weapons.map((w) => WEAPON_NAMES[w]).join(' and ')}${a.detrap ? `, Detrap ${a.detrap}` : ''}${a.spells?.length ? `, ${a.spells.map(spellName).join(' and ')}` : ''})`;
}
