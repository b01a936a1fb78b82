/**
 * Fitting text into fixed boxes: wrap, shrink, and flow into columns. Pure functions over a width measure, so the
 * rules "never overflow, shrink before truncating" are testable without a PDF.
 */

export interface Measure {
  /** Width in points of `text` set at `size`. */
  width(text: string, size: number): number;
}

/** Line pitch as a multiple of the font size (DejaVu's ascent + descent is 1.164 em). */
export const LINE_HEIGHT = 1.2;
const SIZE_STEP = 0.5;
const ELLIPSIS = '…';

export const lineHeight = (size: number): number => size * LINE_HEIGHT;

/** Breaks a word wider than the line into pieces that fit (last resort for a name with no spaces). */
function breakWord(word: string, m: Measure, size: number, width: number): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const ch of word) {
    if (current !== '' && m.width(current + ch, size) > width) {
      pieces.push(current);
      current = ch;
    } else current += ch;
  }
  if (current !== '') pieces.push(current);
  return pieces;
}

/** Greedy word wrap; explicit newlines start new lines; never returns a line wider than `width` (bar one glyph). */
export function wrapLines(text: string, m: Measure, size: number, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    const words = paragraph.split(/\s+/).filter((w) => w !== '');
    if (words.length === 0) {
      lines.push('');
      continue;
    }
    let current = '';
    for (const word of words) {
      const candidate = current === '' ? word : `${current} ${word}`;
      if (m.width(candidate, size) <= width) {
        current = candidate;
        continue;
      }
      if (current !== '') lines.push(current);
      if (m.width(word, size) <= width) current = word;
      else {
        const pieces = breakWord(word, m, size, width);
        lines.push(...pieces.slice(0, -1));
        current = pieces[pieces.length - 1] ?? '';
      }
    }
    lines.push(current);
  }
  return lines;
}

/** Cuts a line so that it plus an ellipsis fits `width`. */
export function ellipsize(line: string, m: Measure, size: number, width: number): string {
  if (m.width(line + ELLIPSIS, size) <= width) return line + ELLIPSIS;
  let cut = [...line];
  while (cut.length > 0 && m.width(cut.join('') + ELLIPSIS, size) > width) cut = cut.slice(0, -1);
  return cut.join('') + ELLIPSIS;
}

function sizesFrom(max: number, min: number): number[] {
  const sizes: number[] = [];
  for (let s = max; s >= min - 1e-9; s -= SIZE_STEP) sizes.push(Math.round(s * 100) / 100);
  if (sizes[sizes.length - 1] !== min) sizes.push(min);
  return sizes;
}

export interface FittedText {
  readonly size: number;
  readonly lines: readonly string[];
  /** False when even the smallest size could not hold it all and lines were cut (a last resort, reported). */
  readonly complete: boolean;
}

export interface FitOptions {
  readonly width: number;
  readonly height: number;
  readonly maxSize: number;
  readonly minSize: number;
  /** Shrink a one-line text down to this size before letting it wrap (a name reads best on one line). */
  readonly oneLineDownTo?: number;
}

/** The largest size at which `text` fits the box, wrapping as needed; truncated with an ellipsis only at minSize. */
export function fitParagraph(text: string, m: Measure, o: FitOptions): FittedText {
  if (o.oneLineDownTo !== undefined && !text.includes('\n')) {
    for (const size of sizesFrom(o.maxSize, Math.max(o.minSize, o.oneLineDownTo))) {
      if (m.width(text, size) <= o.width && lineHeight(size) <= o.height) return { size, lines: [text], complete: true };
    }
  }
  for (const size of sizesFrom(o.maxSize, o.minSize)) {
    const lines = wrapLines(text, m, size, o.width);
    if (lines.length * lineHeight(size) <= o.height) return { size, lines, complete: true };
  }
  const size = o.minSize;
  const room = Math.max(1, Math.floor(o.height / lineHeight(size)));
  const lines = wrapLines(text, m, size, o.width);
  const kept = lines.slice(0, room);
  kept[room - 1] = ellipsize(kept[room - 1] ?? '', m, size, o.width);
  return { size, lines: kept, complete: false };
}

export interface ListLine {
  readonly text: string;
  /** True for the first line of an item (gets the bullet); continuation lines are indented under it. */
  readonly first: boolean;
}

export interface FittedList {
  readonly size: number;
  readonly columnWidth: number;
  readonly columns: readonly (readonly ListLine[])[];
  readonly complete: boolean;
}

export interface ListOptions extends FitOptions {
  readonly maxColumns: number;
  readonly gutter: number;
  /** Width reserved at the left of every line for the bullet / hanging indent, as a multiple of the size. */
  readonly indentEm: number;
}

function wrapItems(items: readonly string[], m: Measure, size: number, textWidth: number): ListLine[][] {
  return items.map((item) => wrapLines(item, m, size, textWidth).map((text, i) => ({ text, first: i === 0 })));
}

/** Fills columns top to bottom; an item moves whole to the next column unless it is taller than a column. */
function flow(wrapped: readonly ListLine[][], perColumn: number, columns: number): ListLine[][] | null {
  const out: ListLine[][] = [[]];
  for (const item of wrapped) {
    let col = out[out.length - 1]!;
    if (col.length > 0 && col.length + item.length > perColumn && item.length <= perColumn) {
      col = [];
      out.push(col);
    }
    for (const line of item) {
      if (col.length >= perColumn) {
        col = [];
        out.push(col);
      }
      col.push(line);
    }
  }
  return out.length <= columns ? out : null;
}

/**
 * The largest size at which every item fits, trying 1…maxColumns columns at each size before shrinking. Only
 * at minSize in maxColumns does it give up and cut the last line with an ellipsis.
 */
export function fitList(items: readonly string[], m: Measure, o: ListOptions): FittedList {
  for (const size of sizesFrom(o.maxSize, o.minSize)) {
    const perColumn = Math.floor(o.height / lineHeight(size) + 1e-9);
    if (perColumn < 1) continue;
    for (let columns = 1; columns <= o.maxColumns; columns++) {
      const columnWidth = (o.width - o.gutter * (columns - 1)) / columns;
      const textWidth = columnWidth - o.indentEm * size;
      if (textWidth <= size) break;
      const laid = flow(wrapItems(items, m, size, textWidth), perColumn, columns);
      if (laid) return { size, columnWidth, columns: laid, complete: true };
    }
  }
  const size = o.minSize;
  const columns = o.maxColumns;
  const columnWidth = (o.width - o.gutter * (columns - 1)) / columns;
  const textWidth = columnWidth - o.indentEm * size;
  const perColumn = Math.max(1, Math.floor(o.height / lineHeight(size)));
  const all = wrapItems(items, m, size, textWidth).flat();
  const laid: ListLine[][] = [];
  for (let c = 0; c < columns; c++) laid.push(all.slice(c * perColumn, (c + 1) * perColumn));
  const last = laid[columns - 1]!;
  if (last.length > 0) {
    const tail = last[last.length - 1]!;
    last[last.length - 1] = { ...tail, text: ellipsize(tail.text, m, size, textWidth) };
  }
  return { size, columnWidth, columns: laid, complete: false };
}
