/**
 * Refusals of an amount typed in the business currency, as catalogue messages (errors:amounts.*):
 * the same English as src/domain/currency.ts words them, and the caller's language otherwise.
 */
import { decimalsIssue, type AmountIssue } from '../../domain/currency';
import { message, type Message } from '../../i18n/translator';

/** What an amount is, as its refusal names it: "Shipping", "A price", "A payment amount"… */
export type AmountSubject = 'shipping' | 'price' | 'payment' | 'refund' | 'float' | 'amount' | 'counted';

/** The values of an amount issue, for its catalogue message. */
export function amountIssueValues(issue: AmountIssue): Record<string, string | number> {
  switch (issue.kind) {
    case 'notANumber':
      return {};
    case 'atLeast':
      return { min: issue.min };
    case 'atMost':
      return { max: issue.max };
    case 'decimals':
      return { digits: issue.digits };
    case 'whole':
      return { currency: issue.currency };
  }
}

/** "Shipping must have at most 2 decimals", "A price must be a whole amount (JPY has no decimals)". */
export function decimalsMessage(subject: AmountSubject, currency: string): Message {
  const issue = decimalsIssue(currency);
  return message(`errors:amounts.${issue.kind}.${subject}`, amountIssueValues(issue));
}

/** "price: must be at least 0.01", "lines.0.cost: must have at most 2 decimals". */
export function fieldAmountMessage(field: string, issue: AmountIssue): Message {
  return message(`errors:amounts.field.${issue.kind}`, { field, ...amountIssueValues(issue) });
}
