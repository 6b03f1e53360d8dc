import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { speakZod, zodDefaultIn } from './zod-words';

afterEach(() => speakZod('en'));

/** The first issue of a refused value, as the API's validation answer carries it. */
function issueOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('accepted');
  return result.error.issues[0];
}

describe('zod’s own words', () => {
  it('words zod’s default message in French and Spanish', () => {
    const issue = issueOf(z.string().min(3), 'ab');
    expect(zodDefaultIn('fr', issue, issue.message)).toMatch(/Trop petit/);
    expect(zodDefaultIn('es', issue, issue.message)).toMatch(/Demasiado pequeño/);
  });

  it('words an issue that came without its value (as the API’s validation answer carries it)', () => {
    const { input: _input, ...issue } = issueOf(z.boolean(), 'yes');
    expect(issue.message).toBe('Invalid input: expected boolean, received string');
    expect(zodDefaultIn('fr', issue, issue.message)).toMatch(/^Entrée invalide : booléen attendu/);
  });

  it('never replaces a schema’s own message', () => {
    const issue = issueOf(z.string().min(3, 'Enter at least three letters'), 'ab');
    expect(zodDefaultIn('fr', issue, issue.message)).toBeNull();
  });

  it('speaks the language it is given for every schema checked afterwards', () => {
    speakZod('es');
    expect(issueOf(z.number(), 'x').message).toMatch(/Entrada inválida/);
    speakZod('en');
    expect(issueOf(z.number(), 'x').message).toMatch(/Invalid input/);
  });
});
