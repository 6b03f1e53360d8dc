/**
 * What the customer display shows, as the terminal sends it over a BroadcastChannel: every amount
 * already written the shop's way, so the display needs no settings, no session and no server.
 * The display checks each message against this schema and ignores anything else on the channel.
 */
import { z } from 'zod';

export const CUSTOMER_DISPLAY_CHANNEL = 'stocktill:customer-display';

const ZAmountRow = z.object({ label: z.string(), amount: z.string() });
export type DisplayAmountRow = z.infer<typeof ZAmountRow>;

const ZDisplayLine = z.object({
  /** Stable per product, so the display keeps a row's place as quantities change. */
  key: z.string(),
  name: z.string(),
  qty: z.number(),
  /** "2 @ $19.99, less 5 %": how the line's amount came about. */
  detail: z.string(),
  amount: z.string(),
});
export type DisplayLine = z.infer<typeof ZDisplayLine>;

export const ZDisplayState = z.discriminatedUnion('phase', [
  /** No sale under way: a welcome. */
  z.object({ phase: z.literal('idle'), shop: z.string() }),
  /** Lines being rung up. `rows`: subtotal, discount, shipping and tax before the total. */
  z.object({ phase: z.literal('selling'), shop: z.string(), lines: z.array(ZDisplayLine), rows: z.array(ZAmountRow), total: z.string() }),
  /** The sale just completed: what was paid, the change, and the wallet the receipt went to. */
  z.object({
    phase: z.literal('paid'),
    shop: z.string(),
    total: z.string(),
    payments: z.array(ZAmountRow),
    change: z.string().nullable(),
    walletId: z.string().nullable(),
  }),
]);
export type DisplayState = z.infer<typeof ZDisplayState>;
