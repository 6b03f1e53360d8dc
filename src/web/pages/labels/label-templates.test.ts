import { describe, expect, it } from 'vitest';
import { clampSkip, isTemplateId, labelsPerPage, layoutPages, mm, pageRuleOf, slotPosition, TEMPLATES } from './label-templates';

const avery = TEMPLATES.avery5160;
const a4 = TEMPLATES['a4-3x8'];
const roll = TEMPLATES['roll-57x32'];

describe('label templates', () => {
  it('hold 30 on an Avery 5160 sheet, 24 on A4 3 × 8 and one a page on the roll', () => {
    expect(labelsPerPage(avery)).toBe(30);
    expect(labelsPerPage(a4)).toBe(24);
    expect(labelsPerPage(roll)).toBe(1);
  });

  it('fit every label inside its page, the Avery margins matching on both sides', () => {
    for (const t of [avery, a4, roll]) {
      const last = slotPosition(t, labelsPerPage(t) - 1);
      const right = t.pageWidthMm - (last.xMm + t.labelWidthMm);
      const bottom = t.pageHeightMm - (last.yMm + t.labelHeightMm);
      expect(right, t.id).toBeGreaterThanOrEqual(-1e-9);
      expect(bottom, t.id).toBeGreaterThanOrEqual(-1e-9);
    }
    const lastAvery = slotPosition(avery, 29);
    expect(avery.pageWidthMm - (lastAvery.xMm + avery.labelWidthMm)).toBeCloseTo(avery.marginLeftMm, 9);
    expect(avery.pageHeightMm - (lastAvery.yMm + avery.labelHeightMm)).toBeCloseTo(avery.marginTopMm, 9);
  });

  it('place Avery 5160 labels at its published positions, row by row', () => {
    // Third label: right column of the first row, 3⁄16 + 2 × 2¾ in across, ½ in down.
    expect(slotPosition(avery, 2).xMm).toBeCloseTo((0.1875 + 5.5) * 25.4, 9);
    expect(slotPosition(avery, 2).yMm).toBeCloseTo(12.7, 9);
    // Fourth: first column of the second row.
    expect(slotPosition(avery, 3)).toEqual({ xMm: avery.marginLeftMm, yMm: 12.7 + 25.4 });
    expect(slotPosition(a4, 23)).toEqual({ xMm: 140, yMm: 0.5 + 7 * 37 });
  });

  it('lay out as many pages as the labels need, each label in the next free slot', () => {
    const items = Array.from({ length: 31 }, (_, i) => i);
    const pages = layoutPages(items, avery);
    expect(pages.map((p) => p.length)).toEqual([30, 1]);
    expect(pages[1][0]).toMatchObject({ item: 30, slot: 0, xMm: avery.marginLeftMm, yMm: avery.marginTopMm });
    expect(layoutPages(items.slice(0, 3), roll).map((p) => p.length)).toEqual([1, 1, 1]);
    expect(layoutPages([], a4)).toEqual([]);
  });

  it('leave the used labels of a started sheet blank, and only on sheets', () => {
    const pages = layoutPages([1, 2, 3], a4, 22);
    expect(pages.map((p) => p.map((l) => l.slot))).toEqual([[22, 23], [0]]);
    expect(layoutPages([1, 2], roll, 5).map((p) => p[0].slot)).toEqual([0, 0]);
    expect(clampSkip(avery, 45)).toBe(29);
    expect(clampSkip(avery, -2)).toBe(0);
    expect(clampSkip(avery, Number.NaN)).toBe(0);
  });

  it('ask for the paper by its size in millimetres, without margins', () => {
    expect(pageRuleOf(avery)).toBe('@page { size: 215.9mm 279.4mm; margin: 0; }');
    expect(pageRuleOf(roll)).toBe('@page { size: 57.15mm 31.75mm; margin: 0; }');
    expect(mm(2.625 * 25.4)).toBe('66.675mm');
  });

  it('know their ids', () => {
    expect(isTemplateId('a4-3x8')).toBe(true);
    expect(isTemplateId('letter')).toBe(false);
    expect(isTemplateId(null)).toBe(false);
  });
});
