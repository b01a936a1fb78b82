import { dataRulings } from './data';
import { mazeRulings } from './maze';
import { combatRulings } from './combat';
import { gameRulings } from './game/rulings';
import { rulingsMarkdown } from './game/rulings-markdown';

/** The text of shared/rulesets/deathmaze/RULINGS.md. */
export function deathmazeRulingsMarkdown(): string {
  return rulingsMarkdown([
    { title: 'Characters, tables and resolutions', rulings: dataRulings },
    { title: 'Building the maze', rulings: mazeRulings },
    { title: 'Combat and the marching order', rulings: combatRulings },
    { title: 'Playing the game', rulings: gameRulings },
  ]);
}
