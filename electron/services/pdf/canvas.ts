import { rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Measure } from './text-fit';

/** Everything drawn on a page, in top-down page coordinates, so tests can prove nothing leaves the page. */
export interface DrawnBox {
  readonly kind: 'text' | 'rect' | 'line';
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly text?: string;
}

export type FontName = 'regular' | 'bold';

/** DejaVu's ascent and descent in em (hhea 1901 / −483 at 2048 units per em). */
const ASCENT = 0.928;
const DESCENT = 0.236;

const BLACK = rgb(0, 0, 0);
const GREY = rgb(0.82, 0.82, 0.82);

/**
 * A thin drawing layer over a pdf-lib page: y grows downwards from the top edge (the way a form is designed),
 * only black, white and one light grey (prints on any printer), and a log of every mark it made.
 */
export class PageCanvas {
  readonly drawn: DrawnBox[] = [];
  readonly width: number;
  readonly height: number;

  /** `page` null: a dry run that only measures and logs (to learn whether a record fits before drawing it). */
  constructor(
    private readonly page: PDFPage | null,
    private readonly fonts: Readonly<Record<FontName, PDFFont>>,
    size?: { readonly width: number; readonly height: number },
  ) {
    const { width, height } = page?.getSize() ?? size ?? { width: 0, height: 0 };
    this.width = width;
    this.height = height;
  }

  /** Widths at size 1, per font: fitting tries many sizes and columns, and fontkit's layout is the slow part. */
  readonly #unitWidths: Record<FontName, Map<string, number>> = { regular: new Map(), bold: new Map() };

  measure(font: FontName): Measure {
    return { width: (text, size) => this.textWidth(text, font, size) };
  }

  textWidth(text: string, font: FontName, size: number): number {
    const cache = this.#unitWidths[font];
    let unit = cache.get(text);
    if (unit === undefined) {
      unit = this.fonts[font].widthOfTextAtSize(text, 1);
      cache.set(text, unit);
    }
    return unit * size;
  }

  /** Draws one line whose glyph box starts at `top`; returns its width. */
  text(text: string, x: number, top: number, size: number, font: FontName = 'regular'): number {
    if (text === '') return 0;
    const width = this.textWidth(text, font, size);
    this.page?.drawText(text, { x, y: this.height - top - ASCENT * size, size, font: this.fonts[font], color: BLACK });
    this.drawn.push({ kind: 'text', x, y: top, width, height: (ASCENT + DESCENT) * size, text });
    return width;
  }

  rect(x: number, top: number, width: number, height: number, style: { line?: number; fill?: 'grey' | 'black' } = {}): void {
    const line = style.line ?? 0;
    this.page?.drawRectangle({
      x,
      y: this.height - top - height,
      width,
      height,
      ...(line > 0 ? { borderColor: BLACK, borderWidth: line } : {}),
      ...(style.fill ? { color: style.fill === 'grey' ? GREY : BLACK } : {}),
    });
    // A stroke is centred on the path, so half of it lies outside the rectangle.
    this.drawn.push({ kind: 'rect', x: x - line / 2, y: top - line / 2, width: width + line, height: height + line });
  }

  line(x1: number, y1: number, x2: number, y2: number, thickness: number, dashed = false): void {
    this.page?.drawLine({
      start: { x: x1, y: this.height - y1 },
      end: { x: x2, y: this.height - y2 },
      thickness,
      color: BLACK,
      ...(dashed ? { dashArray: [4, 3] } : {}),
    });
    const h = thickness / 2;
    this.drawn.push({ kind: 'line', x: Math.min(x1, x2) - h, y: Math.min(y1, y2) - h, width: Math.abs(x2 - x1) + thickness, height: Math.abs(y2 - y1) + thickness });
  }
}
