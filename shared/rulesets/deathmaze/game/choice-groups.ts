import type { Choice } from '../../../engine/ruleset';
import type { CombatAction } from '../combat';
import type { DeathmazeAction } from './actions';

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

/**
 * The adventurer a choice acts for when the action names him. Choices about the whole party (moving, negotiating,
 * ending a phase) and swaps of two places have none; choices about one adventurer that the action does not name (an
 * item he uses, wields or passes on, a new party without him, his weapons at home, his move to another row) are given
 * their subject where they are built.
 */
function subjectOf(action: DeathmazeAction): string | undefined {
  switch (action.type) {
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
function confirmationOf(type: DeathmazeAction['type'], label: string, section: string | undefined): Choice<DeathmazeAction>['confirm'] {
  switch (type) {
    case 'leave':
      return {
        title: 'Leave the Deathmaze?',
        body: 'The expedition ends here: the survivors take their experience and treasure out, and the party cannot go back in.',
        confirmLabel: 'Leave the Deathmaze',
      };
    case 'discard':
      return { title: `${label}?`, body: 'The item stays behind in the maze for good.', confirmLabel: 'Leave it behind' };
    case 'decline':
      return {
        title: `${label}?`,
        body: section === '12.34' ? 'Whoever stays stone is counted dead, for good.' : 'The poison’s wounds are taken now; no spell can take them back afterwards.',
        confirmLabel: label,
      };
    default:
      return undefined;
  }
}

/** What a choice is built from: its words, its rule and its action, and its subject where the action does not name it. */
export interface ChoiceParts {
  readonly id: string;
  readonly label: string;
  readonly section: string | undefined;
  readonly action: DeathmazeAction;
  readonly subjectId: string | undefined;
}

/**
 * The one builder of a Deathmaze choice: its id, label, section and action, with its group, its subject (given, or
 * the adventurer its action names), the typed text it needs and the confirmation it asks for. Every choice is built
 * once, here, as one literal with every key (absent ones undefined, which the shell reads as absent): every choice
 * gets the same hidden class, and no second pass copies the list (the choices are listed on every step of play).
 */
export function buildChoice(c: ChoiceParts): Choice<DeathmazeAction> {
  const action = c.action;
  const type = action.type;
  return {
    id: c.id,
    label: c.label,
    section: c.section,
    action,
    group: choiceGroup(action),
    subjectId: c.subjectId ?? subjectOf(action),
    text: action.type === 'rename' ? { field: 'name', label: `New name for ${action.name}`, value: action.name, maxLength: 40 } : undefined,
    // Passing an item on and renaming are offered beside the adventurer's record too.
    beside: type === 'give' || type === 'rename' ? 'record' : undefined,
    confirm: confirmationOf(type, c.label, c.section),
  };
}
