import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, PageSizes } from 'pdf-lib';
import type { RecordSheet } from '../../../shared/engine/sheet';
import { PageCanvas, type DrawnBox } from './canvas';
import { loadRecordFonts, type RecordFonts } from './fonts';
import { drawRecord, type Rect } from './record-layout';
import { ellipsize, lineHeight } from './text-fit';

export type PdfLayout = 'one-per-page' | 'two-per-page';
export type PaperSize = 'A4' | 'Letter';

export interface CharacterPdfOptions {
  readonly title: string;
  readonly layout: PdfLayout;
  readonly paper: PaperSize;
  /** Printed on records whose sheet does not name its own campaign or seed. */
  readonly campaign?: string | null;
  readonly seed?: string | null;
  /** The document's creation date (metadata and footer); passed in so the same input gives the same file. */
  readonly createdAt: Date;
  /** Defaults to the fonts shipped in resources/fonts/. */
  readonly fonts?: RecordFonts;
}

export interface PageReport {
  readonly width: number;
  readonly height: number;
  readonly margin: number;
  readonly drawn: readonly DrawnBox[];
  /** Per record on the page: the rectangle it was given and the lowest point it drew. */
  readonly records: readonly { readonly name: string; readonly area: Rect; readonly bottom: number }[];
}

export interface CharacterPdfResult {
  readonly bytes: Uint8Array;
  readonly pages: readonly PageReport[];
  /** "Name: box" for every box whose text had to be cut; empty unless a sheet is absurd. */
  readonly incomplete: readonly string[];
}

const PAPER: Readonly<Record<PaperSize, [number, number]>> = { A4: PageSizes.A4, Letter: PageSizes.Letter };
/** Half an inch: inside the unprintable edge of every office printer. */
const MARGIN = 36;
const FOOTER_SIZE = 7;
const HALF_GAP = 22;

const isoDate = (d: Date): string => d.toISOString().slice(0, 10);

/**
 * Pairs records for the two-per-page layout in their order; a record too full for half a page (every spell and a
 * hoard of items) gets a page of its own rather than type too small to read.
 */
function pairUp(sheets: readonly RecordSheet[], fitsHalfPage: (sheet: RecordSheet) => boolean): RecordSheet[][] {
  const groups: RecordSheet[][] = [];
  let open: RecordSheet[] | null = null;
  for (const sheet of sheets) {
    if (!fitsHalfPage(sheet)) {
      groups.push([sheet]);
      open = null; // keep the order: the next record starts a new page
      continue;
    }
    if (open && open.length === 1) {
      open.push(sheet);
      open = null;
    } else {
      open = [sheet];
      groups.push(open);
    }
  }
  return groups;
}

/** Renders character records to a PDF and reports the layout (tests use the report to prove nothing overflowed). */
export async function renderCharacterPdfDetailed(sheets: readonly RecordSheet[], options: CharacterPdfOptions): Promise<CharacterPdfResult> {
  const fontBytes = options.fonts ?? (await loadRecordFonts());
  const doc = await PDFDocument.create({ updateMetadata: false });
  doc.registerFontkit(fontkit);
  const fonts = {
    regular: await doc.embedFont(fontBytes.regular, { subset: true }),
    bold: await doc.embedFont(fontBytes.bold, { subset: true }),
  };

  doc.setTitle(options.title, { showInWindowTitleBar: true });
  doc.setAuthor('Mazewright');
  doc.setSubject(`Character records${options.campaign ? ` — ${options.campaign}` : ''}`);
  doc.setKeywords(['Mazewright', 'character record', ...sheets.map((s) => s.name)]);
  doc.setCreator('Mazewright');
  doc.setProducer('Mazewright (pdf-lib)');
  doc.setLanguage('en');
  doc.setCreationDate(options.createdAt);
  doc.setModificationDate(options.createdAt);

  const [pageWidth, pageHeight] = PAPER[options.paper];
  const fallback = { campaign: options.campaign ?? null, seed: options.seed ?? null };
  const footerTop = pageHeight - MARGIN - lineHeight(FOOTER_SIZE);
  const usable = footerTop - MARGIN - 6;
  // Inset by a point so that the outer strokes, centred on the box edges, stay inside the margin too.
  const areaFor = (slotHeight: number, i: number): Rect => ({
    x: MARGIN + 1,
    y: MARGIN + 1 + i * (slotHeight + HALF_GAP),
    width: pageWidth - 2 * MARGIN - 2,
    height: slotHeight - 2,
  });
  const halfHeight = (usable - HALF_GAP) / 2;
  const fitsHalfPage = (sheet: RecordSheet): boolean =>
    drawRecord(new PageCanvas(null, fonts, { width: pageWidth, height: pageHeight }), sheet, areaFor(halfHeight, 0), fallback).incomplete.length === 0;
  const groups = options.layout === 'two-per-page' ? pairUp(sheets, fitsHalfPage) : sheets.map((s) => [s]);
  if (groups.length === 0) groups.push([]);
  const pageCount = groups.length;
  const pages: PageReport[] = [];
  const incomplete: string[] = [];

  for (const [p, group] of groups.entries()) {
    const canvas = new PageCanvas(doc.addPage([pageWidth, pageHeight]), fonts);
    const slotHeight = group.length === 2 ? halfHeight : usable;
    const records: PageReport['records'][number][] = [];
    group.forEach((sheet, i) => {
      const area = areaFor(slotHeight, i);
      if (i > 0) canvas.line(area.x, area.y - HALF_GAP / 2, area.x + area.width, area.y - HALF_GAP / 2, 0.5, true);
      const result = drawRecord(canvas, sheet, area, fallback);
      incomplete.push(...result.incomplete.map((box) => `${sheet.name}: ${box}`));
      records.push({ name: sheet.name, area, bottom: result.bottom });
    });
    if (sheets.length === 0) canvas.text('No Character Records to print.', MARGIN, MARGIN, 12);
    const stamp = ` · exported by Mazewright on ${isoDate(options.createdAt)} · page ${p + 1} of ${pageCount}`;
    const measure = canvas.measure('regular');
    const room = pageWidth - 2 * MARGIN - measure.width(stamp, FOOTER_SIZE);
    const title = measure.width(options.title, FOOTER_SIZE) <= room ? options.title : ellipsize(options.title, measure, FOOTER_SIZE, room);
    const footer = title + stamp;
    canvas.text(footer, (pageWidth - measure.width(footer, FOOTER_SIZE)) / 2, footerTop, FOOTER_SIZE);
    pages.push({ width: pageWidth, height: pageHeight, margin: MARGIN, drawn: canvas.drawn, records });
  }

  const bytes = await doc.save({ useObjectStreams: true });
  return { bytes, pages, incomplete };
}

/** Renders character records to PDF bytes: one record per page, or two (the party on fewer sheets of paper). */
export async function renderCharacterPdf(sheets: readonly RecordSheet[], options: CharacterPdfOptions): Promise<Uint8Array> {
  return (await renderCharacterPdfDetailed(sheets, options)).bytes;
}
