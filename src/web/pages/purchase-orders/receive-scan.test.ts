import { describe, expect, it } from 'vitest';
import type { TPurchaseOrder } from '../../../domain/schemas/purchasing';
import { i18n } from '../../i18n';
import { everythingLeft, formFieldOf, receiveForm, scanUpc } from './receive-scan';

const order: TPurchaseOrder = {
  _id: 'po',
  number: 7,
  status: 'partial',
  supplier: { _id: 's', name: 'Northwind', contact: '', email: '', phone: '' },
  note: '',
  lines: [
    { inventoryId: 'a', upc: '111', name: 'Bolts', qty: 5, received: 3 },
    { inventoryId: 'b', upc: '222', name: 'Nuts', qty: 2, received: 2 },
    { inventoryId: 'c', upc: '333', name: 'Washers', qty: 4, received: 0 },
  ],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('receiving by scanning', () => {
  it('each scan adds one to its line, up to what is still to come', () => {
    expect(scanUpc(order.lines, [{ qty: '' }, { qty: '' }, { qty: '' }], ' 111 ')).toEqual({ kind: 'added', index: 0, qty: 1 });
    expect(scanUpc(order.lines, [{ qty: '1' }, { qty: '' }, { qty: '' }], '111')).toEqual({ kind: 'added', index: 0, qty: 2 });
    expect(scanUpc(order.lines, [{ qty: '2' }, { qty: '' }, { qty: '' }], '111')).toEqual({ kind: 'complete', index: 0 });
    expect(scanUpc(order.lines, [{ qty: '' }, { qty: '' }, { qty: '' }], '222')).toEqual({ kind: 'complete', index: 1 });
    expect(scanUpc(order.lines, [{ qty: '' }, { qty: '' }, { qty: '' }], '999')).toEqual({ kind: 'unknown' });
  });

  it('reads a scan as printed (spaces, dashes), finds a UPC-A line by its EAN-13 form and back, and refuses letters', () => {
    const lines = [
      { inventoryId: 'a', upc: '036000291452', name: 'Cola', qty: 5, received: 0 },
      { inventoryId: 'b', upc: '0400638133393', name: 'Tape', qty: 5, received: 0 },
    ];
    const none = [{ qty: '' }, { qty: '' }];
    expect(scanUpc(lines, none, '0 36000-29145 2')).toEqual({ kind: 'added', index: 0, qty: 1 });
    expect(scanUpc(lines, none, '0036000291452')).toEqual({ kind: 'added', index: 0, qty: 1 });
    expect(scanUpc(lines, none, '4006-3813-3393')).toEqual({ kind: 'added', index: 1, qty: 1 });
    expect(scanUpc(lines, none, '4006ABC')).toEqual({ kind: 'notABarcode' });
  });

  it('fills in everything still to come', () => {
    expect(everythingLeft(order)).toEqual({ lines: [{ qty: '2' }, { qty: '' }, { qty: '4' }] });
  });

  it('sends only the lines with something to receive, remembering which form line each was', () => {
    const parsed = receiveForm(order).parse({ lines: [{ qty: '' }, { qty: '0' }, { qty: '3' }] });
    expect(parsed).toEqual({ lines: [{ inventoryId: 'c', qty: 3 }], sent: [2] });
    expect(formFieldOf('lines.0.qty', parsed.sent)).toBe('lines.2.qty');
    expect(formFieldOf('lines', parsed.sent)).toBe('lines');
  });

  it('refuses more than is still to come, fractions, and a receipt of nothing', () => {
    const tooMany = receiveForm(order).safeParse({ lines: [{ qty: '3' }, { qty: '1' }, { qty: '' }] });
    expect(tooMany.success).toBe(false);
    expect(tooMany.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['lines.0.qty', 'only 2 still to come'],
      ['lines.1.qty', 'all of it has been received'],
    ]);
    expect(receiveForm(order).safeParse({ lines: [{ qty: '1.5' }, { qty: '' }, { qty: '' }] }).error?.issues[0].message).toBe('must be a whole number');
    expect(receiveForm(order).safeParse({ lines: [{ qty: '' }, { qty: '' }, { qty: '' }] }).error?.issues[0].message).toBe(i18n.t('purchasing:receive.nothing'));
  });
});
