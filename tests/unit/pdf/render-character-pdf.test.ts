import { describe, expect, it } from 'vitest';
import type { RecordSheet } from '../../../shared/engine/sheet';
import { renderCharacterPdf, renderCharacterPdfDetailed, type CharacterPdfOptions, type CharacterPdfResult } from '../../../electron/services/pdf/render-character-pdf';
import type { DrawnBox } from '../../../electron/services/pdf/canvas';
import { ALL_SPELLS, CAMPAIGN, CREATED_AT, SEED, aldricSheet, hoarderSheet, listOf, watSheet } from './fixtures';
import { flat, pdfFonts, pdfInfo, pdfPages, renderPngs } from './poppler';

const options = (over: Partial<CharacterPdfOptions> = {}): CharacterPdfOptions => ({
  title: `${CAMPAIGN} — Character Records`,
  layout: 'one-per-page',
  paper: 'A4',
  campaign: CAMPAIGN,
  seed: SEED,
  createdAt: CREATED_AT,
  ...over,
});

/** Every label and value a record holds, as it must appear in the PDF's text, whatever the ruleset. */
function expectedTexts(sheet: RecordSheet): string[] {
  const texts = ['CHARACTER RECORD', sheet.roleLabel ?? 'Role', sheet.role, 'Name', sheet.name];
  for (const section of sheet.sections) {
    for (const field of section.fields) texts.push(field.label, field.value, ...(field.note ? [field.note] : []));
    for (const list of section.lists) texts.push(list.label, ...list.items);
  }
  texts.push(`Seed: ${sheet.seed ?? SEED}`, `Campaign: ${sheet.campaign ?? CAMPAIGN}`);
  return texts.filter((t) => t !== '');
}

function expectAllText(pageText: string, sheet: RecordSheet): void {
  const page = flat(pageText);
  for (const text of expectedTexts(sheet)) expect(page, `“${text}” on ${sheet.name}'s record`).toContain(flat(text));
}

const inside = (a: DrawnBox, b: DrawnBox, tol = 0.01): boolean =>
  a.x >= b.x - tol && a.y >= b.y - tol && a.x + a.width <= b.x + b.width + tol && a.y + a.height <= b.y + b.height + tol;

const overlaps = (a: DrawnBox, b: DrawnBox, tol = 0.05): boolean =>
  a.x + tol < b.x + b.width && b.x + tol < a.x + a.width && a.y + tol < b.y + b.height && b.y + tol < a.y + a.height;

/** Nothing leaves the printable area, every record stays in its slot, no two texts collide, nothing was cut. */
function expectFits(result: CharacterPdfResult): void {
  expect(result.incomplete).toEqual([]);
  for (const page of result.pages) {
    const printable: DrawnBox = { kind: 'rect', x: page.margin, y: page.margin, width: page.width - 2 * page.margin, height: page.height - 2 * page.margin };
    for (const mark of page.drawn) expect(inside(mark, printable), `${mark.kind} ${mark.text ?? ''} at ${mark.x},${mark.y}`).toBe(true);
    for (const record of page.records) {
      expect(record.bottom).toBeLessThanOrEqual(record.area.y + record.area.height + 0.01);
    }
    const texts = page.drawn.filter((d) => d.kind === 'text');
    for (let i = 0; i < texts.length; i++) {
      for (let j = i + 1; j < texts.length; j++) {
        expect(overlaps(texts[i]!, texts[j]!), `“${texts[i]!.text}” overlaps “${texts[j]!.text}”`).toBe(false);
      }
    }
    // Every value sits inside a drawn box, except the form's heading, the campaign line and the page footer.
    const boxes = page.drawn.filter((d) => d.kind === 'rect' && d.width > 40);
    const loose = texts.filter((t) => !boxes.some((b) => inside(t, b)));
    for (const t of loose) expect(t.text).toMatch(/^(CHARACTER RECORD|Deathmaze( · Fallen)?|Campaign: .*|.* · exported by Mazewright on .*)$/);
  }
}

describe('character records as PDF', () => {
  it('prints every box of the Character Record with the live values, one record per page', async () => {
    const sheets = [aldricSheet(), watSheet()];
    const result = await renderCharacterPdfDetailed(sheets, options());
    const pages = pdfPages(result.bytes);
    expect(pages).toHaveLength(2);
    expectAllText(pages[0]!, sheets[0]!);
    expectAllText(pages[1]!, sheets[1]!);
    expect(flat(pages[0]!)).toContain('• +2 Sword • Ring of Sleep • Potion (untested)');
    expect(flat(pages[1]!)).toContain('Dead');
    expect(flat(pages[1]!)).toContain('Slain by a Troll, Room 14, the Pit.');
    expect(flat(pages[1]!)).toContain('Gems: none');
    expect(flat(pages[0]!)).toContain('page 1 of 2');
    expectFits(result);
    renderPngs(result.bytes, 'party-one-per-page-a4');
  });

  it('puts two records on each page for the party, on A4 and on US Letter', async () => {
    for (const paper of ['A4', 'Letter'] as const) {
      const sheets = [aldricSheet(), watSheet(), aldricSheet()];
      const result = await renderCharacterPdfDetailed(sheets, options({ layout: 'two-per-page', paper }));
      const pages = pdfPages(result.bytes);
      expect(pages).toHaveLength(2);
      expect(result.pages[0]!.records.map((r) => r.name)).toEqual([sheets[0]!.name, sheets[1]!.name]);
      const firstPage = pages[0]!;
      const split = firstPage.indexOf('CHARACTER RECORD', 1);
      expectAllText(firstPage.slice(0, split), sheets[0]!);
      expectAllText(firstPage.slice(split), sheets[1]!);
      expectAllText(pages[1]!, sheets[2]!);
      expect(result.pages[0]!.width).toBeCloseTo(paper === 'A4' ? 595.28 : 612, 1);
      expect(result.pages[0]!.height).toBeCloseTo(paper === 'A4' ? 841.89 : 792, 1);
      expectFits(result);
      renderPngs(result.bytes, `party-two-per-page-${paper.toLowerCase()}`);
    }
  });

  it('fits the longest name, every spell, 34 magic items and 40 gems on a page of its own', async () => {
    const sheet = hoarderSheet();
    expect(sheet.name).toHaveLength(40);
    expect(listOf(sheet, 'Magic Items')).toHaveLength(34);
    for (const layout of ['one-per-page', 'two-per-page'] as const) {
      for (const paper of ['A4', 'Letter'] as const) {
        const result = await renderCharacterPdfDetailed([aldricSheet(), sheet, watSheet()], options({ layout, paper, title: 'Hoard' }));
        const pages = pdfPages(result.bytes);
        // Two per page: too full for half a page, the hoarder gets a page to himself and the order is kept.
        expect(result.pages.map((p) => p.records.map((r) => r.name))).toEqual([[aldricSheet().name], [sheet.name], [watSheet().name]]);
        expectAllText(pages[1]!, sheet);
        for (const spell of ALL_SPELLS) expect(flat(pages[1]!)).toContain(spell);
        expectFits(result);
        if (paper === 'A4') renderPngs(result.bytes, `extreme-${layout}-a4`);
      }
    }
  });

  it('keeps a busy wizard (every spell, a dozen items, a long death) on half a page', async () => {
    const busy = hoarderSheet('Morwenna of the Ninth Door', { items: 12, gems: [35, 70, 105, 140, 175, 210] });
    const result = await renderCharacterPdfDetailed([busy, aldricSheet()], options({ layout: 'two-per-page', paper: 'Letter' }));
    expect(result.pages).toHaveLength(1);
    const page = pdfPages(result.bytes)[0]!;
    expectAllText(page.slice(0, page.indexOf('CHARACTER RECORD', 1)), busy);
    expectFits(result);
    renderPngs(result.bytes, 'busy-two-per-page-letter');
  });

  it('shrinks or breaks a name far beyond the rules’ 40 characters instead of running off the box', async () => {
    const wide = hoarderSheet('W'.repeat(40));
    const unbroken = hoarderSheet('Supercalifragilistic'.repeat(6));
    const result = await renderCharacterPdfDetailed([wide, unbroken], options());
    const text = pdfPages(result.bytes).join('').replace(/\s+/g, '');
    expect(text).toContain('W'.repeat(40));
    expect(text).toContain('Supercalifragilistic'.repeat(6));
    expectFits(result);
  });

  it('embeds its own font, writes real text and fills in the metadata', async () => {
    const bytes = await renderCharacterPdf([aldricSheet()], options({ title: 'Aldric the Bold — The Long Dark' }));
    expect(new TextDecoder('latin1').decode(bytes.slice(0, 5))).toBe('%PDF-');
    const info = pdfInfo(bytes);
    expect(info.Title).toBe('Aldric the Bold — The Long Dark');
    expect(info.Author).toBe('Mazewright');
    expect(info.CreationDate).toMatch(/^2026-01-05T10:00:00/);
    expect(info.Pages).toBe('1');
    const fonts = pdfFonts(bytes);
    expect(fonts).toMatch(/DejaVuSerif\S*\s+CID TrueType\s+Identity-H\s+yes/);
    expect(fonts).toMatch(/DejaVuSerif-Bold\S*\s+CID TrueType\s+Identity-H\s+yes/);
  });

  it('gives the same bytes for the same records and date', async () => {
    const a = await renderCharacterPdf([aldricSheet(), watSheet()], options());
    const b = await renderCharacterPdf([aldricSheet(), watSheet()], options());
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it('prints a page saying so when there is no one to print', async () => {
    const result = await renderCharacterPdfDetailed([], options());
    expect(flat(pdfPages(result.bytes)[0]!)).toContain('No Character Records to print.');
  });
});
