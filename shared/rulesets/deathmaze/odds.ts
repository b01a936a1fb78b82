import { Rng } from '../../core/rng';
import { rngStateFromSeed } from '../../core/seed';
import type { Autoplayer, CampaignLegOutcome, Death, DeathCause, ExpeditionOutcome } from '../../sim/outcome';
import { withoutLogWords } from '../../engine/log-words';
import { chooseAction } from './autoplay';
import { deathmazeCampaignLog } from './campaign-log';
import { monsterCharacteristicsChart } from './data/monsters';
import { effectiveWoundPoints, MAX_ACTIONS, newGameOnce, nextState, playExpedition, type DeathmazeAction, type DeathmazeState, type GameAdventurer } from './game';

/**
 * The Deathmaze autoplayer as the odds tools use it (`Ruleset.autoplay`): expeditions and campaigns played headless
 * with chooseAction, each reduced to an ExpeditionOutcome. Nothing here changes how a game is played; it only reads
 * the states the reducer returns.
 */

const CLASSES = { basic: ['hero', 'thief'], advanced: ['hero', 'thief', 'wizard'] } as const;
const DEFAULT_PARTY = { basic: ['hero', 'hero', 'thief', 'thief'], advanced: ['hero', 'wizard', 'thief', 'thief'] } as const;

/** Monster names longest first, so "Evil Wizards" is matched before a shorter name inside it. */
const MONSTER_NAMES = Object.values(monsterCharacteristicsChart.rows)
  .flatMap((c) => [
    { text: c.plural, name: c.name },
    { text: c.name, name: c.name },
  ])
  .sort((a, b) => b.text.length - a.text.length);

/**
 * Why he died, read from the cause the reducer wrote on his record (party.ts, encounter.ts, traps.ts…). A Wizard whose
 * spell-casting wounds alone reach his Wound Points died of his spells [11.22], whatever blow came last.
 */
export function deathOf(a: GameAdventurer): Death {
  const text = a.causeOfDeath ?? '';
  if ((a.spellWounds ?? 0) > 0 && (a.spellWounds ?? 0) >= effectiveWoundPoints(a)) return { cause: 'spell cost' };
  // The causes are a few dozen texts, each read against every monster name and pattern: each reading is kept (a
  // Death is never changed once made).
  let death = deathByText.get(text);
  if (death === undefined) {
    death = deathFromText(text);
    if (deathByText.size < 1000) deathByText.set(text, death);
  }
  return death;
}

const deathByText = new Map<string, Death>();

function deathFromText(text: string): Death {
  const monster = MONSTER_NAMES.find((m) => text.includes(m.text))?.name ?? (/vampire/i.test(text) ? 'Vampire' : undefined);
  let cause: DeathCause = 'other';
  if (/^killed fighting|turned to stone|vampire's charm/.test(text)) cause = 'combat';
  else if (/trap/.test(text)) cause = 'trap';
  else if (/poison/.test(text)) cause = 'poison';
  else if (/Medallion|armour/.test(text)) cause = 'magic item';
  return cause === 'combat' && monster ? { cause, monster } : { cause };
}

interface Start {
  readonly ids: ReadonlySet<string>;
  readonly experience: ReadonlyMap<string, number>;
  readonly bezants: ReadonlyMap<string, number>;
}

function startOf(state: DeathmazeState): Start {
  const alive = state.party.filter((a) => !a.dead);
  return { ids: new Set(alive.map((a) => a.id)), experience: new Map(alive.map((a) => [a.id, a.experience])), bezants: new Map(alive.map((a) => [a.id, a.bezants])) };
}

function outcomeOf(end: DeathmazeState, start: Start, actions: number, from: DeathmazeState['stats']): ExpeditionOutcome {
  const went = end.party.filter((a) => start.ids.has(a.id));
  const out = end.phase.kind === 'ended' && end.phase.reason === 'left' ? went.filter((a) => !a.dead) : [];
  const result = end.phase.kind !== 'ended' ? 'unfinished' : end.phase.reason !== 'left' ? 'died' : end.results?.some((r) => r.won) ? 'won' : 'escaped';
  return {
    result,
    adventurers: went.length,
    survivors: out.length,
    moves: end.stats.moves - from.moves,
    actions,
    combats: end.stats.combats - from.combats,
    chitsPlaced: end.stats.chitsPlaced - from.chitsPlaced,
    deaths: went.filter((a) => a.dead).map(deathOf),
    experience: out.map((a) => a.experience - (start.experience.get(a.id) ?? 0)),
    treasure: out.map((a) => a.bezants - (start.bezants.get(a.id) ?? 0)),
  };
}

/**
 * One step of the reducer with the autoplayer's choice; an illegal choice is a bug in the policy, so it throws. Only
 * the state is read here: the step's events are not handed out (nextState).
 */
function step(state: DeathmazeState, action: DeathmazeAction, rng: Rng): DeathmazeState {
  const next = nextState(state, action, rng);
  if ('ok' in next) throw new Error(`The autoplayer chose an illegal action ${JSON.stringify(action)}: [${next.rule}] ${next.message}`);
  return next;
}

/**
 * Plays from `state` to the end of the expedition under way, or of the next one (a campaign at home sets out first;
 * an expedition that has just ended goes home first).
 */
function playOn(initial: DeathmazeState, rng: Rng): { end: DeathmazeState; start: Start; from: DeathmazeState['stats']; actions: number } {
  // Every event is thrown away unread here (only the states are): the log's words are not written.
  return withoutLogWords(() => playFrom(initial, rng));
}

function playFrom(initial: DeathmazeState, rng: Rng): { end: DeathmazeState; start: Start; from: DeathmazeState['stats']; actions: number } {
  let state = initial;
  let actions = 0;
  if (state.phase.kind === 'ended' && state.campaign) state = step(state, { type: 'home' }, rng);
  while (state.phase.kind === 'home' && actions < MAX_ACTIONS) {
    state = step(state, chooseAction(state), rng);
    actions++;
  }
  const start = startOf(state);
  const from = state.stats;
  while (state.phase.kind !== 'ended' && actions < MAX_ACTIONS) {
    state = step(state, chooseAction(state), rng);
    actions++;
  }
  return { end: state, start, from, actions };
}

function rosterAfter(state: DeathmazeState): CampaignLegOutcome['roster'] {
  const alive = (state.campaign?.roster ?? []).filter((a) => a.status !== 'dead');
  return {
    living: alive.length,
    woundPoints: alive.reduce((n, a) => n + a.woundPoints, 0),
    experience: alive.reduce((n, a) => n + a.experience, 0),
    treasure: alive.reduce((n, a) => n + a.bezants, 0),
  };
}

const NO_STATS: DeathmazeState['stats'] = { chitsPlaced: 0, combats: 0, deaths: 0, rejectedDraws: 0, moves: 0, trapsSprung: 0, negotiations: 0 };

/** Ability points bought so far by the whole roster [13.11]. */
const pointsOf = (state: DeathmazeState): number => (state.campaign?.roster ?? []).reduce((n, a) => n + a.advancement.length, 0);

/** Why a saved game has no expedition to simulate from, or undefined. */
function cannotSimulateFrom(input: unknown): string | undefined {
  const state = input as DeathmazeState;
  if (state.phase.kind === 'ended' && !state.campaign) return 'This game is over: there is no expedition left to simulate.';
  if (state.phase.kind === 'home' && !(state.campaign?.roster ?? []).some((a) => a.status === 'available')) return 'No one on the roster can set out.';
  return undefined;
}

/** Up to `expeditions` expeditions of a campaign from `initial`, each followed by the return home [13.0]. */
function campaignLegs(initial: DeathmazeState, rng: Rng, expeditions: number): CampaignLegOutcome[] {
  let state = initial;
  const legs: CampaignLegOutcome[] = [];
  while (legs.length < expeditions && !cannotSimulateFrom(state)) {
    const before = pointsOf(state);
    const played = playOn(state, rng);
    const outcome = outcomeOf(played.end, played.start, played.actions, played.from);
    if (outcome.result === 'unfinished') break;
    state = step(played.end, { type: 'home' }, rng);
    legs.push({ ...outcome, pointsBought: pointsOf(played.end) - before, roster: rosterAfter(state) });
  }
  return legs;
}

export const deathmazeAutoplay: Autoplayer = {
  classes: CLASSES,
  defaultParty: (advanced) => (advanced ? DEFAULT_PARTY.advanced : DEFAULT_PARTY.basic),
  setupFor(classes, advanced) {
    const allowed: readonly string[] = advanced ? CLASSES.advanced : CLASSES.basic;
    for (const c of classes) {
      if (!allowed.includes(c)) throw new Error(c === 'wizard' ? 'Wizards exist only in the Advanced game: add --advanced [11.11].' : `Unknown class “${c}” in the party; the classes are ${allowed.join(', ')}.`);
    }
    if (classes.length < 1 || classes.length > 6) throw new Error('A party is one to six adventurers [3.0].');
    const party = classes.map((c, i) => ({ name: `${c.charAt(0).toUpperCase()}${c.slice(1)} ${i + 1}`, class: c }));
    // Basic games keep the setup they always had (no variant), so their seeds play exactly as before.
    return advanced ? { variant: 'advanced', party } : { party };
  },
  expedition(setup, seed) {
    const rng = new Rng(rngStateFromSeed(seed));
    // A run hands the same setup to every expedition: the schema checks it once (zod's parse was ~2% of a game).
    const { end, start, actions } = playOn(newGameOnce(setup, rng).state, rng);
    // A new game's counts start at nothing: the entrance chit placed at setup counts as placed, as it always has.
    return outcomeOf(end, start, actions, NO_STATS);
  },
  expeditionFrom(state, seed) {
    const rng = new Rng(rngStateFromSeed(seed));
    const { end, start, from, actions } = playOn(state as DeathmazeState, rng);
    return outcomeOf(end, start, actions, from);
  },
  cannotSimulateFrom,
  campaign(setup, seed, expeditions) {
    const rng = new Rng(rngStateFromSeed(seed));
    return campaignLegs(newGameOnce(setup, rng).state, rng, expeditions);
  },
  campaignFrom(input, seed, expeditions) {
    const rng = new Rng(rngStateFromSeed(seed));
    const state = input as DeathmazeState;
    // A single game that has ended goes on as a campaign once its survivors go home [13.0], as the player may choose.
    return campaignLegs(state.phase.kind === 'ended' && !state.campaign ? step(state, { type: 'home' }, rng) : state, rng, expeditions);
  },
  cannotCampaignFrom(input) {
    const state = input as DeathmazeState;
    if (state.phase.kind === 'ended' && !state.campaign) return state.party.some((a) => !a.dead) ? undefined : 'No one came out of this game alive to carry on as a campaign [13.0].';
    return cannotSimulateFrom(state);
  },
  // A campaign-shaped setup: deaths are recorded with their place from the first expedition on [13.0].
  campaignSetup: (setup, advanced, name) => ({ ...(setup as object), variant: advanced ? 'advanced' : 'basic', campaign: name }),
  campaignLog: (setup, seed, expeditions) => deathmazeCampaignLog(setup, seed, expeditions),
  logExpedition(setup, seed, onEvent) {
    playExpedition(setup, seed, (state) => chooseAction(state), onEvent);
  },
};
