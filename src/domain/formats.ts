import { format } from 'date-fns';

/** Inventory and report "last update": M/D/YY, h:mm a (e.g. 3/5/24, 3:04 PM). */
export function formatLastUpdate(date: Date | string | number): string {
  return format(new Date(date), 'M/d/yy, h:mm a');
}

/** User list "last login": MM/DD/YYYY HH:mm. */
export function formatLastLogin(date: Date | string | number | null | undefined): string {
  if (date === null || date === undefined) return '';
  return format(new Date(date), 'MM/dd/yyyy HH:mm');
}

/** Returns screen receipt date: 'Tue 05 Mar 2024 3:04 PM'. */
export function formatReceiptDate(date: Date | string | number): string {
  return format(new Date(date), 'EEE dd MMM yyyy h:mm a');
}
