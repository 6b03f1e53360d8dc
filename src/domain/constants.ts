/** Where the landing page and the Contact Us menu send e-mail. */
export const CONTACT_EMAIL = 'support@stocktill.app';

/** POS search field codes: the last digit of a search route's keyword picks the field. */
export const SEARCH_FIELDS = { '1': 'upc', '2': 'manufacturer', '3': 'subname' } as const;
export type SearchField = (typeof SEARCH_FIELDS)[keyof typeof SEARCH_FIELDS];

export const MAX_DISCOUNT_PCT = 50;
export const RECEIPT_IMAGE_WIDTH = 350;
