import { dataRulings } from './data';
import { mazeRulings } from './maze';
import { combatRulings } from './combat';
import { advancedPlayRulings, gameRulings } from './game/rulings';
import { advancedRulings } from './advanced/rulings';
import { campaignRulings } from './campaign/rulings';
import { rulingsMarkdown } from './game/rulings-markdown';

/** The text of shared/rulesets/deathmaze/RULINGS.md. */
export function deathmazeRulingsMarkdown(): string {
  return rulingsMarkdown([
    { title: 'Characters, tables and resolutions', rulings: dataRulings },
    { title: 'Building the maze', rulings: mazeRulings },
    { title: 'Combat and the marching order', rulings: combatRulings },
    { title: 'Playing the game', rulings: gameRulings },
    { title: 'The Advanced game: Wizards, spells, rings and special abilities', rulings: advancedRulings },
    { title: 'Campaigns: continuity, advancement and sharing', rulings: campaignRulings },
    { title: 'The Advanced game and campaigns in play', rulings: advancedPlayRulings },
  ]);
}
