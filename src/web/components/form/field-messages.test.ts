import { describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages';
import { fieldMessage, formLevelMessage, isFormLevel } from './field-messages';

describe('where a form message shows', () => {
  it('a blank required field is the whole form’s problem, in the spec’s words', () => {
    expect(isFormLevel(MSG.enterAllFields)).toBe(true);
    expect(isFormLevel(MSG.fillInAllFields)).toBe(true);
    expect(isFormLevel(MSG.passwordsDoNotMatch)).toBe(false);
    expect(isFormLevel(undefined)).toBe(false);
  });

  it('the alert says the first form-level problem, whichever field it came from', () => {
    expect(formLevelMessage({})).toBeUndefined();
    expect(formLevelMessage({ cost: { type: 'custom', message: 'must be at least 0.01' } })).toBeUndefined();
    expect(formLevelMessage({ confirmPassword: { type: 'custom', message: MSG.passwordsDoNotMatch }, upc: { type: 'custom', message: MSG.fillInAllFields } })).toBe(MSG.fillInAllFields);
  });

  it('beside its field a sentence stands alone and a fragment is said of the field', () => {
    expect(fieldMessage('Confirm Password', MSG.passwordsDoNotMatch)).toBe(MSG.passwordsDoNotMatch);
    expect(fieldMessage('Cost', 'must be at least 0.01')).toBe('Cost: must be at least 0.01');
  });
});
