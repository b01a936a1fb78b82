import type { Bounds } from './map-layers';

/** Where the map sits on screen: screen = world × scale + (x, y). Pan and zoom change only these three numbers. */
export interface Viewport {
  readonly x: number;
  readonly y: number;
  readonly scale: number;
}

export const MIN_SCALE = 0.08;
export const MAX_SCALE = 4;

const clampScale = (s: number): number => Math.min(MAX_SCALE, Math.max(MIN_SCALE, s));

/** The whole of `bounds` centred in a `width` × `height` screen, never zoomed in past life size ×1.6. */
export function fitView(bounds: Bounds, width: number, height: number): Viewport {
  const bw = Math.max(bounds.maxX - bounds.minX, 1);
  const bh = Math.max(bounds.maxY - bounds.minY, 1);
  const scale = clampScale(Math.min(width / bw, height / bh, 1.6));
  return { scale, x: (width - bw * scale) / 2 - bounds.minX * scale, y: (height - bh * scale) / 2 - bounds.minY * scale };
}

export function panBy(view: Viewport, dx: number, dy: number): Viewport {
  return { ...view, x: view.x + dx, y: view.y + dy };
}

/** Zooms by `factor` keeping the world point under screen point (px, py) where it is. */
export function zoomAt(view: Viewport, factor: number, px: number, py: number): Viewport {
  const scale = clampScale(view.scale * factor);
  const k = scale / view.scale;
  return { scale, x: px - (px - view.x) * k, y: py - (py - view.y) * k };
}

/** Moves the view just enough that the world point (wx, wy) is at least `margin` pixels inside the screen. */
export function keepInView(view: Viewport, wx: number, wy: number, width: number, height: number, margin: number): Viewport {
  const sx = wx * view.scale + view.x;
  const sy = wy * view.scale + view.y;
  const dx = sx < margin ? margin - sx : sx > width - margin ? width - margin - sx : 0;
  const dy = sy < margin ? margin - sy : sy > height - margin ? height - margin - sy : 0;
  return dx === 0 && dy === 0 ? view : panBy(view, dx, dy);
}

/** A CSS transform: the map is one layer the compositor moves, so a pan repaints nothing. */
export function transformOf(view: Viewport): string {
  return `translate(${view.x.toFixed(2)}px, ${view.y.toFixed(2)}px) scale(${view.scale.toFixed(4)})`;
}
