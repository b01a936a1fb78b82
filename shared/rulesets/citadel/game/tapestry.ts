import type { Rng } from '../../../core/rng';
import type { Choice, GameEvent } from '../../../engine/ruleset';
import { WEAPON_NAMES, WEAPONS_CARRIED, type WeaponId } from '../data/characters';
import { rollJewel } from '../data/treasure-rolls';
import type { CitadelAction } from './actions';
import { note, rolled } from './events';
import { member, withMember } from './party';
import type { Character, CitadelState } from './types';

/**
 * 13.6 Tapestry: "The investigating character may discard one of his two weapons and take the tapestry with him
 * instead." Whether he takes it, and which weapon he gives up for it, are the players' choice: play waits in the
 * `tapestry` phase, then goes on exploring. Its worth (a Jewel Table roll + 4) is rolled when he takes it.
 */

type C = Choice<CitadelAction>;

/** The investigator finds the tapestry: with two weapons he is asked; with fewer he leaves it (13.6 ruling). */
export function findTapestry(state: CitadelState, who: string, events: GameEvent[]): CitadelState {
  const c = member(state, who);
  if (c.weapons.length < WEAPONS_CARRIED || state.phase.kind !== 'explore') {
    events.push(note('feature', `${c.name} cannot carry the tapestry without dropping his only weapon; he leaves it.`, '13.6'));
    return state;
  }
  events.push(note('feature', `An Elfin tapestry hangs on the wall: ${c.name} may drop one of his weapons to carry it.`, '13.6'));
  return { ...state, phase: { kind: 'tapestry', character: who, resume: state.phase } };
}

/** The choices of the `tapestry` phase: each weapon he carries, as the one dropped for it, or leaving it. */
export function tapestryChoices(state: CitadelState): C[] {
  const p = state.phase;
  if (p.kind !== 'tapestry') return [];
  const c = member(state, p.character);
  const suggested = tapestryDrop(c);
  const mark = (drop: WeaponId | 'none') => (drop === suggested ? { suggested: true as const } : {});
  const take = (drop: WeaponId): C => ({
    id: `tapestry-${c.id}-${drop}`,
    label: `${c.name} drops his ${weaponWords(c, drop)} and takes the tapestry (a jewel worth a Jewel Table roll + 4 GM)`,
    section: '13.6',
    group: 'feature',
    subjectId: c.id,
    action: { type: 'tapestry', character: c.id, drop },
    ...mark(drop),
  });
  return [
    ...c.weapons.map(take),
    { id: `tapestry-${c.id}-none`, label: `${c.name} leaves the tapestry on the wall (keeps both weapons)`, section: '13.6', group: 'feature', subjectId: c.id, action: { type: 'tapestry', character: c.id, drop: 'none' }, ...mark('none') },
  ];
}

/** What he fights with: the weapon's name, its weapon skill and magic bonus where he has them (so the players see what they give up). */
function weaponWords(c: Character, w: WeaponId): string {
  const magic = c.items.find((i) => i.type === 'weapon' && i.weapon === w);
  const skill = c.weaponSkills[w] ?? 0;
  const notes = [skill > 0 ? `weapon skill +${skill}` : '', magic?.type === 'weapon' ? `magic +${magic.bonus}` : ''].filter(Boolean);
  return `${WEAPON_NAMES[w]}${notes.length ? ` (${notes.join(', ')})` : ''}`;
}

/**
 * The sensible answer: drop a plain weapon he has no weapon skill in, the second first (where the engine put a spare);
 * a magic or skilled weapon is worth more than the tapestry's few Gold Marks, so with nothing else to drop he leaves it.
 */
export function tapestryDrop(c: Character): WeaponId | 'none' {
  const spare = [...c.weapons].reverse().find((w) => !(c.weaponSkills[w] ?? 0) && !c.items.some((i) => i.type === 'weapon' && i.weapon === w));
  return spare ?? 'none';
}

/** The players' answer: the weapon dropped (a magic one is lost with it) and the tapestry carried as a jewel, or left. */
export function takeTapestry(state: CitadelState, rng: Rng, who: string, drop: WeaponId | 'none', events: GameEvent[]): CitadelState {
  const p = state.phase;
  if (p.kind !== 'tapestry') return state;
  const next: CitadelState = { ...state, phase: p.resume };
  const c = member(next, who);
  if (drop === 'none') {
    events.push(note('feature', `${c.name} leaves the tapestry on the wall.`, '13.6'));
    return next;
  }
  const j = rollJewel(rng, 'The tapestry\'s worth');
  events.push(...j.rolls.map((roll) => rolled('feature', `The tapestry is worth ${j.value + 4} Gold Marks.`, roll)));
  events.push(note('feature', `${c.name} drops his ${WEAPON_NAMES[drop]} and carries the tapestry.`, '13.6'));
  return withMember(next, who, (m) => ({
    ...m,
    weapons: m.weapons.filter((w) => w !== drop),
    items: m.items.filter((i) => i.type !== 'weapon' || i.weapon !== drop),
    jewels: [...m.jewels, j.value + 4],
  }));
}
