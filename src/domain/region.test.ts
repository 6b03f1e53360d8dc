import { describe, expect, it } from 'vitest';
import { canonicalLocale, canonicalTimeZone, isoInZone, localDay, offsetMinutes, timeZoneNames, todayIn, zonedParts } from './region';

describe('time zone names', () => {
  it('keeps a zone of the list under its own name, whatever the case', () => {
    expect(canonicalTimeZone('America/Toronto')).toBe('America/Toronto');
    expect(canonicalTimeZone(' europe/paris ')).toBe('Europe/Paris');
  });

  it('takes aliases and every name of UTC', () => {
    for (const name of ['UTC', 'Etc/UTC', 'GMT', 'utc']) expect(canonicalTimeZone(name)).toBe('UTC');
    expect(canonicalTimeZone('US/Eastern')).toBe('America/New_York');
    // The runtime may call it Kiev or Kyiv; either way one of its own names.
    expect(timeZoneNames()).toContain(canonicalTimeZone('Europe/Kyiv'));
  });

  it('refuses what is not a zone of the list', () => {
    for (const name of ['', 'Mars/Olympus', 'Etc/GMT+5', 'EST5EDT; drop table', 'a'.repeat(100)]) expect(canonicalTimeZone(name), name).toBeNull();
  });

  it('offers UTC first, then the runtime zones', () => {
    expect(timeZoneNames()[0]).toBe('UTC');
    expect(timeZoneNames()).toEqual(expect.arrayContaining(['America/Toronto', 'Europe/Paris', 'Asia/Tokyo']));
  });
});

describe('locale tags', () => {
  it('are stored canonically', () => {
    expect(canonicalLocale('fr-fr')).toBe('fr-FR');
    expect(canonicalLocale('EN-us')).toBe('en-US');
    expect(canonicalLocale('ja-JP')).toBe('ja-JP');
    expect(canonicalLocale('de-CH')).toBe('de-CH');
  });

  it('refuse malformed tags and languages nothing is known of', () => {
    for (const tag of ['', 'en_US', 'not a locale', 'xx-YY', 'a'.repeat(40)]) expect(canonicalLocale(tag), tag).toBeNull();
  });
});

describe('wall-clock times across daylight saving', () => {
  it('a sale at 23:30 on the day clocks go forward is on that day (Toronto, 2026-03-08: EST to EDT)', () => {
    const sale = new Date('2026-03-09T03:30:00Z'); // 23:30 EDT
    expect(localDay(sale, 'America/Toronto')).toBe('2026-03-08');
    expect(isoInZone(sale, 'America/Toronto')).toBe('2026-03-08T23:30:00.000-04:00');
    // The same instant is already the 9th in UTC.
    expect(localDay(sale, 'UTC')).toBe('2026-03-09');
    // Earlier that day, before 02:00, the offset was still -5.
    expect(offsetMinutes(new Date('2026-03-08T06:59:00Z'), 'America/Toronto')).toBe(-300);
    expect(offsetMinutes(new Date('2026-03-08T07:00:00Z'), 'America/Toronto')).toBe(-240);
  });

  it('a sale at 23:30 on the day clocks go back is on that day (Toronto, 2026-11-01: EDT to EST)', () => {
    const sale = new Date('2026-11-02T04:30:00Z'); // 23:30 EST
    expect(localDay(sale, 'America/Toronto')).toBe('2026-11-01');
    expect(isoInZone(sale, 'America/Toronto')).toBe('2026-11-01T23:30:00.000-05:00');
  });

  it('the hour that repeats when clocks go back is told apart by its offset', () => {
    expect(isoInZone(new Date('2026-11-01T05:30:00Z'), 'America/Toronto')).toBe('2026-11-01T01:30:00.000-04:00');
    expect(isoInZone(new Date('2026-11-01T06:30:00Z'), 'America/Toronto')).toBe('2026-11-01T01:30:00.000-05:00');
  });

  it('Paris on 2026-03-29 (CET to CEST)', () => {
    const sale = new Date('2026-03-29T21:30:00Z'); // 23:30 CEST
    expect(localDay(sale, 'Europe/Paris')).toBe('2026-03-29');
    expect(isoInZone(sale, 'Europe/Paris')).toBe('2026-03-29T23:30:00.000+02:00');
    expect(zonedParts(sale, 'Europe/Paris')).toMatchObject({ year: 2026, month: 3, day: 29, hour: 23, minute: 30, weekday: 0 });
  });

  it('zones with half-hour offsets, and midnight written as hour 0', () => {
    expect(isoInZone(new Date('2026-01-15T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-01-16T00:00:00.000+05:30');
    expect(isoInZone(new Date('2026-01-15T12:00:00Z'), 'America/St_Johns')).toBe('2026-01-15T08:30:00.000-03:30');
  });

  it('writes UTC exactly as toISOString does, so a UTC shop’s exports are unchanged', () => {
    const at = new Date('2024-03-03T12:00:00.123Z');
    expect(isoInZone(at, 'UTC')).toBe(at.toISOString());
    expect(todayIn('Pacific/Kiritimati', new Date('2026-06-30T12:00:00Z'))).toBe('2026-07-01');
    expect(todayIn('Pacific/Pago_Pago', new Date('2026-06-30T12:00:00Z'))).toBe('2026-06-30');
  });
});
