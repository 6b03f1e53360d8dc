/**
 * The dashboard's getting-started checklist (issue 18, item 1): what a new shop does before its
 * first sale, each step ticked off by what the business has done, not by clicks.
 */
import { z } from 'zod';

/** `details`: the shop's address and phone for its receipts (the quick start leaves them for later). */
export const GETTING_STARTED_STEPS = ['products', 'tax', 'till', 'sale', 'details'] as const;
export type GettingStartedStep = (typeof GETTING_STARTED_STEPS)[number];

export const ZGettingStarted = z.object({
  dismissed: z.boolean(),
  steps: z.array(z.object({ key: z.enum(GETTING_STARTED_STEPS), done: z.boolean() })),
  /** The sample catalogue is in the inventory (and can be removed in one click). */
  sampleProducts: z.boolean(),
});
export type TGettingStarted = z.infer<typeof ZGettingStarted>;

export const ZGettingStartedUpdate = z.object({ dismissed: z.boolean({ error: 'dismissed must be true or false' }) });

export const ZSampleProductsResult = z.object({ count: z.number().int() });
