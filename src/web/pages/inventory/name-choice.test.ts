import { describe, expect, it } from 'vitest';
import { listedName, MAX_SHOWN, optionsFor, optionText, resolveName } from './name-choice';

const NAMES = ['Paint', 'Tools', 'Garden tools', 'Toys'];

describe('the category and manufacturer box', () => {
  it('lists every name when nothing is typed, and offers no creation', () => {
    expect(optionsFor(NAMES, '', true).map(optionText)).toEqual(['Garden tools', 'Paint', 'Tools', 'Toys']);
  });

  it('narrows to names containing the text, those starting with it first', () => {
    expect(optionsFor(NAMES, 'to', true).map(optionText)).toEqual(['Tools', 'Toys', 'Garden tools', "Create 'to'"]);
  });

  it('offers to create a name nobody has yet, once, as typed', () => {
    expect(optionsFor(NAMES, '  Hardware ', true)).toEqual([{ kind: 'create', name: 'Hardware' }]);
    expect(optionText({ kind: 'create', name: 'Hardware' })).toBe("Create 'Hardware'");
  });

  it('does not offer to create a name that exists in another case', () => {
    expect(optionsFor(NAMES, 'tools', true)).toEqual([
      { kind: 'existing', name: 'Tools' },
      { kind: 'existing', name: 'Garden tools' },
    ]);
  });

  it('offers no creation to someone who may not create names', () => {
    expect(optionsFor(NAMES, 'Hardware', false)).toEqual([]);
  });

  it('shows at most a handful of names', () => {
    const many = Array.from({ length: 20 }, (_, i) => `Brand ${i}`);
    expect(optionsFor(many, 'brand', true)).toHaveLength(MAX_SHOWN + 1);
  });

  it('saves a listed name in the list’s own spelling and creates only what is new', () => {
    expect(listedName(NAMES, ' paint ')).toBe('Paint');
    expect(resolveName(NAMES, 'paint')).toEqual({ name: 'Paint', isNew: false });
    expect(resolveName(NAMES, ' Hardware')).toEqual({ name: 'Hardware', isNew: true });
  });
});
