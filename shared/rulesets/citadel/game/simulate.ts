import { Rng } from '../../../core/rng';
import { rngStateFromSeed } from '../../../core/seed';
import type { Autoplayer, CampaignLegOutcome, Death, ExpeditionOutcome } from '../../../sim/outcome';
import { INITIATE_RACES, RACE_NAMES, type InitiateRace } from '../data/characters';
import { characteristics, MONSTERS } from '../data/monsters';
import { chooseAction } from './autoplay';
import { applyAction } from './reducer';
import { newGame, parseSetup, setupSchema, type CitadelSetup } from './setup';
import type { Character, CitadelState } from './types';

/** The most actions one expedition may take before the simulator calls it unfinished. */
export const MAX_ACTIONS = 20_000;

const MONSTER_NAMES = MONSTERS.map((m) => characteristics(m).name).sort((a, b) => b.length - a.length);

function deathOf(c: Character): Death {
  const text = c.death ?? '';
  if (/slain by the|Lightning from the|turned to stone|blasted by the Hellgate/.test(text)) {
    const monster = MONSTER_NAMES.find((n) => text.includes(n));
    return monster ? { cause: 'combat', monster } : { cause: 'combat' };
  }
  if (/trap/i.test(text)) return { cause: 'trap' };
  if (/spell/.test(text)) return { cause: 'spell cost' };
  if (/[Pp]oison/.test(text)) return { cause: 'poison' };
  return { cause: 'other' };
}

function stepAuto(state: CitadelState, rng: Rng): CitadelState {
  const action = chooseAction(state);
  const r = applyAction(state, action, rng);
  if (!r.ok) throw new Error(`The autoplayer chose an illegal action ${JSON.stringify(action)}: [${r.rule}] ${r.message}`);
  return r.state;
}

/** Plays the expedition under way (setting out first from home) to its end. */
export function playExpedition(start: CitadelState, rng: Rng): { state: CitadelState; outcome: ExpeditionOutcome } {
  let state = start;
  if (state.phase.kind === 'home') state = setOut(state, rng);
  const went = state.party.filter((c) => c.alive && !c.prisoner);
  const from = state.stats;
  const xp = new Map(went.map((c) => [c.id, c.experience]));
  const gm = new Map(went.map((c) => [c.id, c.goldMarks + c.jewels.reduce((s, j) => s + j, 0)]));
  let actions = 0;
  while (state.phase.kind !== 'home' && state.phase.kind !== 'over' && actions < MAX_ACTIONS) {
    state = stepAuto(state, rng);
    actions++;
  }
  const ended = state.phase.kind === 'home' || state.phase.kind === 'over';
  const result: ExpeditionOutcome['result'] = !ended ? 'unfinished' : state.lastExpedition === 'won' ? 'won' : state.lastExpedition === 'died' ? 'died' : 'escaped';
  const out = result === 'escaped' || result === 'won' ? went.map((c) => state.party.find((p) => p.id === c.id)!).filter((c) => c.alive && !c.prisoner) : [];
  const after = went.map((c) => state.party.find((p) => p.id === c.id)!);
  return {
    state,
    outcome: {
      result,
      adventurers: went.length,
      survivors: out.length,
      moves: state.stats.moves - from.moves,
      actions,
      combats: state.stats.combats - from.combats,
      chitsPlaced: state.stats.tilesPlaced - from.tilesPlaced,
      deaths: after.filter((c) => !c.alive).map(deathOf),
      experience: out.map((c) => c.experience - (xp.get(c.id) ?? 0)),
      treasure: out.map((c) => c.goldMarks + c.jewels.reduce((s, j) => s + j, 0) - (gm.get(c.id) ?? 0)),
    },
  };
}

/** From home: the autoplayer buys, recruits, then sets out (never ends the campaign here: the caller decides). */
function setOut(state0: CitadelState, rng: Rng): CitadelState {
  let state = state0;
  for (let i = 0; i < 100 && state.phase.kind === 'home'; i++) {
    const action = chooseAction(state);
    const chosen = action.type === 'endCampaign' ? { type: 'setOut' as const } : action;
    const r = applyAction(state, chosen, rng);
    if (!r.ok) throw new Error(`The autoplayer could not set out: ${r.message}`);
    state = r.state;
  }
  return state;
}

function raceList(classes: readonly string[]): InitiateRace[] {
  return classes.map((c) => {
    const race = c.trim().toLowerCase();
    if (!(INITIATE_RACES as readonly string[]).includes(race)) throw new Error(`“${c}” is not an initiate's race: choose from ${INITIATE_RACES.join(', ')}.`);
    return race as InitiateRace;
  });
}

/** The spells the autoplayer's initiates learn, first first (see setupFor). */
const INITIATE_SPELLS = ['cow', 'strength', 'mageArmor', 'lock'] as const;

export function setupFor(classes: readonly string[]): CitadelSetup {
  const races = raceList(classes);
  if (races.length > 3) throw new Error('Solo play takes three initiates at most (4.1), beside the three heroes drawn.');
  // PL 4.1 B6: the initiates' spells, in this player's order: Cow first (an Intimidate without a roll, 10.7, for the
  // fights it should not take), then Strength and Mage Armor (cast on the first row before a fight that is sure to
  // come: Combat Bonus +1D6, 1D3+1 Wound Points absorbed, each for 1 Wound Point, 10.6), then Lock (step back and
  // seal the door on monsters met, 10.6). The heroes know the usual spells (heal, lightning, blast…).
  const setup = { heroes: 3, initiates: races.map((race, i) => ({ name: `${RACE_NAMES[race]} ${i + 1}`, race, spells: [...INITIATE_SPELLS] })) };
  setupSchema.parse(setup);
  return setup;
}

function start(setup: unknown, seed: string): { state: CitadelState; rng: Rng } {
  const rng = new Rng(rngStateFromSeed(seed));
  const made = newGame(parseSetup(setup), rng);
  return { state: made.state, rng };
}

export const citadelAutoplay: Autoplayer = {
  // 4.1: the solo party is three heroes drawn at random and the initiates the class list names (14.0: Gold Marks).
  words: { money: 'Gold Marks', placed: 'tiles', party: (races) => `three heroes drawn at random and initiates ${races.join(', ')}` },
  classes: { basic: INITIATE_RACES },
  setupFor: (classes) => setupFor(classes),
  defaultParty: () => ['elf', 'dwarf', 'human'],
  expedition(setup, seed) {
    const s = start(setup, seed);
    return playExpedition(s.state, s.rng).outcome;
  },
  expeditionFrom(state, seed) {
    const rng = new Rng(rngStateFromSeed(seed));
    return playExpedition(state as CitadelState, rng).outcome;
  },
  cannotSimulateFrom(state) {
    return (state as CitadelState).phase?.kind === 'over' ? 'The campaign is over.' : undefined;
  },
  campaign(setup, seed, expeditions) {
    const s = start(setup, seed);
    let state = s.state;
    const legs: CampaignLegOutcome[] = [];
    for (let i = 0; i < expeditions && state.phase.kind !== 'over'; i++) {
      const prepared = state.phase.kind === 'home' ? setOut(state, s.rng) : state;
      // Raised characteristics are cleared on every exit, so what is listed after setting out was bought at home now.
      const bought = state.phase.kind === 'home' ? prepared.party.filter((c) => c.alive).reduce((n, c) => n + c.raised.filter((r) => r !== 'replaced').length, 0) : 0;
      const leg = playExpedition(prepared, s.rng);
      state = leg.state;
      const living = state.party.filter((c) => c.alive);
      legs.push({
        ...leg.outcome,
        pointsBought: bought,
        roster: {
          living: living.length,
          woundPoints: living.reduce((n, c) => n + c.woundPoints, 0),
          experience: living.reduce((n, c) => n + c.experience, 0),
          treasure: living.reduce((n, c) => n + c.goldMarks + c.jewels.reduce((s2, j) => s2 + j, 0), 0),
        },
      });
    }
    return legs;
  },
};
