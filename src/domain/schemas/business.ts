/**
 * The shop's own details, as its receipts print them: name, address, phone. Set at sign-up (all of
 * them on the spec's form; only the name and country on the quick start) and edited in Settings.
 */
import { z } from 'zod';
import { text } from './common';

const line = (label: string, max = 250) => text({ error: `${label} must be text` }).trim().max(max, `${label} must be at most ${max} characters`);

export const ZBusinessDetails = z.object({
  bname: line('Business name').min(1, 'Business name is required'),
  phone: line('Phone number', 32).refine((p) => p === '' || /^\+?[0-9 ()-]{2,30}$/.test(p), 'Please enter a valid phone number'),
  address: line('Address'),
  city: line('City'),
  state: line('State'),
  country: line('Country'),
  mailcode: line('Mail code', 32),
});
export type TBusinessDetails = z.infer<typeof ZBusinessDetails>;
