import { describe, expect, it } from 'vitest';
import { quantityEntry, shortcutFor, SHORTCUTS, type KeyPress } from './shortcuts';

const press = (key: string, more: Partial<KeyPress> = {}): KeyPress => ({ key, ctrlKey: false, altKey: false, metaKey: false, shiftKey: false, focus: 'elsewhere', ...more });

describe('terminal shortcuts', () => {
  it('maps the function keys, Ctrl+Enter and ? to their actions', () => {
    expect(shortcutFor(press('F2'))).toBe('focusScan');
    expect(shortcutFor(press('F3'))).toBe('editQuantity');
    expect(shortcutFor(press('F4'))).toBe('editDiscount');
    expect(shortcutFor(press('F8'))).toBe('cancelSale');
    expect(shortcutFor(press('F9'))).toBe('checkout');
    expect(shortcutFor(press('Enter', { ctrlKey: true, focus: 'text-field' }))).toBe('checkout');
    expect(shortcutFor(press('?', { shiftKey: true }))).toBe('help');
  });

  it('function keys work from inside a field too; ? only outside one, or in the empty scan box', () => {
    expect(shortcutFor(press('F9', { focus: 'text-field' }))).toBe('checkout');
    expect(shortcutFor(press('?', { focus: 'empty-scan-box' }))).toBe('help');
    expect(shortcutFor(press('?', { focus: 'text-field' }))).toBeNull();
  });

  it('leaves other keys and modified function keys alone', () => {
    for (const p of [press('Enter'), press('a'), press('F2', { altKey: true }), press('F9', { shiftKey: true }), press('F5'), press('Enter', { metaKey: true })]) expect(shortcutFor(p)).toBeNull();
  });

  it('every action has its keys listed once for the help overlay', () => {
    expect(SHORTCUTS.map((s) => s.action)).toEqual(['focusScan', 'editQuantity', 'editDiscount', 'checkout', 'cancelSale', 'help']);
  });

  it('reads * and a quantity typed in the scan box', () => {
    expect(quantityEntry('*3')).toBe('3');
    expect(quantityEntry(' * 12 ')).toBe('12');
    expect(quantityEntry('*')).toBe('');
    expect(quantityEntry('*x')).toBe('x');
    expect(quantityEntry('100000000011')).toBeNull();
    expect(quantityEntry('3*')).toBeNull();
  });
});
