import type { CitadelAction } from './actions';
import { bestDetrapper } from './loot';
import type { CitadelState } from './types';

/**
 * The built-in player's answers to the questions the rules leave to the players and the engine once answered for them
 * (14.1 the chest's opener, ...): each the simplest sensible answer, the one the engine gave before, so the autoplayer
 * plays as it did. Kept apart from the autoplayer's strategy (autoplay.ts).
 */

/** 14.1: the best disarmer tries the trapped chest (the first in the marching order among equals). */
export function chestOpener(state: CitadelState): CitadelAction {
  return { type: 'openChest', character: bestDetrapper(state) ?? state.order[0]! };
}
