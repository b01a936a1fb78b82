import type { Choice } from '../../../engine/ruleset';
import type { CitadelAction } from './actions';
import { member } from './party';
import type { CitadelState, Claimable } from './types';

/**
 * 13.2 and 13.6: the statue's medallion and talisman "may" be taken by the investigator, the cut glass "may" be
 * claimed. Taking is the players' choice, made before the item is known (a medallion may strangle, a talisman may be
 * Evil, 14.6–14.7): play waits in the `claim` phase (the taking itself is in game/features.ts).
 */

type C = Choice<CitadelAction>;

export const CLAIM_NAMES: Readonly<Record<Claimable, { readonly what: string; readonly section: string }>> = {
  medallion: { what: 'the medallion round the statue\u2019s neck', section: '13.2' },
  talisman: { what: 'the talisman round the statue\u2019s neck', section: '13.2' },
  cutGlass: { what: 'the cut glass object', section: '13.6' },
};

/** The choices of the `claim` phase: he takes it, or leaves it. */
export function claimChoices(state: CitadelState): C[] {
  const p = state.phase;
  if (p.kind !== 'claim') return [];
  const c = member(state, p.character);
  const { what, section } = CLAIM_NAMES[p.what];
  return [
    { id: `claim-${c.id}-take`, label: `${c.name} takes ${what}`, section, group: 'feature', subjectId: c.id, action: { type: 'claim', character: c.id, take: true } },
    { id: `claim-${c.id}-leave`, label: `${c.name} leaves ${what}`, section, group: 'feature', subjectId: c.id, action: { type: 'claim', character: c.id, take: false } },
  ];
}
