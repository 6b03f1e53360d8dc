/**
 * Where the revenue chart's axis labels go, worked out from the labels' own widths at the size
 * the chart is drawn, so no label is cut off by the chart's edge or drawn over its neighbour:
 * the amounts' column is as wide as the widest amount, and the dates are spaced by the widest date.
 */

/** The width of a text in pixels at the chart's font. */
export type MeasureText = (text: string) => number;

export interface ChartFrame {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

export interface DateTick {
  /** Which day it labels. */
  index: number;
  /** The centre of its text, moved in from an edge the text would cross. */
  x: number;
}

export interface ChartLayout {
  frame: ChartFrame;
  /** Width of one day's slot. */
  slot: number;
  ticks: DateTick[];
}

/** Space between an amount and the plot, and between two dates. */
export const LABEL_GAP = 6;
const DATE_GAP = 12;
/** Most dates shown under the bars, however wide the chart. */
const MAX_TICKS = 7;

/** `count` indexes spread evenly over 0..n-1, the first and last included. */
export function spreadIndexes(n: number, count: number): number[] {
  if (n <= 0 || count <= 0) return [];
  if (count >= n) return Array.from({ length: n }, (_, i) => i);
  if (count === 1) return [n - 1];
  const step = (n - 1) / (count - 1);
  return Array.from({ length: count }, (_, i) => Math.round(i * step));
}

/** Whether the amounts' labels take more than `share` of the width: then they are written short. */
export function amountsTooWide(amounts: string[], width: number, measure: MeasureText, share = 0.25): boolean {
  return Math.max(0, ...amounts.map(measure)) + LABEL_GAP > width * share;
}

/**
 * The frame and the dates shown for a chart `width` wide whose amounts and dates read as given.
 * `fontSize` is the labels' size, which sets the room under the plot.
 */
export function layOutChart({ width, amounts, dates, measure, fontSize }: { width: number; amounts: string[]; dates: string[]; measure: MeasureText; fontSize: number }): ChartLayout {
  const left = Math.ceil(Math.max(0, ...amounts.map(measure))) + LABEL_GAP + 2;
  const frame: ChartFrame = { top: Math.ceil(fontSize * 0.75) + 4, right: 8, bottom: fontSize + 14, left };
  const inner = Math.max(1, width - frame.left - frame.right);
  const slot = inner / Math.max(1, dates.length);
  const centre = (i: number) => frame.left + i * slot + slot / 2;
  const widths = dates.map(measure);

  const place = (indexes: number[]): DateTick[] =>
    indexes.map((index) => {
      const half = widths[index] / 2;
      return { index, x: Math.min(Math.max(centre(index), half + 1), width - half - 1) };
    });
  const overlaps = (ticks: DateTick[]) => ticks.some((t, i) => i > 0 && t.x - widths[t.index] / 2 < ticks[i - 1].x + widths[ticks[i - 1].index] / 2 + DATE_GAP);

  const widest = Math.max(0, ...widths);
  let count = Math.min(MAX_TICKS, dates.length, Math.max(1, Math.floor((inner + DATE_GAP) / (widest + DATE_GAP))));
  let ticks = place(spreadIndexes(dates.length, count));
  while (count > 1 && overlaps(ticks)) {
    count -= 1;
    ticks = place(spreadIndexes(dates.length, count));
  }
  return { frame, slot, ticks };
}
