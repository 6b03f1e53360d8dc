/**
 * The label stocks Stocktill prints on, with their real geometry in millimetres: where each label
 * sits on its page, so a sheet bought in a shop lines up with what the browser prints. Sheets are
 * filled row by row, left to right, the way a person reads them.
 */

const MM_PER_INCH = 25.4;
const inches = (n: number) => n * MM_PER_INCH;

export const TEMPLATE_IDS = ['avery5160', 'a4-3x8', 'roll-57x32'] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

export interface LabelTemplate {
  id: TemplateId;
  /** A sheet holds many labels (and may start part-way down); a roll prints one label a page. */
  kind: 'sheet' | 'roll';
  pageWidthMm: number;
  pageHeightMm: number;
  labelWidthMm: number;
  labelHeightMm: number;
  columns: number;
  rows: number;
  /** The first label's top-left corner from the page's. */
  marginTopMm: number;
  marginLeftMm: number;
  /** From one label's top-left corner to the next one's, across and down (label plus gap). */
  pitchXMm: number;
  pitchYMm: number;
  /** Blank space inside each label's edge: die-cut edges and printers' unprintable borders. */
  paddingXMm: number;
  paddingYMm: number;
  /** Type sizes that fit the label's height. */
  nameSizePt: number;
  priceSizePt: number;
}

export const TEMPLATES: Record<TemplateId, LabelTemplate> = {
  // Avery 5160: US Letter, 3 × 10 labels of 2⅝ × 1 in, ½ in top and bottom, 3⁄16 in sides, ⅛ in between columns.
  avery5160: {
    id: 'avery5160',
    kind: 'sheet',
    pageWidthMm: inches(8.5),
    pageHeightMm: inches(11),
    labelWidthMm: inches(2.625),
    labelHeightMm: inches(1),
    columns: 3,
    rows: 10,
    marginTopMm: inches(0.5),
    marginLeftMm: inches(0.1875),
    pitchXMm: inches(2.75),
    pitchYMm: inches(1),
    paddingXMm: 3,
    paddingYMm: 1.5,
    nameSizePt: 7,
    priceSizePt: 10,
  },
  // A4 3 × 8 of 70 × 37 mm: edge to edge across, the 1 mm left over split above and below.
  'a4-3x8': {
    id: 'a4-3x8',
    kind: 'sheet',
    pageWidthMm: 210,
    pageHeightMm: 297,
    labelWidthMm: 70,
    labelHeightMm: 37,
    columns: 3,
    rows: 8,
    marginTopMm: 0.5,
    marginLeftMm: 0,
    pitchXMm: 70,
    pitchYMm: 37,
    // Wider than on Avery stock: the outer columns touch the sheet's edge, which few printers reach.
    paddingXMm: 5,
    paddingYMm: 3,
    nameSizePt: 8,
    priceSizePt: 12,
  },
  // A thermal label printer's roll: each label is a page of its own size.
  'roll-57x32': {
    id: 'roll-57x32',
    kind: 'roll',
    pageWidthMm: inches(2.25),
    pageHeightMm: inches(1.25),
    labelWidthMm: inches(2.25),
    labelHeightMm: inches(1.25),
    columns: 1,
    rows: 1,
    marginTopMm: 0,
    marginLeftMm: 0,
    pitchXMm: 0,
    pitchYMm: 0,
    paddingXMm: 2,
    paddingYMm: 1.5,
    nameSizePt: 7,
    priceSizePt: 10,
  },
};

export function isTemplateId(value: string | null): value is TemplateId {
  return value !== null && (TEMPLATE_IDS as readonly string[]).includes(value);
}

export function labelsPerPage(t: LabelTemplate): number {
  return t.columns * t.rows;
}

/** The top-left corner of the label in `slot` (0 is the top-left label), from the page's corner. */
export function slotPosition(t: LabelTemplate, slot: number): { xMm: number; yMm: number } {
  const column = slot % t.columns;
  const row = Math.floor(slot / t.columns);
  return { xMm: t.marginLeftMm + column * t.pitchXMm, yMm: t.marginTopMm + row * t.pitchYMm };
}

export interface PlacedLabel<T> {
  item: T;
  slot: number;
  xMm: number;
  yMm: number;
}

/**
 * The items laid out page by page. `skip` leaves that many labels of the first sheet blank, so a
 * sheet already partly used goes back into the printer; rolls have nothing to skip.
 */
export function layoutPages<T>(items: readonly T[], t: LabelTemplate, skip = 0): PlacedLabel<T>[][] {
  const perPage = labelsPerPage(t);
  const blank = t.kind === 'sheet' ? clampSkip(t, skip) : 0;
  const pages: PlacedLabel<T>[][] = [];
  items.forEach((item, i) => {
    const position = i + blank;
    const page = Math.floor(position / perPage);
    const slot = position % perPage;
    (pages[page] ??= []).push({ item, slot, ...slotPosition(t, slot) });
  });
  return pages;
}

/** How many labels can be left blank on the first sheet: none to all but one. */
export function clampSkip(t: LabelTemplate, skip: number): number {
  if (!Number.isFinite(skip)) return 0;
  return Math.min(Math.max(0, Math.trunc(skip)), labelsPerPage(t) - 1);
}

/** The page rule that gives the printout the template's paper with no margins of its own. */
export function pageRuleOf(t: LabelTemplate): string {
  return `@page { size: ${mm(t.pageWidthMm)} ${mm(t.pageHeightMm)}; margin: 0; }`;
}

/** A length for CSS, with no binary-fraction noise (66.675mm, not 66.67500000000001mm). */
export function mm(value: number): string {
  return `${Number(value.toFixed(4))}mm`;
}
