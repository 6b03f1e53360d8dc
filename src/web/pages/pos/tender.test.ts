import { describe, expect, it } from 'vitest';
import { readDecimal, writeDecimal } from '../../../domain/formats';
import { cashRoundingFor } from '../../../domain/cash-rounding';
import { PAYMENT_MESSAGES } from '../../../domain/payments';
import {
  addSplitLine,
  amountText,
  checkTender,
  followTotal,
  isScreenCash,
  quickCash,
  readAmount,
  removeSplitLine,
  startTender,
  tenderFigures,
  toApiPayments,
  updateSplitLine,
  type AmountFormat,
  type Tender,
} from './tender';

const formatOf = (currency: string, locale = 'en-US'): AmountFormat => ({
  currency,
  readDecimal: (typed) => readDecimal(typed, locale),
  writeDecimal: (value) => writeDecimal(value, locale),
});
const usd = formatOf('USD');

describe('the tender screen opens', () => {
  it('on cash with the exact total given, written in the shop decimal mark and the currency decimals', () => {
    expect(startTender(4750, usd)).toMatchObject({ mode: 'cash', cashGiven: '47.50' });
    expect(startTender(4750, formatOf('EUR', 'fr-FR')).cashGiven).toBe('47,50');
    expect(startTender(150, formatOf('JPY', 'ja-JP')).cashGiven).toBe('150');
    expect(startTender(1235, formatOf('KWD')).cashGiven).toBe('1.235');
  });

  it('and that exact cash settles with no change', () => {
    const tender = startTender(4750, usd);
    expect(checkTender(tender, 4750, usd)).toEqual({ ok: true, payments: [{ method: 'cash', amountMinor: 4750 }], changeMinor: 0, roundingMinor: 0 });
  });
});

describe('a scan while the tender screen is open', () => {
  const cad = { ...formatOf('CAD'), cashRounding: cashRoundingFor(0.05, 'CAD') };

  it('moves the exact cash the screen put there to the new total, rounded as cash is, so nothing is left to pay', () => {
    // 5.24 asks 5.25 in cash; a scan makes it 10.48, asked as 10.50.
    const opened = startTender(524, cad);
    expect(opened.cashGiven).toBe('5.25');
    const followed = followTotal(opened, 1048, cad);
    expect(followed.cashGiven).toBe('10.50');
    expect(tenderFigures(followed, 1048, cad)).toMatchObject({ remainingMinor: 0, changeMinor: 0 });
    expect(checkTender(followed, 1048, cad)).toMatchObject({ ok: true, payments: [{ method: 'cash', amountMinor: 1050 }], roundingMinor: 2 });
    // And again on the next scan, in the shop's decimal mark.
    expect(followTotal(startTender(4750, formatOf('EUR', 'fr-FR')), 5000, formatOf('EUR', 'fr-FR')).cashGiven).toBe('50,00');
  });

  it('leaves an amount the person typed or picked as it is, which then says what is still to pay', () => {
    const typed: Tender = { ...startTender(524, cad), cashGiven: '5.30' };
    expect(isScreenCash(typed)).toBe(false);
    const after = followTotal(typed, 1048, cad);
    expect(after).toBe(typed);
    expect(tenderFigures(after, 1048, cad)).toMatchObject({ remainingMinor: 520 });
    // A note handed over that still covers the new total keeps its change.
    const twenty: Tender = { ...startTender(524, cad), cashGiven: '20' };
    expect(tenderFigures(followTotal(twenty, 1048, cad), 1048, cad)).toMatchObject({ remainingMinor: 0, changeMinor: 950 });
  });

  it('still follows once a burst typed into the field is taken back out, leaving the screen’s own text', () => {
    const opened = startTender(524, cad);
    const duringBurst: Tender = { ...opened, cashGiven: '0708' };
    expect(isScreenCash(duringBurst)).toBe(false);
    const restored: Tender = { ...duringBurst, cashGiven: '5.25' };
    expect(followTotal(restored, 1048, cad).cashGiven).toBe('10.50');
  });

  it('keeps following while the person only looks at card or split and comes back to cash', () => {
    const card: Tender = { ...startTender(524, cad), mode: 'card' };
    const back = { ...followTotal(card, 1048, cad), mode: 'cash' as const };
    expect(checkTender(back, 1048, cad)).toMatchObject({ ok: true, changeMinor: 0 });
  });
});

describe('amounts typed', () => {
  it('are read in the shop decimal mark or with a dot', () => {
    const eur = formatOf('EUR', 'fr-FR');
    expect(readAmount('50,5', 'Amount given', eur)).toEqual({ ok: true, minor: 5050 });
    expect(readAmount('50.5', 'Amount given', eur)).toEqual({ ok: true, minor: 5050 });
  });

  it('are refused with more decimals than the currency has, or when they are not numbers', () => {
    expect(readAmount('1.005', 'Amount given', usd)).toEqual({ ok: false, message: 'Amount given must have at most 2 decimals' });
    expect(readAmount('10.5', 'Amount given', formatOf('JPY'))).toEqual({ ok: false, message: 'Amount given must be a whole amount (JPY has no decimals)' });
    expect(readAmount('1e3', 'Amount given', usd)).toEqual({ ok: false, message: 'Amount given must be a number' });
    expect(readAmount('1.234', 'Amount given', formatOf('EUR', 'fr-FR'))).toEqual({ ok: false, message: 'Amount given must be a number' });
    expect(readAmount('-5', 'Amount given', usd)).toEqual({ ok: false, message: 'Amount given must be more than 0' });
    expect(readAmount('99999999', 'Amount given', usd)).toEqual({ ok: false, message: 'Amount given is too large' });
  });
});

describe('cash', () => {
  const cash = (given: string): Tender => ({ ...startTender(4750, usd), cashGiven: given });

  it('more than the total gives the difference back as change', () => {
    expect(checkTender(cash('50'), 4750, usd)).toEqual({ ok: true, payments: [{ method: 'cash', amountMinor: 5000 }], changeMinor: 250, roundingMinor: 0 });
    expect(tenderFigures(cash('50'), 4750, usd)).toMatchObject({ paidMinor: 5000, remainingMinor: 0, changeMinor: 250 });
  });

  it('less than the total is refused with the server words, on the amount given', () => {
    expect(checkTender(cash('40'), 4750, usd)).toEqual({ ok: false, message: PAYMENT_MESSAGES.notCovered, field: 'cashGiven' });
    expect(tenderFigures(cash('40'), 4750, usd)).toMatchObject({ paidMinor: 4000, remainingMinor: 750, changeMinor: 0 });
  });

  it('nothing given is asked for, and 0 is refused as the server refuses it', () => {
    expect(checkTender(cash('  '), 4750, usd)).toEqual({ ok: false, message: 'Enter the amount given', field: 'cashGiven' });
    expect(checkTender(cash('0'), 4750, usd)).toMatchObject({ ok: false, message: PAYMENT_MESSAGES.amountAboveZero });
  });

  it('quick amounts are the exact total and round notes above it, in minor units of the currency', () => {
    expect(quickCash(4750, 'USD')).toEqual([4750, 4800, 5000, 6000, 10000]);
    expect(quickCash(1230, 'JPY')).toEqual([1230, 1240, 1250, 1300, 1500]);
    expect(quickCash(0, 'USD')).toEqual([]);
  });
});

describe('card and other', () => {
  it('take the total exactly, with the reference when one is given', () => {
    const card: Tender = { ...startTender(4750, usd), mode: 'card', reference: ' 0042 ' };
    expect(checkTender(card, 4750, usd)).toEqual({ ok: true, payments: [{ method: 'card', amountMinor: 4750, reference: '0042' }], changeMinor: 0, roundingMinor: 0 });
    const other: Tender = { ...startTender(4750, usd), mode: 'other' };
    expect(checkTender(other, 4750, usd)).toEqual({ ok: true, payments: [{ method: 'other', amountMinor: 4750 }], changeMinor: 0, roundingMinor: 0 });
  });
});

describe('split', () => {
  const split = (...lines: [Tender['split'][number]['method'], string][]): Tender => ({
    ...startTender(4750, usd),
    mode: 'split',
    split: lines.map(([method, amount]) => ({ method, amount, reference: '' })),
  });

  it('card and cash adding up to more than the total: the cash gives the change', () => {
    const tender = split(['card', '20'], ['cash', '30']);
    expect(checkTender(tender, 4750, usd)).toEqual({
      ok: true,
      payments: [
        { method: 'card', amountMinor: 2000 },
        { method: 'cash', amountMinor: 3000 },
      ],
      changeMinor: 250,
      roundingMinor: 0,
    });
  });

  it('shows what remains while the tenders do not cover the total, and refuses to sell', () => {
    const tender = split(['card', '20'], ['cash', '']);
    expect(tenderFigures(tender, 4750, usd)).toMatchObject({ paidMinor: 2000, remainingMinor: 2750, changeMinor: 0 });
    expect(checkTender(tender, 4750, usd)).toEqual({ ok: false, message: PAYMENT_MESSAGES.notCovered });
  });

  it('card and other beyond the total are refused: change comes from cash only', () => {
    expect(checkTender(split(['card', '40'], ['other', '10']), 4750, usd)).toEqual({ ok: false, message: PAYMENT_MESSAGES.nonCashOverTotal });
  });

  it('names the line whose amount cannot be read', () => {
    expect(checkTender(split(['card', '20'], ['cash', '3.333']), 4750, usd)).toEqual({ ok: false, message: 'Amount of payment 2 must have at most 2 decimals', field: 'split.1' });
  });

  it('a new line is for what remains, by a method not used yet; the last line cannot be removed', () => {
    const added = addSplitLine(split(['card', '20'], ['cash', '10']), 4750, usd);
    expect(added.split[2]).toEqual({ method: 'other', amount: '17.50', reference: '' });
    const one = removeSplitLine(removeSplitLine(added, 2), 0);
    expect(one.split).toEqual([{ method: 'cash', amount: '10', reference: '' }]);
    expect(removeSplitLine(one, 0)).toBe(one);
    expect(updateSplitLine(one, 0, { method: 'card', reference: 'slip 7' }).split).toEqual([{ method: 'card', amount: '10', reference: 'slip 7' }]);
  });

  it('keeps a reference for card and other, not for cash', () => {
    const tender: Tender = { ...split(), split: [{ method: 'card', amount: '20', reference: 'A1' }, { method: 'cash', amount: '30', reference: 'ignored' }] };
    const checked = checkTender(tender, 4750, usd);
    expect(checked.ok && checked.payments).toEqual([
      { method: 'card', amountMinor: 2000, reference: 'A1' },
      { method: 'cash', amountMinor: 3000 },
    ]);
  });
});

describe('what checkout is sent', () => {
  it('decimals in the major unit, and no payments at all for a free sale', () => {
    expect(toApiPayments([{ method: 'card', amountMinor: 2000, reference: 'A1' }, { method: 'cash', amountMinor: 3050 }], 'USD')).toEqual([
      { method: 'card', amount: 20, reference: 'A1' },
      { method: 'cash', amount: 30.5 },
    ]);
    expect(toApiPayments([{ method: 'cash', amountMinor: 1235 }], 'KWD')).toEqual([{ method: 'cash', amount: 1.235 }]);
    expect(checkTender(startTender(0, usd), 0, usd)).toEqual({ ok: true, payments: [], changeMinor: 0, roundingMinor: 0 });
    expect(toApiPayments([], 'USD')).toBeUndefined();
  });

  it('amount text round-trips through the shop decimal mark', () => {
    const eur = formatOf('EUR', 'de-DE');
    expect(readAmount(amountText(123456, eur), 'x', eur)).toEqual({ ok: true, minor: 123456 });
  });
});

describe('with cash rounding (CAD to 0.05)', () => {
  const cad: AmountFormat = { ...formatOf('CAD', 'en-CA'), cashRounding: cashRoundingFor(0.05, 'CAD') };

  it('opens asking the rounded cash due, which settles with no change and records the rounding', () => {
    const tender = startTender(524, cad);
    expect(tender.cashGiven).toBe('5.25');
    expect(checkTender(tender, 524, cad)).toEqual({ ok: true, payments: [{ method: 'cash', amountMinor: 525 }], changeMinor: 0, roundingMinor: 1 });
    expect(tenderFigures(tender, 524, cad)).toEqual({ paidMinor: 525, remainingMinor: 0, changeMinor: 0, dueMinor: 525, roundingMinor: 1 });
    expect(quickCash(524, 'CAD', cad.cashRounding)).toEqual([525, 600, 1000, 2000, 5000]);
  });

  it('gives change from the rounded amount: 10.00 for 5.22 gives 4.80', () => {
    const tender = { ...startTender(522, cad), cashGiven: '10' };
    expect(tenderFigures(tender, 522, cad)).toMatchObject({ changeMinor: 480, roundingMinor: -2 });
  });

  it('never rounds a card payment', () => {
    const card: Tender = { ...startTender(524, cad), mode: 'card' };
    expect(checkTender(card, 524, cad)).toEqual({ ok: true, payments: [{ method: 'card', amountMinor: 524 }], changeMinor: 0, roundingMinor: 0 });
    expect(tenderFigures(card, 524, cad)).toMatchObject({ dueMinor: 524, roundingMinor: 0 });
  });

  it('rounds only the cash left after a card part of a split', () => {
    const tender: Tender = { ...startTender(524, cad), mode: 'split', split: [{ method: 'card', amount: '2', reference: '' }, { method: 'cash', amount: '', reference: '' }] };
    expect(tenderFigures(tender, 524, cad)).toMatchObject({ remainingMinor: 325, roundingMinor: 1 });
    const added = addSplitLine({ ...tender, split: [{ method: 'card', amount: '2', reference: '' }] }, 524, cad);
    expect(added.split[1]).toMatchObject({ method: 'cash', amount: '3.25' });
  });
});
