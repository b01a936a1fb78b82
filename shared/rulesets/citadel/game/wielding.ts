import type { Choice, GameEvent } from '../../../engine/ruleset';
import { WEAPON_NAMES, WEAPONS_CARRIED, type WeaponId } from '../data/characters';
import { describeMagicItem } from '../data/treasure-rolls';
import type { CitadelAction } from './actions';
import { note } from './events';
import { activeMembers, member, withMember } from './party';
import type { Character, CitadelState } from './types';

/**
 * 14.3: "A character having two weapons must get rid of one of them if he wants to take a magic weapon" (PL). Which
 * one is the players' choice. A magic weapon of a kind he does not carry is carried as treasure until they choose
 * (14.0: a magic item may be kept, handed on, exchanged or sold): outside a fight or an encounter, at any time, he may
 * take it up in place of either weapon he carries (or beside a single one). The weapon given up is gone; a magic one
 * given up stays carried, to be taken up again or handed on.
 */

type C = Choice<CitadelAction>;

/** The indexes of his magic weapons of a kind he does not carry. */
function unwielded(c: Character): number[] {
  const out: number[] = [];
  c.items.forEach((item, i) => {
    if (item.type === 'weapon' && !c.weapons.includes(item.weapon)) out.push(i);
  });
  return out;
}

/** Each member's carried magic weapons, each as taken up in place of each weapon he carries (or beside a single one). */
export function wieldChoices(state: CitadelState): C[] {
  const out: C[] = [];
  for (const c of activeMembers(state)) {
    // Listed in every explore state: most members carry no item at all.
    if (c.items.length === 0) continue;
    for (const index of unwielded(c)) {
      const what = describeMagicItem(c.items[index]!);
      if (c.weapons.length < WEAPONS_CARRIED) {
        out.push({ id: `wield-${c.id}-${index}-none`, label: `${c.name} takes up his ${what}`, section: '14.3', group: 'weapons', subjectId: c.id, beside: 'record', action: { type: 'wield', character: c.id, index, drop: 'none' } });
        continue;
      }
      for (const drop of c.weapons) {
        out.push({ id: `wield-${c.id}-${index}-${drop}`, label: `${c.name} takes up his ${what} in place of his ${WEAPON_NAMES[drop]}`, section: '14.3', group: 'weapons', subjectId: c.id, beside: 'record', action: { type: 'wield', character: c.id, index, drop } });
      }
    }
  }
  return out;
}

/** He takes up the magic weapon at `index`, giving up `drop` (or nothing, carrying fewer than two). */
export function wield(state: CitadelState, who: string, index: number, drop: WeaponId | 'none', events: GameEvent[]): CitadelState {
  const c = member(state, who);
  const item = c.items[index];
  if (!item || item.type !== 'weapon') return state;
  events.push(note('treasure', drop === 'none' ? `${c.name} takes up his ${describeMagicItem(item)}.` : `${c.name} gives up his ${WEAPON_NAMES[drop]} and takes up his ${describeMagicItem(item)}.`, '14.3'));
  // The new weapon first, as the engine placed it when it chose (his remaining weapon after it).
  return withMember(state, who, (m) => ({ ...m, weapons: [item.weapon, ...m.weapons.filter((w) => w !== drop)].slice(0, WEAPONS_CARRIED) }));
}
