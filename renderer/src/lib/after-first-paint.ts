import { onBeforeUnmount, onMounted, ref, type Ref } from 'vue';

/**
 * Runs `then` once the frame now being built has been painted: the next animation frame comes just before that
 * paint, and a task queued from it runs after it. What nothing on the first screen needs waits here, so opening a
 * slot does not spend its first frame on it.
 */
export function afterPaint(then: () => void): void {
  requestAnimationFrame(() => setTimeout(then, 0));
}

/**
 * Resolves once the frame now being built has been painted (as `afterPaint`), or at once when the page is hidden: a
 * hidden page (a background tab, a minimised window) paints nothing and runs no animation frames, so waiting for one
 * would hold whatever waits here until the player comes back. A page hidden while it waits resolves then too.
 */
export function painted(): Promise<void> {
  return new Promise((resolve) => {
    if (document.visibilityState === 'hidden') return resolve();
    const hidden = (): void => {
      if (document.visibilityState === 'hidden') done();
    };
    const done = (): void => {
      document.removeEventListener('visibilitychange', hidden);
      resolve();
    };
    document.addEventListener('visibilitychange', hidden);
    afterPaint(done);
  });
}

/**
 * False until the component's first frame has been painted, then true for good: `v-if` on a part that is not seen on
 * the first frame (a closed dialog, a panel hidden behind another) mounts it just after that frame instead of in it.
 */
export function usePainted(): Readonly<Ref<boolean>> {
  const painted = ref(false);
  let live = true;
  onMounted(() => afterPaint(() => live && (painted.value = true)));
  onBeforeUnmount(() => (live = false));
  return painted;
}
