import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MSG } from '../../../domain/messages';
import { editUserForm, NEW_USER, ZNewUserForm, type UserAccountValues } from './user-account-form';

const problems = (schema: z.ZodType, values: UserAccountValues) => schema.safeParse(values).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

const CARA: UserAccountValues = { ...NEW_USER, name: 'Cara Clerk', email: 'cara@example.com', password: 'abcdef', confirmPassword: 'abcdef' };

describe('Register User checks', () => {
  it('asks for name, e-mail and password first, then a matching confirmation, then the minimum length', () => {
    expect(problems(ZNewUserForm, { ...CARA, password: '', confirmPassword: 'x' })).toEqual([['password', MSG.enterAllFields]]);
    expect(problems(ZNewUserForm, { ...CARA, password: 'abc', confirmPassword: 'abd' })).toEqual([['confirmPassword', MSG.passwordsDoNotMatch]]);
    expect(problems(ZNewUserForm, { ...CARA, password: 'abc', confirmPassword: 'abc' })).toEqual([['password', MSG.passwordTooShort]]);
    expect(ZNewUserForm.parse({ ...CARA, isAdmin: true })).toEqual({ name: 'Cara Clerk', email: 'cara@example.com', password: 'abcdef', isAdmin: true, isDisabled: false });
  });
});

describe('Edit User checks', () => {
  const target = { email: 'Owner@example.com' };
  const own = { ...NEW_USER, name: 'Olive', email: 'owner@example.com' };

  it('keeps the password when it is left blank', () => {
    expect(problems(editUserForm(target, false), own)).toEqual([]);
    expect(problems(editUserForm(target, false), { ...own, password: 'abcdef', confirmPassword: 'abcdeg' })).toEqual([['confirmPassword', MSG.passwordsDoNotMatch]]);
  });

  it("asks for the current password only when one changes one's own e-mail or password", () => {
    expect(problems(editUserForm(target, true), own)).toEqual([]);
    expect(problems(editUserForm(target, true), { ...own, email: 'moved@example.com' })).toEqual([['currentPassword', MSG.currentPasswordRequired]]);
    expect(problems(editUserForm(target, true), { ...own, password: 'abcdef', confirmPassword: 'abcdef' })).toEqual([['currentPassword', MSG.currentPasswordRequired]]);
    expect(problems(editUserForm(target, false), { ...own, email: 'moved@example.com' })).toEqual([]);
    expect(problems(editUserForm(target, true), { ...own, email: 'moved@example.com', currentPassword: 'secret1' })).toEqual([]);
  });
});
