import type { RecordSheet, SheetField, SheetList } from '../../../shared/engine/sheet';
import type { FontName, PageCanvas } from './canvas';
import { fitList, fitParagraph, lineHeight, wrapLines, type FittedList } from './text-fit';

export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** Type sizes and spacing for one record; a half-page record gets the smaller set. */
interface Scale {
  readonly heading: number;
  readonly label: number;
  readonly name: number;
  readonly value: number;
  readonly list: number;
  readonly note: number;
  readonly min: number;
  readonly pad: number;
  readonly gap: number;
  readonly border: number;
}

const FULL_PAGE: Scale = { heading: 14, label: 7.5, name: 22, value: 16, list: 12, note: 9, min: 6, pad: 6, gap: 6, border: 0.9 };
const HALF_PAGE: Scale = { heading: 10.5, label: 6.5, name: 15, value: 12, list: 9.5, note: 7.5, min: 5.5, pad: 4, gap: 4, border: 0.8 };

/** A record shorter than this is laid out with the half-page scale. */
const FULL_PAGE_MIN_HEIGHT = 560;

const DASH = '—';

export interface RecordResult {
  /** The lowest point drawn, to prove the record stayed in its rectangle. */
  readonly bottom: number;
  /** Boxes whose text had to be cut even at the smallest size; empty in every sane case. */
  readonly incomplete: readonly string[];
}

interface Ctx {
  readonly c: PageCanvas;
  readonly s: Scale;
  readonly incomplete: string[];
}

/** Draws a labelled box and returns the rectangle inside it, below the label. */
function box(ctx: Ctx, r: Rect, label: string): Rect {
  const { c, s } = ctx;
  c.rect(r.x, r.y, r.width, r.height, { line: s.border });
  c.text(label, r.x + s.pad, r.y + s.pad * 0.6, s.label, 'bold');
  const top = r.y + s.pad * 0.6 + lineHeight(s.label) + s.pad * 0.3;
  return { x: r.x + s.pad, y: top, width: r.width - 2 * s.pad, height: r.y + r.height - s.pad * 0.5 - top };
}

/** The height of a box whose content is `contentHeight` tall. */
const boxHeight = (s: Scale, contentHeight: number): number => s.pad * 0.6 + lineHeight(s.label) + s.pad * 0.3 + contentHeight + s.pad * 0.5;

function paragraph(ctx: Ctx, what: string, text: string, r: Rect, font: FontName, maxSize: number, oneLineDownTo?: number): number {
  const fitted = fitParagraph(text, ctx.c.measure(font), {
    width: r.width,
    height: r.height,
    maxSize,
    minSize: ctx.s.min,
    ...(oneLineDownTo !== undefined ? { oneLineDownTo } : {}),
  });
  if (!fitted.complete) ctx.incomplete.push(what);
  fitted.lines.forEach((line, i) => ctx.c.text(line, r.x, r.y + i * lineHeight(fitted.size), fitted.size, font));
  return fitted.lines.length * lineHeight(fitted.size);
}

function fitItems(ctx: Ctx, items: readonly string[], r: Rect, maxColumns: number): FittedList {
  return fitList(items.length > 0 ? items : [DASH], ctx.c.measure('regular'), {
    width: r.width,
    height: r.height,
    maxSize: ctx.s.list,
    minSize: ctx.s.min,
    maxColumns,
    gutter: ctx.s.pad * 2,
    indentEm: items.length > 0 ? 0.9 : 0,
  });
}

function drawList(ctx: Ctx, what: string, fitted: FittedList, r: Rect, bullets: boolean): void {
  if (!fitted.complete) ctx.incomplete.push(what);
  const indent = bullets ? 0.9 * fitted.size : 0;
  fitted.columns.forEach((column, ci) => {
    const x = r.x + ci * (fitted.columnWidth + ctx.s.pad * 2);
    column.forEach((line, li) => {
      const y = r.y + li * lineHeight(fitted.size);
      if (bullets && line.first) ctx.c.text('•', x, y, fitted.size);
      ctx.c.text(line.text, x + indent, y, fitted.size);
    });
  });
}

function listBox(ctx: Ctx, label: string, items: readonly string[], r: Rect, maxColumns: number): void {
  const inner = box(ctx, r, label);
  drawList(ctx, label, fitItems(ctx, items, inner, maxColumns), inner, items.length > 0);
}

/** A row of boxes to cross off, one per point, right of the value: the paper record's way of keeping a tally. */
function tallyTrack(ctx: Ctx, tally: NonNullable<SheetField['tally']>, x: number, top: number, width: number): void {
  const { c, s } = ctx;
  const n = tally.of;
  if (n <= 0 || n > 40 || width <= 0) return;
  const cell = Math.min(s.value * 0.8, width / n);
  const side = cell * 0.82;
  const y = top + (lineHeight(s.value) - side) / 2;
  for (let i = 0; i < n; i++) {
    const cx = x + i * cell;
    c.rect(cx, y, side, side, { line: 0.6 });
    if (i < tally.marked) {
      c.line(cx + 1.5, y + 1.5, cx + side - 1.5, y + side - 1.5, 0.9);
      c.line(cx + 1.5, y + side - 1.5, cx + side - 1.5, y + 1.5, 0.9);
    }
  }
}

/** One field: its label, its value large (with its tally beside it, if any) and its note in small print below. */
function fieldBox(ctx: Ctx, field: SheetField, r: Rect): void {
  const { c, s } = ctx;
  const inner = box(ctx, r, field.label);
  const valueRect = { ...inner, height: Math.min(inner.height, lineHeight(s.value)) };
  let used: number;
  if (field.tally) {
    const value = field.value || DASH;
    c.text(value, inner.x, inner.y, s.value, 'bold');
    const trackX = inner.x + c.textWidth(value, 'bold', s.value) + s.pad * 1.5;
    tallyTrack(ctx, field.tally, trackX, inner.y, inner.x + inner.width - trackX);
    used = lineHeight(s.value);
  } else {
    used = paragraph(ctx, field.label, field.value || DASH, valueRect, 'bold', s.value, s.min);
  }
  if (field.note) paragraph(ctx, `${field.label} note`, field.note, { ...inner, y: inner.y + used, height: inner.height - used }, 'regular', s.note);
}

/** How many fields go in each row: up to three abreast, never one left alone after a full row. */
function rowSizes(n: number): number[] {
  const sizes: number[] = [];
  let left = n;
  while (left > 0) {
    const take = left === 4 ? 2 : Math.min(3, left);
    sizes.push(take);
    left -= take;
  }
  return sizes;
}

/** The parts of a record below its name, top to bottom; long lists share whatever height the others leave. */
type Block =
  | { readonly kind: 'fields'; readonly fields: readonly SheetField[] }
  | { readonly kind: 'lists'; readonly lists: readonly SheetList[] }
  | { readonly kind: 'long'; readonly list: SheetList };

function blocksOf(sheet: RecordSheet): Block[] {
  const blocks: Block[] = [];
  for (const section of sheet.sections) {
    let at = 0;
    for (const size of rowSizes(section.fields.length)) {
      blocks.push({ kind: 'fields', fields: section.fields.slice(at, at + size) });
      at += size;
    }
    const short = section.lists.filter((l) => !l.long);
    for (let i = 0; i < short.length; i += 2) blocks.push({ kind: 'lists', lists: short.slice(i, i + 2) });
    for (const list of section.lists) if (list.long) blocks.push({ kind: 'long', list });
  }
  return blocks;
}

/**
 * Splits the free height between the long lists so the smallest of their type sizes is as large as it can be (a
 * wizard with every spell and a hoarder with thirty items both stay readable). Two lists: every split from 20/80 to
 * 80/20 is tried; more: shares by length.
 */
function splitLongLists(ctx: Ctx, lists: readonly SheetList[], width: number, height: number, maxColumns: number): number[] {
  const { s } = ctx;
  // The gaps between the lists are already set aside: `height` is theirs alone.
  const free = height;
  if (lists.length === 1) return [height];
  const inner = (h: number): Rect => ({ x: 0, y: 0, width: width - 2 * s.pad, height: h - boxHeight(s, 0) });
  if (lists.length === 2) {
    const [first, second] = lists as [SheetList, SheetList];
    // The second list is the one that fills up during play (the rulebook's order puts it last), so short lists
    // leave it the larger share.
    const natural = (first.items.length + 2) / (first.items.length + second.items.length + 6);
    let best: { score: [number, number, number]; heights: number[] } | null = null;
    for (let f = 0.2; f <= 0.8001; f += 0.05) {
      const h1 = Math.round(free * f * 100) / 100;
      const a = fitItems(ctx, first.items, inner(h1), maxColumns);
      const b = fitItems(ctx, second.items, inner(free - h1), maxColumns);
      const score: [number, number, number] = [Number(a.complete && b.complete), Math.min(a.size, b.size), -Math.abs(f - natural)];
      if (!best || score[0] > best.score[0] || (score[0] === best.score[0] && (score[1] > best.score[1] || (score[1] === best.score[1] && score[2] > best.score[2])))) {
        best = { score, heights: [h1, free - h1] };
      }
    }
    return best!.heights;
  }
  const weights = lists.map((l) => l.items.length + 2);
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => Math.round(((free * w) / total) * 100) / 100);
}

/** Lays out any ruleset's record inside `area`: heading, role and name, then each section's boxes in order. */
export function drawRecord(c: PageCanvas, sheet: RecordSheet, area: Rect, fallback: { campaign: string | null; seed: string | null }): RecordResult {
  const s = area.height >= FULL_PAGE_MIN_HEIGHT ? FULL_PAGE : HALF_PAGE;
  const ctx: Ctx = { c, s, incomplete: [] };
  const firstMark = c.drawn.length;
  const { x, width } = area;
  const half = (width - s.gap) / 2;
  const listColumns = s === FULL_PAGE ? 3 : 4;
  let y = area.y;

  // Heading: the rulebook's title for the form, and whose game it belongs to.
  c.text('CHARACTER RECORD', x, y, s.heading, 'bold');
  const right = sheet.alive ? sheet.gameTitle : `${sheet.gameTitle} · Fallen`;
  c.text(right, x + width - c.textWidth(right, 'regular', s.heading * 0.8), y + s.heading * 0.15, s.heading * 0.8);
  y += lineHeight(s.heading) + s.gap * 0.5;
  c.line(x, y, x + width, y, 1.6);
  y += s.gap;

  const roleW = width * 0.3;
  const row1 = boxHeight(s, lineHeight(s.name));
  fieldBox(ctx, { label: sheet.roleLabel ?? 'Role', value: sheet.role }, { x, y, width: roleW, height: row1 });
  const nameInner = box(ctx, { x: x + roleW + s.gap, y, width: width - roleW - s.gap, height: row1 }, 'Name');
  paragraph(ctx, 'Name', sheet.name || DASH, nameInner, 'bold', s.name, s.name * 0.6);
  y += row1 + s.gap;

  // Every block's height but the long lists', which share the rest: a row of fields grows with its notes (many
  // gems, a long death) up to a cap.
  const blocks = blocksOf(sheet);
  const widthsOf = (fields: readonly SheetField[]): number[] => {
    // Three abreast: the first on the half-page grid of the rows above, the other two sharing the other half.
    if (fields.length === 3) return [half, (half - s.gap) / 2, (half - s.gap) / 2];
    const free = width - s.gap * (fields.length - 1);
    return fields.map(() => free / fields.length);
  };
  const heightOf = (block: Block): number => {
    if (block.kind === 'fields') {
      const widths = widthsOf(block.fields);
      const lines = Math.max(0, ...block.fields.map((f, i) => (f.note ? wrapLines(f.note, c.measure('regular'), s.note, widths[i]! - 2 * s.pad).length : 0)));
      const noteLines = lines === 0 ? 0 : Math.min(lines, s === FULL_PAGE ? 5 : 3);
      return boxHeight(s, lineHeight(s.value) + noteLines * lineHeight(s.note));
    }
    if (block.kind === 'lists') {
      const longest = Math.max(...block.lists.map((l) => l.items.length));
      const rows = s === FULL_PAGE ? Math.min(3, Math.max(2, Math.ceil(longest / 2))) : 2;
      return boxHeight(s, rows * lineHeight(s.list));
    }
    return 0;
  };
  const hasFooter = (sheet.campaign ?? fallback.campaign) !== null || (sheet.seed ?? fallback.seed) !== null;
  const footer = hasFooter ? lineHeight(s.note) + s.gap * 0.5 : 0;
  const fixed = blocks.reduce((n, b) => n + heightOf(b), 0) + s.gap * Math.max(0, blocks.length - 1);
  const longLists = blocks.flatMap((b) => (b.kind === 'long' ? [b.list] : []));
  const longHeights = longLists.length > 0 ? splitLongLists(ctx, longLists, width, area.y + area.height - y - fixed - footer, listColumns) : [];

  let longAt = 0;
  blocks.forEach((block, i) => {
    if (i > 0) y += s.gap;
    if (block.kind === 'fields') {
      const height = heightOf(block);
      let bx = x;
      widthsOf(block.fields).forEach((w, fi) => {
        fieldBox(ctx, block.fields[fi]!, { x: bx, y, width: w, height });
        bx += w + s.gap;
      });
      y += height;
    } else if (block.kind === 'lists') {
      const height = heightOf(block);
      const w = block.lists.length === 2 ? half : width;
      block.lists.forEach((list, li) => listBox(ctx, list.label, list.items, { x: x + li * (half + s.gap), y, width: w, height }, 2));
      y += height;
    } else {
      const height = longHeights[longAt++]!;
      listBox(ctx, block.list.label, block.list.items, { x, y, width, height }, listColumns);
      y += height;
    }
  });

  if (hasFooter) {
    const parts = [`Campaign: ${sheet.campaign ?? fallback.campaign ?? DASH}`, `Seed: ${sheet.seed ?? fallback.seed ?? DASH}`];
    y += s.gap * 0.5;
    paragraph(ctx, 'Campaign', parts.join('  ·  '), { x, y, width, height: lineHeight(s.note) }, 'regular', s.note);
    y += lineHeight(s.note);
  }
  const bottom = Math.max(y, ...c.drawn.slice(firstMark).map((d) => d.y + d.height));
  return { bottom, incomplete: ctx.incomplete };
}
