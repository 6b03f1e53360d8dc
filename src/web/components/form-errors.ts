import type { z } from 'zod';
import { MSG } from '../../domain/messages';

const SPEC_MESSAGES = new Set<string>(Object.values(MSG));

/**
 * The first problem of a failed parse as one sentence, worded like the server's answers: the
 * spec's own messages stand alone, others name their field.
 */
export function firstIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  const field = issue.path.join('.');
  return SPEC_MESSAGES.has(issue.message) || !field ? issue.message : `${field}: ${issue.message}`;
}
