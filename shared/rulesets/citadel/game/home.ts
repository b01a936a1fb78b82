import type { Rng } from '../../../core/rng';
import { rollOnRange } from '../../../core/table';
import type { GameEvent } from '../../../engine/ruleset';
import { advancementCost } from '../data/experience';
import { INITIATE_RACES, magicPotentialTable, RACE_NAMES, SUNS, WEAPONS, type InitiateRace, type Sun, type WeaponId } from '../data/characters';
import { note, tableEvents } from './events';
import { capSkill, member, withMember } from './party';
import { drawHeroes, heroCharacter, initiateCharacter } from './setup';
import type { Character, CitadelState } from './types';
import { holdLearning } from './learning';

/** 12.2–12.3 (PL): what one advancement raises. */
export type Characteristic = 'woundPoints' | 'resistance' | 'combatBonus' | 'skill' | `weapon:${WeaponId}` | `mp:${Sun}`;

export function characteristicName(c: Characteristic, who: Character): string {
  if (c === 'woundPoints') return 'Wound Points';
  if (c === 'resistance') return 'Resistance';
  if (c === 'combatBonus') return 'Combat Bonus';
  if (c === 'skill') return `${mainSkill(who)} skill`;
  if (c.startsWith('weapon:')) return `${c.slice(7)} skill`;
  return `${c.slice(3)} Magic Potential`;
}

/** The race skill (4.3 "Skill"): the one he has; an initiate's from his race. */
export function mainSkill(c: Character): 'detrap' | 'negotiation' | 'hellgate' {
  const s = c.skills;
  if (s.hellgate >= s.detrap && s.hellgate >= s.negotiation && s.hellgate > 0) return 'hellgate';
  if (s.negotiation >= s.detrap && s.negotiation > 0) return 'negotiation';
  if (s.detrap > 0) return 'detrap';
  return c.race === 'elf' ? 'negotiation' : c.race === 'human' ? 'hellgate' : 'detrap';
}

export function advancementChoices(state: CitadelState, c: Character): Characteristic[] {
  if (!c.alive || c.prisoner) return [];
  const all: Characteristic[] = ['woundPoints', 'resistance', 'combatBonus', 'skill', ...c.weapons.map((w) => `weapon:${w}` as const), ...SUNS.map((s) => `mp:${s}` as const)];
  return all.filter((k) => {
    if (c.raised.includes(k)) return false;
    if (k === 'resistance' && c.resistance >= 5) return false;
    if (k === 'skill' && c.skills[mainSkill(c)] >= 5) return false;
    const cost = advancementCost(k === 'combatBonus' ? 'combatBonus' : 'standard', Math.max(1, state.exits));
    return c.experience >= cost && c.goldMarks >= cost;
  });
}

/** 12.2–12.3: +1 for 100 experience and 100 Gold Marks (CB 150 and 150), rising 10% per exit from the second (17.5). */
export function advance(state: CitadelState, who: string, k: Characteristic, events: GameEvent[]): CitadelState | string {
  const c = member(state, who);
  if (!advancementChoices(state, c).includes(k)) return `${c.name} cannot raise that now (each characteristic at most +1 per expedition, and he must have the experience and the Gold Marks).`;
  const cost = advancementCost(k === 'combatBonus' ? 'combatBonus' : 'standard', Math.max(1, state.exits));
  events.push(note('advance', `${c.name} raises his ${characteristicName(k, c)} by 1 for ${cost} experience and ${cost} Gold Marks.`, '12.0'));
  const raised = raise(state, who, k, cost);
  // 12.2, PL 4.1 B6: a highest Magic Potential raised above the spells he knows lets the players choose one more.
  return k.startsWith('mp:') ? holdLearning(raised, who, events) : raised;
}

function raise(state: CitadelState, who: string, k: Characteristic, cost: number): CitadelState {
  return withMember(state, who, (m) => {
    const paid = { ...m, experience: m.experience - cost, goldMarks: m.goldMarks - cost, raised: [...m.raised, k] };
    if (k === 'woundPoints') return { ...paid, woundPoints: paid.woundPoints + 1 };
    if (k === 'resistance') return { ...paid, resistance: paid.resistance + 1 };
    if (k === 'combatBonus') return { ...paid, combatBonus: paid.combatBonus + 1 };
    if (k === 'skill') {
      const s = mainSkill(paid);
      return { ...paid, skills: { ...paid.skills, [s]: capSkill(paid.skills[s] + 1) } };
    }
    if (k.startsWith('weapon:')) {
      const w = k.slice(7) as WeaponId;
      return WEAPONS.includes(w) ? { ...paid, weaponSkills: { ...paid.weaponSkills, [w]: (paid.weaponSkills[w] ?? 0) + 1 } } : paid;
    }
    const sun = k.slice(3) as Sun;
    return { ...paid, magicPotential: { ...paid.magicPotential, [sun]: paid.magicPotential[sun] + 1 } };
  });
}

/** 17.0 (PL): the fallen may be replaced, up to three heroes and three initiates living, each new at 0 XP and 0 GM. */
export function replacementsWanted(state: CitadelState): { heroes: number; initiates: InitiateRace[] } {
  const living = state.party.filter((c) => c.alive);
  const heroesAlive = living.filter((c) => c.kind === 'hero').length;
  const initiatesAlive = living.filter((c) => c.kind === 'initiate').length;
  const deadHeroes = state.party.filter((c) => !c.alive && c.kind === 'hero' && !c.raised.includes('replaced')).length;
  const deadInitiates = state.party.filter((c) => !c.alive && c.kind === 'initiate' && !c.raised.includes('replaced'));
  const room = 6 - living.length;
  const heroes = Math.min(deadHeroes, Math.max(0, 3 - heroesAlive), room);
  const initiates = deadInitiates.slice(0, Math.min(Math.max(0, 3 - initiatesAlive), room - heroes)).map((c) => (INITIATE_RACES.includes(c.race as InitiateRace) ? (c.race as InitiateRace) : 'human'));
  return { heroes, initiates };
}

export function recruit(state: CitadelState, rng: Rng, events: GameEvent[]): CitadelState {
  const want = replacementsWanted(state);
  let next: CitadelState = { ...state, party: state.party.map((c) => (c.alive ? c : { ...c, raised: [...c.raised, 'replaced'] })) };
  const drawn = drawHeroes(rng, next.heroesDrawn, want.heroes);
  let id = next.nextId;
  const fresh: Character[] = [];
  for (const h of drawn) {
    const c = { ...heroCharacter(`c${id++}`, h, 1), joined: next.expedition + 1 };
    fresh.push(c);
    events.push(note('home', `${c.name} joins the party.`, '17.0'));
  }
  want.initiates.forEach((race, i) => {
    const r = rollOnRange(rng, magicPotentialTable, (m) => `${m.red} ${m.yellow} ${m.blue}`, { purpose: 'A new initiate\'s Magic Potential' });
    const name = `${RACE_NAMES[race]} initiate ${next.expedition + 1}-${i + 1}`;
    events.push(...tableEvents('home', `${name} joins the party.`, r, magicPotentialTable.id));
    fresh.push({ ...initiateCharacter(`c${id++}`, { name, race, initial: 'woundPoint', player: 1 }, r.result), joined: next.expedition + 1 });
  });
  next = { ...next, nextId: id, heroesDrawn: [...next.heroesDrawn, ...drawn], party: [...next.party, ...fresh], order: [...next.order.filter((o) => member(next, o).alive), ...fresh.map((c) => c.id)] };
  return next;
}
