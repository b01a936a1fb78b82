import type { Choice } from '../../../engine/ruleset';
import type { CombatAction } from '../combat';
import type { DeathmazeAction } from './actions';
import type { DeathmazeState } from './types';

/**
 * The heading each kind of choice is listed under, by the action it sends. Exhaustive over both action unions, so a
 * new kind of action does not compile until it has a heading. Choices under one heading never need two headings at
 * once (the two "End of phase" and two "Spells" kinds belong to different phases).
 */
function combatGroup(action: CombatAction): string {
  switch (action.type) {
    case 'attack':
      return 'Attacks';
    case 'changeWeapon':
      return 'Change weapon';
    case 'useItem':
      return 'Use an item';
    case 'castSpell':
      return 'Spells';
    case 'endPartyCombat':
    case 'endPartyReorganization':
      return 'End of phase';
    case 'shift':
      return 'Reorganize: shift in a row';
    case 'moveRow':
      return 'Reorganize: change rows';
    case 'retreat':
      return 'Retreat';
  }
}

export function choiceGroup(action: DeathmazeAction): string {
  switch (action.type) {
    case 'move':
      return 'Where to go';
    case 'place':
      return 'Orientation';
    case 'trap':
      return 'The trap';
    case 'negotiate':
    case 'attack':
    case 'passBy':
    case 'peg':
      return 'Meet the monsters';
    case 'hold':
      return 'Weapons in hand';
    case 'placeMonsters':
      return 'The monsters’ front row';
    case 'fight':
      return 'Join combat';
    case 'combat':
      return combatGroup(action.action);
    case 'investigate':
    case 'ignoreFeature':
      return 'Investigate';
    case 'openChest':
    case 'assign':
    case 'discard':
      return 'The haul';
    case 'give':
      return 'Pass items';
    case 'use':
    case 'wield':
      return 'Items';
    case 'arrange':
      return 'Marching order';
    case 'leave':
      return 'Leave';
    case 'cast':
    case 'decline':
      return 'Spells';
    case 'home':
      return 'Home';
    case 'recruit':
    case 'retire':
    case 'advance':
    case 'chooseParty':
    case 'beginExpedition':
      return 'Campaign';
    case 'rename':
      return 'Rename';
  }
}

/** Who carries an item (the dead included: their items may still be passed on). */
function holderOf(state: DeathmazeState, itemId: string): string | undefined {
  return state.party.find((a) => a.magicItems.some((i) => i.id === itemId))?.id;
}

/**
 * The adventurer a choice acts for: the one its action names, the holder of the item it uses, wields or passes on.
 * Choices about the whole party (moving, negotiating, ending a phase) and swaps of two places have none; choices
 * built about one adventurer (a new party without him, his weapons at home, his move to another row) say so
 * themselves.
 */
function subjectOf(state: DeathmazeState, action: DeathmazeAction): string | undefined {
  switch (action.type) {
    case 'give':
    case 'use':
    case 'wield':
      return holderOf(state, action.itemId);
    case 'assign':
    case 'trap':
    case 'peg':
    case 'hold':
    case 'investigate':
    case 'cast':
    case 'rename':
    case 'retire':
    case 'advance':
      return action.adventurerId;
    case 'combat':
      return 'adventurerId' in action.action ? action.action.adventurerId : undefined;
    default:
      return undefined;
  }
}

/**
 * The choices that cannot be undone and end something for good: leaving the maze ends the expedition [4.0], an item
 * left behind is gone [9.17], adventurers left as stone or to the poison die [12.34], [9.43]. The others are the
 * ordinary flow of play, taken with one key or click.
 */
function confirmationOf(c: Choice<DeathmazeAction>): Choice<DeathmazeAction>['confirm'] {
  switch (c.action.type) {
    case 'leave':
      return {
        title: 'Leave the Deathmaze?',
        body: 'The expedition ends here: the survivors take their experience and treasure out, and the party cannot go back in.',
        confirmLabel: 'Leave the Deathmaze',
      };
    case 'discard':
      return { title: `${c.label}?`, body: 'The item stays behind in the maze for good.', confirmLabel: 'Leave it behind' };
    case 'decline':
      return {
        title: `${c.label}?`,
        body: c.section === '12.34' ? 'Whoever stays stone is counted dead, for good.' : 'The poison’s wounds are taken now; no spell can take them back afterwards.',
        confirmLabel: c.label,
      };
    default:
      return undefined;
  }
}

/**
 * The choice with its group, its subject (where there is one), the typed text it needs and the confirmation it asks
 * for; the id, label, section and action unchanged.
 */
export function withGroup(state: DeathmazeState, c: Choice<DeathmazeAction>): Choice<DeathmazeAction> {
  const type = c.action.type;
  const subjectId = c.subjectId ?? subjectOf(state, c.action);
  const confirm = confirmationOf(c);
  // One literal with every key (absent ones undefined, which the shell reads as absent): every choice gets the same
  // hidden class, and no spread copies it several times over (listing choices cost 4× more with spreads).
  return {
    id: c.id,
    label: c.label,
    section: c.section,
    action: c.action,
    group: choiceGroup(c.action),
    subjectId,
    text: c.action.type === 'rename' ? { field: 'name', label: `New name for ${c.action.name}`, value: c.action.name, maxLength: 40 } : undefined,
    // Passing an item on and renaming are offered beside the adventurer's record too.
    beside: type === 'give' || type === 'rename' ? 'record' : undefined,
    confirm,
  };
}
