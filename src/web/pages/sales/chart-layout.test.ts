import { describe, expect, it } from 'vitest';
import { amountsTooWide, layOutChart, LABEL_GAP, spreadIndexes } from './chart-layout';

/** A monospaced ruler: 7 px a character. */
const measure = (text: string) => text.length * 7;

/** Where each label's text starts and ends. */
function extents(layout: ReturnType<typeof layOutChart>, dates: string[]) {
  return layout.ticks.map((t) => ({ from: t.x - measure(dates[t.index]) / 2, to: t.x + measure(dates[t.index]) / 2 }));
}

/** A small deterministic generator, so a failing case can be run again. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

describe('revenue chart layout', () => {
  it('spreads the shown dates evenly, the first and last included', () => {
    expect(spreadIndexes(30, 7)).toEqual([0, 5, 10, 15, 19, 24, 29]);
    expect(spreadIndexes(3, 7)).toEqual([0, 1, 2]);
    expect(spreadIndexes(30, 1)).toEqual([29]);
    expect(spreadIndexes(0, 7)).toEqual([]);
  });

  it('makes the amounts column as wide as the widest amount', () => {
    const amounts = ['$0.00', '$617,283.95', '$1,234,567.89'];
    const layout = layOutChart({ width: 358, amounts, dates: ['3/1'], measure, fontSize: 12 });
    // The amounts end LABEL_GAP before the plot and start inside the chart.
    expect(layout.frame.left - LABEL_GAP - measure('$1,234,567.89')).toBeGreaterThanOrEqual(0);
  });

  it('writes amounts short when in full they would take a quarter of a phone screen', () => {
    const millions = ['0,00 €', '6 172 839,45 €', '12 345 678,90 €'];
    expect(amountsTooWide(millions, 358, measure)).toBe(true);
    expect(amountsTooWide(millions, 1110, measure)).toBe(false);
    expect(amountsTooWide(['0 €', '6,2 M€', '12 M€'], 358, measure)).toBe(false);
  });

  it('shows fewer dates on a phone, none cut off at either edge', () => {
    const dates = Array.from({ length: 30 }, (_, i) => `${i + 1} sept.`);
    const wide = layOutChart({ width: 1110, amounts: ['$0'], dates, measure, fontSize: 12 });
    const phone = layOutChart({ width: 358, amounts: ['$0'], dates, measure, fontSize: 12 });
    expect(wide.ticks).toHaveLength(7);
    expect(phone.ticks.length).toBeLessThan(7);
    expect(phone.ticks.at(-1)?.index).toBe(29);
    for (const { from, to } of extents(phone, dates)) {
      expect(from).toBeGreaterThanOrEqual(0);
      expect(to).toBeLessThanOrEqual(358);
    }
  });

  it('never cuts a label off nor draws one over another, at any width and label length', () => {
    const next = random(42);
    for (let run = 0; run < 500; run++) {
      const width = 200 + Math.floor(next() * 1200);
      const n = 1 + Math.floor(next() * 366);
      const dates = Array.from({ length: n }, () => 'x'.repeat(2 + Math.floor(next() * 10)));
      const amounts = ['0', 'y'.repeat(1 + Math.floor(next() * 14)), 'z'.repeat(1 + Math.floor(next() * 14))];
      const layout = layOutChart({ width, amounts, dates, measure, fontSize: 12 });
      const seen = `width ${width}, ${n} days`;
      expect(layout.frame.left - LABEL_GAP - Math.max(...amounts.map(measure)), seen).toBeGreaterThanOrEqual(0);
      expect(layout.ticks.length, seen).toBeGreaterThan(0);
      const spans = extents(layout, dates);
      spans.forEach((span, i) => {
        expect(span.from, seen).toBeGreaterThanOrEqual(0);
        expect(span.to, seen).toBeLessThanOrEqual(width);
        if (i > 0) expect(span.from, seen).toBeGreaterThan(spans[i - 1].to);
      });
    }
  });
});
