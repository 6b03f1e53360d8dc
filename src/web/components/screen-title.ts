/**
 * Each screen's own browser title, "<its heading> · Stocktill", so tabs, history and screen readers
 * tell screens apart. Taken from the screen's one h1 rather than kept in a second list beside the
 * routes: the heading is what the person sees, and a new screen gets its title without a change here.
 */
export const APP_NAME = 'Stocktill';

/** The title for a screen whose main heading reads `heading` (none: the app's name alone). */
export function screenTitle(heading: string | null | undefined): string {
  const text = (heading ?? '').replace(/\s+/g, ' ').trim();
  return text && text !== APP_NAME ? `${text} · ${APP_NAME}` : APP_NAME;
}
