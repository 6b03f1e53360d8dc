import { describe, expect, it } from 'vitest';
import { isPaper, pageRule, rollLengthMm } from './shift-print';

describe('printing a shift report', () => {
  it('a roll is as long as the report and a little more, and never shorter than a short cut', () => {
    // 96 px is an inch, 25.4 mm.
    expect(rollLengthMm(960)).toBe(Math.ceil(254 + 6));
    expect(rollLengthMm(10)).toBe(60);
  });

  it('the roll is 80 mm wide without margins, the sheet is A4 with them', () => {
    expect(pageRule('roll', 260)).toBe('@page { size: 80mm 260mm; margin: 0; }');
    expect(pageRule('a4', 260)).toContain('size: A4 portrait');
  });

  it('knows its papers by name', () => {
    expect(isPaper('a4')).toBe(true);
    expect(isPaper('roll')).toBe(true);
    expect(isPaper('letter')).toBe(false);
    expect(isPaper(null)).toBe(false);
  });
});
