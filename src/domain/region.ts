/**
 * Where a business is: its IANA time zone, which says when its days begin and what its clocks
 * read, and its locale (a BCP 47 tag), which says how it writes numbers, money and dates.
 * Times are stored as UTC instants; these turn them into the shop's days and wall-clock times.
 */

/** What a business has until it chooses: the behaviour Stocktill had before it knew zones. */
export const DEFAULT_TIME_ZONE = 'UTC';
export const DEFAULT_LOCALE = 'en-US';

export const TIME_ZONE_MESSAGE = 'must be an IANA time zone such as America/Toronto or Europe/Paris';
export const LOCALE_MESSAGE = 'must be a language tag such as en-US, fr-FR or ja-JP';

const KNOWN_ZONES = new Set(Intl.supportedValuesOf('timeZone'));
/** Names of UTC itself, which the runtime's list of zones leaves out. */
const UTC_NAMES = new Set(['UTC', 'Etc/UTC', 'Etc/GMT', 'GMT', 'Etc/Universal', 'Etc/Zulu']);

/** Every zone a business may pick, UTC first: what the zone pickers offer. */
export function timeZoneNames(): string[] {
  return [DEFAULT_TIME_ZONE, ...KNOWN_ZONES];
}

/**
 * The name a zone is kept under, or null when it is not a zone of the runtime's list. Aliases and
 * other spellings (`europe/paris`, `Asia/Kolkata`, `US/Eastern`) become the runtime's own name, so
 * what is stored is always a name both this runtime and PostgreSQL know.
 */
export function canonicalTimeZone(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '' || trimmed.length > 64) return null;
  let resolved: string;
  try {
    resolved = new Intl.DateTimeFormat('en-US', { timeZone: trimmed }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
  if (UTC_NAMES.has(resolved)) return DEFAULT_TIME_ZONE;
  return KNOWN_ZONES.has(resolved) ? resolved : null;
}

/**
 * A locale's canonical tag (`fr-fr` → `fr-FR`), or null when it is not a well-formed tag for a
 * language whose numbers and dates this runtime can write.
 */
export function canonicalLocale(tag: string): string | null {
  const trimmed = tag.trim();
  if (trimmed === '' || trimmed.length > 35) return null;
  try {
    const [canonical] = Intl.getCanonicalLocales(trimmed);
    if (!canonical) return null;
    const writable = Intl.NumberFormat.supportedLocalesOf([canonical]).length > 0 && Intl.DateTimeFormat.supportedLocalesOf([canonical]).length > 0;
    return writable ? canonical : null;
  } catch {
    return null;
  }
}

/** The locales the settings screen suggests (any other valid tag may be typed). */
export const SUGGESTED_LOCALES = [
  'en-US',
  'en-CA',
  'en-GB',
  'en-AU',
  'fr-FR',
  'fr-CA',
  'fr-BE',
  'fr-CH',
  'de-DE',
  'de-AT',
  'de-CH',
  'es-ES',
  'es-MX',
  'it-IT',
  'nl-NL',
  'pt-PT',
  'pt-BR',
  'pl-PL',
  'sv-SE',
  'ja-JP',
  'ko-KR',
  'zh-CN',
  'ar-KW',
] as const;

// ---- Wall-clock times in a zone ------------------------------------------------------------------

export interface ZonedParts {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  /** 0 to 23. */
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  /** 0 (Sunday) to 6. */
  weekday: number;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** What a clock in `timeZone` read at `instant`. */
export function zonedParts(instant: Date, timeZone: string): ZonedParts {
  let f = partsFormatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      weekday: 'short',
    });
    partsFormatters.set(timeZone, f);
  }
  const parts = f.formatToParts(instant);
  const text = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const value = (type: Intl.DateTimeFormatPartTypes) => Number(text(type));
  return {
    year: value('year'),
    month: value('month'),
    day: value('day'),
    hour: value('hour') % 24,
    minute: value('minute'),
    second: value('second'),
    millisecond: instant.getUTCMilliseconds(),
    weekday: WEEKDAYS.indexOf(text('weekday')),
  };
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/** The day (YYYY-MM-DD) it was in `timeZone` at `instant`. */
export function localDay(instant: Date, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** Today's date in the business's zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return localDay(now, timeZone);
}

/** How far `timeZone`'s clocks were ahead of UTC at `instant`, in minutes (Toronto in winter: -300). */
export function offsetMinutes(instant: Date, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, p.millisecond);
  return Math.round((asUtc - instant.getTime()) / 60_000);
}

/**
 * An instant as ISO 8601 in the business's wall-clock time with its offset
 * (`2026-03-08T23:30:00.000-04:00`), so each value says both what the shop's clock read and the
 * exact instant, even in the hour that repeats when clocks go back. At offset 0 it ends in `Z`,
 * exactly as `toISOString()` writes it.
 */
export function isoInZone(instant: Date, timeZone: string): string {
  const offset = offsetMinutes(instant, timeZone);
  if (offset === 0) return instant.toISOString();
  const p = zonedParts(instant, timeZone);
  const sign = offset < 0 ? '-' : '+';
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}.${pad(p.millisecond, 3)}${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`;
}
