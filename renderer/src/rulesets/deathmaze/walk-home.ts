import { computed, ref, watch } from 'vue';
import { routeHome, type RouteStep } from '@shared/rulesets/deathmaze/autoplay-paths';
import { isEntrance } from '@shared/rulesets/deathmaze/maze';
import { useSessionStore } from '../../stores/session';
import { asDeathmaze } from './deathmaze-view';
import { moveSide } from './map-exits';

/**
 * The walk back to the entrance along known segments: the renderer sends the engine one ordinary move at a time,
 * exactly the move a player would click, so every roll the rules ask for on the way ([5.26] traps on doors, [5.27]
 * wandering monsters) is made as usual. It stops as soon as the engine asks anything but a plain move (a monster, a
 * trap, a feature), when the party reaches the entrance, or when the player says stop.
 */
export function useWalkHome() {
  const session = useSessionStore();
  const walking = ref(false);
  /** What the last walk came to, in words, for a status line. */
  const status = ref('');
  let stopAsked = false;
  // Any other action the player takes makes the last walk's words stale. Synchronous, so the walk's own steps (taken
  // while `walking` is set) never clear them.
  watch(
    () => session.accepted,
    () => {
      if (!walking.value) status.value = '';
    },
    { flush: 'sync' },
  );

  const game = computed(() => asDeathmaze(session.view?.state));
  /** The way home from where the party stands, while it is exploring; empty at the entrance or with no way back. */
  const route = computed<RouteStep[]>(() => {
    const g = game.value;
    if (!g || g.phase.kind !== 'exploring' || isEntrance(g.position)) return [];
    return routeHome(g.maze, g.position);
  });

  function nextMove() {
    const g = game.value;
    if (!g || g.phase.kind !== 'exploring') return null;
    const step = routeHome(g.maze, g.position)[0];
    return step ? (session.view?.choices.find((c) => moveSide(c) === step.side) ?? null) : null;
  }

  async function walk(): Promise<void> {
    if (walking.value || session.busy || route.value.length === 0) return;
    walking.value = true;
    stopAsked = false;
    const total = route.value.length;
    let taken = 0;
    status.value = `Walking back to the entrance: ${total} segment${total === 1 ? '' : 's'}.`;
    try {
      for (;;) {
        const g = game.value;
        if (stopAsked) {
          status.value = `Stopped after ${taken} of ${total} segments, as asked.`;
          return;
        }
        if (g && g.phase.kind !== 'exploring') {
          const phase = session.view?.view.phase;
          const what = phase ? `${phase.title}${phase.section ? ` [${phase.section}]` : ''}` : 'something';
          status.value = `Stopped after ${taken} segment${taken === 1 ? '' : 's'}: ${what} needs you.`;
          return;
        }
        if (g && isEntrance(g.position)) {
          status.value = `At the entrance after ${taken} segment${taken === 1 ? '' : 's'}. Leave the Deathmaze when you are ready [4.0].`;
          return;
        }
        const move = nextMove();
        if (!move) {
          status.value = `Stopped after ${taken} segment${taken === 1 ? '' : 's'}: no known way on towards the entrance from here.`;
          return;
        }
        if (!(await session.act(move.action))) {
          status.value = `Stopped after ${taken} segment${taken === 1 ? '' : 's'}: the move was refused.`;
          return;
        }
        taken++;
      }
    } finally {
      walking.value = false;
    }
  }

  function stop(): void {
    stopAsked = true;
  }

  return { walking, status, route, walk, stop };
}
