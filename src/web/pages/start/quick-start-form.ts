import { MSG } from '../../../domain/messages';
import { ZQuickStart } from '../../../domain/schemas/users';
import { allFilled, inOrder } from '../../components/form/form-stages';

export const QUICK_START_FIELDS = ['name', 'bname', 'country', 'email', 'password'] as const;

export type QuickStartValues = Record<(typeof QUICK_START_FIELDS)[number], string> & { timeZone?: string };

/** All filled in (the spec's words for a blank sign-up field), then the server's own rules. */
export const ZQuickStartForm = inOrder([allFilled(QUICK_START_FIELDS, MSG.enterAllFields)], ZQuickStart);
