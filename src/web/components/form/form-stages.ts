/**
 * The pieces the forms' own schemas are built from: the spec checks a form in stages (all filled
 * in, then the passwords match, then the rest), so a form's schema runs stages in order and only
 * the first stage that fails speaks.
 */
import { z } from 'zod';
import { MSG } from '../../../domain/messages';
import { isFilled } from '../../../domain/schemas/inventory';

/**
 * Runs the stages in order and reports only the first that fails; a form that passes them all is
 * what `last` (the shared schema of the payload) makes of it.
 */
export function inOrder<TParsed>(earlier: readonly z.ZodType[], last: z.ZodType<TParsed>) {
  return z.looseObject({}).transform((values, ctx): TParsed => {
    const report = (error: z.ZodError): never => {
      for (const issue of error.issues) ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
      return z.NEVER;
    };
    for (const stage of earlier) {
      const checked = stage.safeParse(values);
      if (!checked.success) return report(checked.error);
    }
    const parsed = last.safeParse(values);
    return parsed.success ? parsed.data : report(parsed.error);
  });
}

/** First stage: every named field is filled in; each blank one gets `message`. Values pass on as they are. */
export function allFilled(keys: readonly string[], message: string) {
  return z.looseObject(Object.fromEntries(keys.map((k) => [k, z.unknown().refine(isFilled, message)])));
}

/** The stage after it wherever a password is chosen: the confirmation repeats it. */
export function passwordsMatch() {
  return z
    .looseObject({ password: z.unknown(), confirmPassword: z.unknown() })
    .refine((v) => (v.password ?? '') === (v.confirmPassword ?? ''), { message: MSG.passwordsDoNotMatch, path: ['confirmPassword'] });
}
