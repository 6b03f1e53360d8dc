import { describe, expect, it } from 'vitest';
import { createBurstRecogniser, type KeyVerdict } from './scan-burst';

/** Feeds `text` one key every `gapMs` from `start`, then `end` after another `gapMs`; answers every verdict. */
function typeKeys(recogniser: ReturnType<typeof createBurstRecogniser>, text: string, gapMs: number, { start = 1000, end = 'Enter' } = {}): KeyVerdict[] {
  const keys = [...text, ...(end ? [end] : [])];
  return keys.map((key, i) => recogniser.feed({ key, time: start + i * gapMs, withCommandModifier: false }));
}

describe('telling a scanner burst from typing', () => {
  it('reads 12 digits 5 ms apart and Enter as one scan', () => {
    const verdicts = typeKeys(createBurstRecogniser(), '100000000011', 5);
    expect(verdicts.at(-1)).toEqual({ kind: 'scan', code: '100000000011' });
    expect(verdicts[0]).toEqual({ kind: 'char', starts: true });
    expect(verdicts[1]).toEqual({ kind: 'char', starts: false });
  });

  it('takes Tab as the end of a scan too, for scanners set up that way', () => {
    expect(typeKeys(createBurstRecogniser(), 'ABC-1234', 8, { end: 'Tab' }).at(-1)).toEqual({ kind: 'scan', code: 'ABC-1234' });
  });

  it('is not fooled by a person typing a code and Enter at 150 ms a key', () => {
    expect(typeKeys(createBurstRecogniser(), '100000000011', 150).at(-1)).toEqual({ kind: 'other' });
  });

  it('is not fooled by a fast typist rolling keys at 60 ms', () => {
    expect(typeKeys(createBurstRecogniser(), 'hammer', 60).at(-1)).toEqual({ kind: 'other' });
  });

  it('lets one key that arrives late through when the burst as a whole is fast', () => {
    const r = createBurstRecogniser();
    const times = [0, 5, 10, 15, 95, 100, 105, 110, 115, 120, 125, 130, 135];
    const keys = [...'100000000011', 'Enter'];
    const verdicts = keys.map((key, i) => r.feed({ key, time: 2000 + times[i], withCommandModifier: false }));
    expect(verdicts.at(-1)).toEqual({ kind: 'scan', code: '100000000011' });
  });

  it('starts a new run after a pause, so what a person typed before does not join the code', () => {
    const r = createBurstRecogniser();
    typeKeys(r, 'ab', 200, { start: 0, end: '' });
    const verdicts = typeKeys(r, '4006381333931', 4, { start: 1000 });
    expect(verdicts[0]).toEqual({ kind: 'char', starts: true });
    expect(verdicts.at(-1)).toEqual({ kind: 'scan', code: '4006381333931' });
  });

  it('marks where a burst begins after a person’s keys in a field, so the field’s text before it can be put back', () => {
    const r = createBurstRecogniser();
    // A person types "12" into a quantity box, 180 ms a key, pauses, and the scanner fires.
    const person = typeKeys(r, '12', 180, { start: 0, end: '' });
    expect(person.map((v) => v.kind === 'char' && v.starts)).toEqual([true, true]);
    const burst = typeKeys(r, '4006381333931', 6, { start: 900 });
    expect(burst[0]).toEqual({ kind: 'char', starts: true });
    expect(burst.slice(1, -1).every((v) => v.kind === 'char' && !v.starts)).toBe(true);
    expect(burst.at(-1)).toEqual({ kind: 'scan', code: '4006381333931' });
    // Then the person goes on typing, and Enter is theirs.
    expect(typeKeys(r, '7', 200, { start: 2000 }).at(-1)).toEqual({ kind: 'other' });
  });

  it('refuses a burst shorter than a barcode', () => {
    expect(typeKeys(createBurstRecogniser(), '12', 3).at(-1)).toEqual({ kind: 'other' });
  });

  it('refuses an Enter that comes long after the burst (a person pressed it)', () => {
    const r = createBurstRecogniser();
    typeKeys(r, '100000000011', 5, { start: 0, end: '' });
    expect(r.feed({ key: 'Enter', time: 60 + 400, withCommandModifier: false })).toEqual({ kind: 'other' });
  });

  it('ignores Shift, which scanners press for capital letters', () => {
    const r = createBurstRecogniser();
    const keys = ['Shift', 'A', 'Shift', 'B', '1', '2', '3', 'Enter'];
    const verdicts = keys.map((key, i) => r.feed({ key, time: i * 4, withCommandModifier: false }));
    expect(verdicts[0]).toEqual({ kind: 'ignored' });
    expect(verdicts.at(-1)).toEqual({ kind: 'scan', code: 'AB123' });
  });

  it('a shortcut (Ctrl+Enter) is never a scan, and forgets the run', () => {
    const r = createBurstRecogniser();
    typeKeys(r, '100000000011', 5, { start: 0, end: '' });
    expect(r.feed({ key: 'Enter', time: 60, withCommandModifier: true })).toEqual({ kind: 'other' });
    expect(r.feed({ key: 'Enter', time: 65, withCommandModifier: false })).toEqual({ kind: 'other' });
  });

  it('an arrow key in the middle breaks the run', () => {
    const r = createBurstRecogniser();
    typeKeys(r, '100000', 5, { start: 0, end: '' });
    expect(r.feed({ key: 'ArrowLeft', time: 30, withCommandModifier: false })).toEqual({ kind: 'other' });
    expect(typeKeys(r, '11', 5, { start: 35 }).at(-1)).toEqual({ kind: 'other' });
  });

  it('reset forgets the run so far', () => {
    const r = createBurstRecogniser();
    typeKeys(r, '100000000011', 5, { start: 0, end: '' });
    r.reset();
    expect(r.feed({ key: 'Enter', time: 62, withCommandModifier: false })).toEqual({ kind: 'other' });
  });

  it('reads back-to-back scans 30 ms apart as separate codes', () => {
    const r = createBurstRecogniser();
    const first = typeKeys(r, '111111111111', 5, { start: 0 });
    const second = typeKeys(r, '222222222222', 5, { start: 65 + 30 });
    expect(first.at(-1)).toEqual({ kind: 'scan', code: '111111111111' });
    expect(second[0]).toEqual({ kind: 'char', starts: true });
    expect(second.at(-1)).toEqual({ kind: 'scan', code: '222222222222' });
  });
});
