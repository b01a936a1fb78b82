import { elementScroll, type Rect, type Virtualizer } from '@tanstack/vue-virtual';

/**
 * Virtualizer options that never make the browser lay the page out in the middle of an update. The library's own
 * read the scroll box's client size as it mounts and each row's offsetHeight as it is first drawn, and each such read
 * forces a layout of the whole game screen before its other panels have even been drawn (two or three extra
 * layouts when a slot opens), and so does the scroll to the top it writes as it mounts. Here every size comes from ResizeObserver, which reports after the browser's own layout
 * of the frame, and the first draw works from an estimate until it does.
 */

/** The scroll box's size as ResizeObserver reports it (its first report comes with the first frame). */
export function observeRectLazily<S extends Element, T extends Element>(instance: Virtualizer<S, T>, cb: (rect: Rect) => void): () => void {
  const element = instance.scrollElement;
  if (!element) return () => undefined;
  const observer = new ResizeObserver(([entry]) => {
    const box = entry?.contentBoxSize[0];
    if (box) cb({ width: Math.round(box.inlineSize), height: Math.round(box.blockSize) });
  });
  observer.observe(element);
  return () => observer.disconnect();
}

/** A row's height from ResizeObserver; until it has reported, the height measured before or the estimate. */
export function measureLazily<S extends Element, T extends Element>(element: T, entry: ResizeObserverEntry | undefined, instance: Virtualizer<S, T>): number {
  const box = entry?.borderBoxSize[0];
  if (box) return Math.round(box.blockSize);
  const index = instance.indexFromElement(element);
  return instance.itemSizeCache.get(instance.options.getItemKey(index)) ?? instance.options.estimateSize(index);
}

/** How the virtualizer asks for a scroll (its `scrollToFn` options). */
export interface ScrollWrite {
  readonly adjustments?: number;
  readonly behavior?: ScrollBehavior;
}

/**
 * Scrolls the box, except to the top while it is already there: the virtualizer writes its offset as it mounts, and
 * even a scroll to where the box already is makes the browser lay the page out first.
 */
export function scrollUnlessThere<S extends Element, T extends Element>(offset: number, options: ScrollWrite, instance: Virtualizer<S, T>): void {
  if (offset + (options.adjustments ?? 0) === 0 && instance.scrollOffset === 0) return;
  elementScroll(offset, options, instance);
}
