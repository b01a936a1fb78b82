export { deathmazeSheets } from './from-state';
export { adventurerSheet, deathText, type SheetExtras } from './adventurer-sheet';
export { magicItemLabel, spellLabel, titleCaseId, weaponLabel } from './labels';
