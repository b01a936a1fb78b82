import type { Rng } from '../../../core/rng';
import type { GameEvent } from '../../../engine/ruleset';
import { CHARM_PERSON_TARGETS } from '../data/treasure';
import { placeOf } from './rows';
import { note, resists, rollAmount } from './rolls';
import type { CitadelCombat, CombatItemKind, Fighter } from './types';
import { changeSides, free, living, wound } from './wounds';

export const ITEM_NAMES: Readonly<Record<CombatItemKind, string>> = {
  strengthPotion: 'Strength potion',
  healingPotion: 'Healing potion',
  charmPerson: 'Charm Person potion',
  charmMonster: 'Charm Monster potion',
  mindTalisman: 'Talisman of Mind',
};

export const ITEM_SECTIONS: Readonly<Record<CombatItemKind, string>> = {
  strengthPotion: '14.5',
  healingPotion: '14.5',
  charmPerson: '14.5',
  charmMonster: '14.5',
  mindTalisman: '14.6',
};

const isPerson = (f: Fighter) => f.monster !== undefined && (CHARM_PERSON_TARGETS as readonly string[]).includes(f.monster);

/**
 * Whom an item may be used on (undefined: no target). Charm potions take any monster in the segment of their kind
 * (14.5); the Talisman of Mind a monster of the monsters' first row (see rulings); the two other potions act on the
 * drinker.
 */
export function itemTargets(combat: CitadelCombat, kind: CombatItemKind): Fighter[] | undefined {
  const monsters = living(combat, 'monsters').filter((f) => f.kind === 'monster');
  switch (kind) {
    case 'charmPerson':
      // 14.6 (PL): a Charm, spell or potion, also breaks the Evil talisman's hold on a character.
      return [...monsters.filter(isPerson), ...living(combat, 'monsters').filter((f) => f.possessedBy === 'evilTalisman')];
    case 'charmMonster':
      return monsters.filter((f) => !isPerson(f));
    case 'mindTalisman':
      return living(combat, 'monsters').filter((f) => placeOf(combat, f.id)?.row === 0);
    default:
      return undefined;
  }
}

/** Uses an item: one use gone, its effect applied. The caller has checked the user, the item and the target. */
export function useItem(combat: CitadelCombat, user: Fighter, itemId: string, target: Fighter | undefined, rng: Rng, events: GameEvent[]): void {
  const item = user.items.find((i) => i.id === itemId)!;
  // The list is replaced, not changed in place: the fight before this action shares it (copy.ts).
  user.items = user.items.map((i) => (i === item ? { id: i.id, kind: i.kind, uses: i.uses - 1 } : i));
  const name = ITEM_NAMES[item.kind];
  const section = ITEM_SECTIONS[item.kind];
  events.push(note(`${user.name} uses his ${name}${target ? ` on ${target.name}` : ''} (${section}).`, section, { fighterId: user.id, itemId }));
  switch (item.kind) {
    case 'strengthPotion': {
      const n = rollAmount(rng, '1D6', section, 'Strength potion', `Strength potion for ${user.name}`, events);
      user.modifiers = [...user.modifiers, { label: 'Strength potion', value: n, section }];
      break;
    }
    case 'healingPotion': {
      const n = rollAmount(rng, '1D6', section, 'Healing potion', `Healing potion for ${user.name}`, events);
      user.wounds -= Math.min(n, user.wounds);
      events.push(note(`${user.name} has ${user.wounds} of ${user.woundPoints} wounds.`, section, { fighterId: user.id }));
      break;
    }
    case 'charmPerson':
    case 'charmMonster':
      if (target && !resists(rng, target, `the ${name}`, '11.0', events)) {
        if (target.kind === 'character') {
          free(combat, target, events, `${target.name} is freed of the Evil talisman's hold and rejoins the party (14.6).`, '14.6');
          break;
        }
        target.charmedBy = user.id;
        changeSides(combat, target, 'party');
        events.push(note(`${target.name} is charmed and joins the party under ${user.name}'s control (14.5).`, section, { charmed: target.id }));
      }
      break;
    case 'mindTalisman':
      // 14.6: 1 Wound Point to its wearer for 1D6 to a monster that fails to resist.
      wound(combat, user, 1, events, { section, absorbable: false });
      if (target && !user.dead && !resists(rng, target, 'the Talisman of Mind', '11.0', events)) {
        const n = rollAmount(rng, '1D6', section, 'Talisman of Mind', `Talisman of Mind on ${target.name}`, events);
        wound(combat, target, n, events, { section, by: user.id });
      }
      break;
  }
}
