import { isEntrance } from '@shared/rulesets/deathmaze/maze';
import { goalProgress } from '@shared/rulesets/deathmaze/game/results';
import type { DeathmazeState } from './deathmaze-view';

/** One line of advice for a first game: what to do next, and the rule section it comes from. */
export interface GuideLine {
  readonly text: string;
  readonly section: string;
}

/**
 * What a newcomer might do next, phase by phase. Advice, not rules: the choices offered are the engine's, and every
 * line points at the section of the rules it paraphrases (the rule text is the rulebook's, not ours to ship).
 */
export function guideFor(game: DeathmazeState): GuideLine | null {
  const phase = game.phase;
  switch (phase.kind) {
    case 'exploring': {
      const met = goalProgress(game).met;
      if (isEntrance(game.position)) {
        if (met) return { text: 'Everyone alive has what the goal asks: choose “Leave the Deathmaze” to win.', section: '4.0' };
        if (game.stats.moves === 0) return { text: 'Your first move: click an arrow on the map (or press its number). A way into the dark draws a new chit from the cup.', section: '5.2' };
        return { text: 'You may leave here, but only a party that meets the goal below wins. Explore on for Experience and treasure.', section: '4.0' };
      }
      if (met) return { text: 'The goal is met: choose ⌂ Entrance on the map to walk home, then leave.', section: '4.0' };
      return { text: 'Click an arrow on the map to move on. Each new segment is checked for a trapped door and for monsters.', section: '5.26' };
    }
    case 'placing':
      return { text: 'Turn the drawn chit with R (or the arrows on the bar above the map), then lay it with Enter or “Place chit”.', section: '5.24' };
    case 'trap':
      return { text: 'Let your best Thief try to remove the trap; with no Thief, the adventurer with the most Wound Points left should open it.', section: '10.1' };
    case 'encounter':
      return phase.negotiated === 'no'
        ? { text: 'Against a strong group, try negotiating first; if the roll fails they attack anyway. Weak monsters are Experience: attack.', section: '7.2' }
        : { text: 'The monsters will let you be. Accept, or attack if you want their treasure and the Experience.', section: '7.2' };
    case 'beforeCombat':
      return { text: 'Choose the weapon each adventurer holds (a Bow lets the second row shoot), then fight.', section: '8.41' };
    case 'combat': {
      const step = phase.combat.phase;
      if (step === 'partyCombat') return { text: 'Pick who attacks whom: the first row strikes, the second row shoots with missile weapons.', section: '8.4' };
      if (step === 'partyReorganization') return { text: 'Move a badly wounded adventurer back a row if you can, then end the phase.', section: '8.5' };
      return { text: 'The monsters act now: take the choice offered to go on.', section: '8.2' };
    }
    case 'poisoned':
      return { text: 'A Wizard can cast Neutralize Poison now; otherwise the poison takes its course.', section: '11.3' };
    case 'feature':
      return { text: 'A Thief is the safest investigator; ignoring the feature is always allowed.', section: '6.0' };
    case 'treasure':
      return { text: 'Open every chest, then give each magic item to the adventurer who can use it best.', section: '9.1' };
    case 'petrified':
      return { text: 'A Wizard may cast Stone-Flesh now; whoever stays stone is dead.', section: '12.34' };
    case 'home':
      return { text: 'Spend Experience on advancement, recruit if the roster is thin, then choose the next party.', section: '13.0' };
    default:
      return null;
  }
}
