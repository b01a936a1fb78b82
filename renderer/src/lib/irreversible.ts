import type { Choice } from '@shared/engine/ruleset';

/** What a confirmation says before an irreversible choice is sent. */
export interface Confirmation {
  readonly title: string;
  readonly body: string;
  readonly confirmLabel: string;
}

function actionType(choice: Choice<unknown>): string | undefined {
  const action = choice.action;
  return typeof action === 'object' && action !== null && 'type' in action && typeof action.type === 'string' ? action.type : undefined;
}

/**
 * The choices that cannot be undone and end something for good: leaving the maze ends the expedition [4.0], an item
 * left behind is gone [9.17], adventurers left as stone or to the poison die [12.34], [9.43]. The engine's other
 * choices are the ordinary flow of play, taken with one key or click.
 */
export function confirmationFor(choice: Choice<unknown>): Confirmation | null {
  switch (actionType(choice)) {
    case 'leave':
      return {
        title: 'Leave the Deathmaze?',
        body: 'The expedition ends here: the survivors take their experience and treasure out, and the party cannot go back in.',
        confirmLabel: 'Leave the Deathmaze',
      };
    case 'discard':
      return { title: `${choice.label}?`, body: 'The item stays behind in the maze for good.', confirmLabel: 'Leave it behind' };
    case 'decline':
      return {
        title: `${choice.label}?`,
        body:
          choice.section === '12.34'
            ? 'Whoever stays stone is counted dead, for good.'
            : 'The poison’s wounds are taken now; no spell can take them back afterwards.',
        confirmLabel: choice.label,
      };
    default:
      return null;
  }
}
