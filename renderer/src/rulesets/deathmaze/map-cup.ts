import type { GameEvent } from '@shared/engine/ruleset';
import { CHIT_DESIGNS, type ChitDesign } from '@shared/rulesets/deathmaze/maze';

/** A chit the cup gave up and took back during the latest draw ([5.23], [5.25], [5.29]). */
export interface ThrownBack {
  readonly design: ChitDesign;
  readonly section: string;
  readonly text: string;
}

/** The latest draw: the chits thrown back before it, and an identity so the strip knows when a new draw happened. */
export interface CupWork {
  readonly id: string;
  readonly drawn: ChitDesign | null;
  readonly thrownBack: readonly ThrownBack[];
}

const BY_NAME = new Map(CHIT_DESIGNS.map((d) => [d.name, d]));
const BY_ID = new Map(CHIT_DESIGNS.map((d) => [d.id, d]));

function designFromData(data: GameEvent['data']): ChitDesign | undefined {
  const id = data?.['chitId'];
  if (typeof id !== 'string') return undefined;
  const hash = id.lastIndexOf('#');
  return BY_ID.get(hash < 0 ? id : id.slice(0, hash));
}

/** Rejection events name the chit in their text ("Drew Room, two doors: …"); `data.chitId` wins when present. */
function designOfEvent(event: GameEvent): ChitDesign | undefined {
  const fromData = designFromData(event.data);
  if (fromData) return fromData;
  const match = /^Drew (.+?): /.exec(event.text);
  return match?.[1] === undefined ? undefined : BY_NAME.get(match[1]);
}

/**
 * Reads the latest draw from the log: the `maze.facings` event closing it (its data names the drawn chit) and the
 * `maze.rejected` / `maze.redirect` events of that same draw, which come just before it.
 */
export function latestCupWork(log: readonly GameEvent[]): CupWork | null {
  let end = -1;
  for (let i = log.length - 1; i >= 0; i--) {
    if (log[i]?.kind === 'maze.facings') {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const closing = log[end] as GameEvent;
  const thrownBack: ThrownBack[] = [];
  for (let i = end - 1; i >= 0; i--) {
    const event = log[i] as GameEvent;
    if (!event.kind.startsWith('maze.') || event.kind === 'maze.facings' || event.kind === 'maze.place') break;
    if (event.kind !== 'maze.rejected' && event.kind !== 'maze.redirect') continue;
    const design = designOfEvent(event);
    if (design) thrownBack.unshift({ design, section: event.section ?? '', text: event.text });
  }
  // A segment is drawn for once, so the drawn chit and its segment name the draw.
  return { id: `${JSON.stringify(closing.data ?? null)}|${closing.text}`, drawn: designFromData(closing.data) ?? null, thrownBack };
}
