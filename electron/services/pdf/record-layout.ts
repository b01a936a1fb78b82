import { totalGemValue, woundsRemaining, type CharacterSheet } from '../../../shared/records/character-sheet';
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

/** Wound Points as the rules keep them, plus the app's tally: one square per point, crossed for each wound. */
function woundBox(ctx: Ctx, sheet: CharacterSheet, r: Rect): void {
  const { c, s } = ctx;
  const inner = box(ctx, r, 'Wound Points');
  const numberText = String(sheet.woundPoints);
  c.text(numberText, inner.x, inner.y, s.value, 'bold');
  const trackX = inner.x + c.textWidth(numberText, 'bold', s.value) + s.pad * 1.5;
  const trackWidth = inner.x + inner.width - trackX;
  const n = sheet.woundPoints;
  if (n > 0 && n <= 40) {
    const cell = Math.min(s.value * 0.8, trackWidth / n);
    const side = cell * 0.82;
    const top = inner.y + (lineHeight(s.value) - side) / 2;
    for (let i = 0; i < n; i++) {
      const x = trackX + i * cell;
      c.rect(x, top, side, side, { line: 0.6 });
      if (i < sheet.wounds) {
        c.line(x + 1.5, top + 1.5, x + side - 1.5, top + side - 1.5, 0.9);
        c.line(x + 1.5, top + side - 1.5, x + side - 1.5, top + 1.5, 0.9);
      }
    }
  }
  const tally = `Wounds taken: ${sheet.wounds} · ${woundsRemaining(sheet)} remaining`;
  const below = { ...inner, y: inner.y + lineHeight(s.value), height: inner.height - lineHeight(s.value) };
  paragraph(ctx, 'Wounds taken', tally, below, 'regular', s.note);
}

function valueBox(ctx: Ctx, label: string, value: string, note: string | null, r: Rect): void {
  const { s } = ctx;
  const inner = box(ctx, r, label);
  const used = paragraph(ctx, label, value, { ...inner, height: Math.min(inner.height, lineHeight(s.value)) }, 'bold', s.value, s.min);
  if (note) paragraph(ctx, `${label} note`, note, { ...inner, y: inner.y + used, height: inner.height - used }, 'regular', s.note);
}

function gemsText(sheet: CharacterSheet): string {
  if (sheet.gems.length === 0) return 'Gems: none';
  return `Gems (${sheet.gems.length}, worth ${totalGemValue(sheet)} Bezants): ${sheet.gems.join(', ')}`;
}

function deathText(sheet: CharacterSheet): string | null {
  if (sheet.status.alive) return null;
  const how = sheet.status.how ?? 'Cause of death not recorded';
  const text = `${how.charAt(0).toUpperCase()}${how.slice(1)}, ${sheet.status.where ?? 'place not recorded'}`;
  return /[.!?]$/.test(text) ? text : `${text}.`;
}

const countText = (n: number | null): string => (n === null ? DASH : String(n));

/**
 * Splits the free height between Skills/Spells and Magic Items so the smaller of the two type sizes is as large as
 * it can be (a wizard with every spell and a hoarder with thirty items both stay readable).
 */
function splitLists(ctx: Ctx, sheet: CharacterSheet, x: number, y: number, width: number, height: number, maxColumns: number): [Rect, Rect] {
  const { s } = ctx;
  // Magic Items is the box that fills up during play, so short lists leave it the larger share.
  const natural = (sheet.skillsAndSpells.length + 2) / (sheet.skillsAndSpells.length + sheet.magicItems.length + 6);
  let best: { score: [number, number, number]; rects: [Rect, Rect] } | null = null;
  for (let f = 0.2; f <= 0.8001; f += 0.05) {
    const h1 = Math.round((height - s.gap) * f * 100) / 100;
    const r1 = { x, y, width, height: h1 };
    const r2 = { x, y: y + h1 + s.gap, width, height: height - s.gap - h1 };
    const inner = (r: Rect): Rect => ({ ...r, height: r.height - boxHeight(s, 0) });
    const a = fitItems(ctx, sheet.skillsAndSpells, inner(r1), maxColumns);
    const b = fitItems(ctx, sheet.magicItems, inner(r2), maxColumns);
    const score: [number, number, number] = [Number(a.complete && b.complete), Math.min(a.size, b.size), -Math.abs(f - natural)];
    if (!best || score[0] > best.score[0] || (score[0] === best.score[0] && (score[1] > best.score[1] || (score[1] === best.score[1] && score[2] > best.score[2])))) {
      best = { score, rects: [r1, r2] };
    }
  }
  return best!.rects;
}

/** Draws one Character Record [3.1] inside `area`, boxes in the rulebook's order, and reports what it used. */
export function drawRecord(c: PageCanvas, sheet: CharacterSheet, area: Rect, fallback: { campaign: string | null; seed: string | null }): RecordResult {
  const s = area.height >= FULL_PAGE_MIN_HEIGHT ? FULL_PAGE : HALF_PAGE;
  const ctx: Ctx = { c, s, incomplete: [] };
  const firstMark = c.drawn.length;
  const { x, width } = area;
  const half = (width - s.gap) / 2;
  let y = area.y;

  // Heading: the rulebook's title for the form, and whose game it belongs to.
  c.text('CHARACTER RECORD', x, y, s.heading, 'bold');
  const right = sheet.status.alive ? sheet.gameTitle : `${sheet.gameTitle} · Fallen`;
  c.text(right, x + width - c.textWidth(right, 'regular', s.heading * 0.8), y + s.heading * 0.15, s.heading * 0.8);
  y += lineHeight(s.heading) + s.gap * 0.5;
  c.line(x, y, x + width, y, 1.6);
  y += s.gap;

  const classW = width * 0.3;
  const row1 = boxHeight(s, lineHeight(s.name));
  valueBox(ctx, 'Class', sheet.className || DASH, null, { x, y, width: classW, height: row1 });
  const nameInner = box(ctx, { x: x + classW + s.gap, y, width: width - classW - s.gap, height: row1 }, 'Name');
  paragraph(ctx, 'Name', sheet.name || DASH, nameInner, 'bold', s.name, s.name * 0.6);
  y += row1 + s.gap;

  const row2 = boxHeight(s, lineHeight(s.value) + lineHeight(s.note));
  woundBox(ctx, sheet, { x, y, width: half, height: row2 });
  valueBox(ctx, 'Magic Resistance', String(sheet.magicResistance), null, { x: x + half + s.gap, y, width: half, height: row2 });
  y += row2 + s.gap;

  const listRows = s === FULL_PAGE ? Math.min(3, Math.max(2, Math.ceil(Math.max(sheet.weaponSkills.length, sheet.weapons.length) / 2))) : 2;
  const row3 = boxHeight(s, listRows * lineHeight(s.list));
  listBox(ctx, 'Weapon Skill', sheet.weaponSkills, { x, y, width: half, height: row3 }, 2);
  listBox(ctx, 'Weapon', sheet.weapons, { x: x + half + s.gap, y, width: half, height: row3 }, 2);
  y += row3 + s.gap;

  // The rows below the lists grow with their notes (many gems, a long death) up to a cap; the lists share the rest.
  const noteRoom = (text: string | null, boxWidth: number): number => {
    const lines = text === null ? 0 : wrapLines(text, c.measure('regular'), s.note, boxWidth - 2 * s.pad).length;
    return Math.min(Math.max(lines, 2), s === FULL_PAGE ? 5 : 3) * lineHeight(s.note);
  };
  const statusW = width * 0.5;
  const row6 = boxHeight(s, lineHeight(s.value) + noteRoom(gemsText(sheet), half));
  const row7 = boxHeight(s, lineHeight(s.value) + noteRoom(deathText(sheet), statusW));
  const hasFooter = (sheet.campaign ?? fallback.campaign) !== null || (sheet.seed ?? fallback.seed) !== null;
  const footer = hasFooter ? lineHeight(s.note) + s.gap * 0.5 : 0;
  const listsHeight = area.y + area.height - y - row6 - row7 - 2 * s.gap - footer;
  const [skillsRect, itemsRect] = splitLists(ctx, sheet, x, y, width, listsHeight, s === FULL_PAGE ? 3 : 4);
  listBox(ctx, 'Skills/Spells', sheet.skillsAndSpells, skillsRect, s === FULL_PAGE ? 3 : 4);
  listBox(ctx, 'Magic Items', sheet.magicItems, itemsRect, s === FULL_PAGE ? 3 : 4);
  y += listsHeight + s.gap;

  valueBox(ctx, 'Experience', String(sheet.experience), 'Experience Points', { x, y, width: half, height: row6 });
  valueBox(ctx, 'Gold/Gems', `${sheet.bezants} Bezants`, gemsText(sheet), { x: x + half + s.gap, y, width: half, height: row6 });
  y += row6 + s.gap;

  // Beyond the paper record: what the app tracked across the campaign.
  const countW = (width - statusW - 2 * s.gap) / 2;
  valueBox(ctx, 'Status', sheet.status.alive ? 'Alive' : 'Dead', deathText(sheet), { x, y, width: statusW, height: row7 });
  valueBox(ctx, 'Expeditions Survived', countText(sheet.expeditionsSurvived), null, { x: x + statusW + s.gap, y, width: countW, height: row7 });
  valueBox(ctx, 'Kills', countText(sheet.kills), null, { x: x + statusW + countW + 2 * s.gap, y, width: countW, height: row7 });
  y += row7;

  if (hasFooter) {
    const parts = [`Campaign: ${sheet.campaign ?? fallback.campaign ?? DASH}`, `Seed: ${sheet.seed ?? fallback.seed ?? DASH}`];
    y += s.gap * 0.5;
    paragraph(ctx, 'Campaign', parts.join('  ·  '), { x, y, width, height: lineHeight(s.note) }, 'regular', s.note);
    y += lineHeight(s.note);
  }
  const bottom = Math.max(y, ...c.drawn.slice(firstMark).map((d) => d.y + d.height));
  return { bottom, incomplete: ctx.incomplete };
}
