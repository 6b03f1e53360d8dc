import { describe, expect, it } from 'vitest';
import { MSG } from '../../../domain/messages';
import { EMPTY_SIGN_UP, ZSignUpForm, type SignUpValues } from './sign-up-form';

const FILLED: SignUpValues = {
  fname: 'Nora',
  lname: 'Newshop',
  email: 'Nora@Example.com',
  phone: '+19025550134',
  bname: 'Nora Notions',
  address: '2 High St',
  city: 'Halifax',
  state: 'NS',
  country: 'Canada',
  mailcode: 'B3H 1A1',
  password: 'secret1',
  confirmPassword: 'secret1',
};

const problems = (values: SignUpValues) => ZSignUpForm.safeParse(values).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('the sign-up form checks in the spec order', () => {
  it('1. any of the eleven fields blank: Please enter all fields, for each blank one and nothing else', () => {
    expect(problems(EMPTY_SIGN_UP)).toHaveLength(11);
    expect(new Set(problems(EMPTY_SIGN_UP).map(([, m]) => m))).toEqual(new Set([MSG.enterAllFields]));
    expect(problems({ ...FILLED, phone: ' ', password: '12345', confirmPassword: '12346' })).toEqual([['phone', MSG.enterAllFields]]);
  });

  it('2. then the passwords must match, before their length is looked at', () => {
    expect(problems({ ...FILLED, password: '12345', confirmPassword: '12346' })).toEqual([['confirmPassword', MSG.passwordsDoNotMatch]]);
    expect(problems({ ...FILLED, confirmPassword: '' })).toEqual([['confirmPassword', MSG.passwordsDoNotMatch]]);
  });

  it('3. then the password has at least 6 characters', () => {
    expect(problems({ ...FILLED, password: '12345', confirmPassword: '12345' })).toEqual([['password', MSG.passwordTooShort]]);
  });

  it('parses a valid form to the payload, without the confirmation', () => {
    const parsed = ZSignUpForm.parse(FILLED);
    expect(parsed).not.toHaveProperty('confirmPassword');
    expect(parsed).toMatchObject({ fname: 'Nora', email: 'nora@example.com', password: 'secret1' });
  });
});
