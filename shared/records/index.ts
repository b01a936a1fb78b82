export * from './character-sheet';
export { deathmazeSheet, magicItemLabel, weaponLabel } from './deathmaze-sheet';
export { sheetsFromGameState, type SheetContext } from './sheets-from-state';
