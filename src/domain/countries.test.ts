import { describe, expect, it } from 'vitest';
import { COUNTRIES, findCountry, proposeForCountry } from './countries';
import { minorDigits } from './currency';
import { canonicalLocale, canonicalTimeZone } from './region';

describe('country defaults', () => {
  it('hold only currencies, zones and locales the runtime knows', () => {
    for (const country of COUNTRIES) {
      expect(Intl.supportedValuesOf('currency'), country.name).toContain(country.currency);
      expect(canonicalLocale(country.locale), country.name).toBe(country.locale);
      for (const zone of country.zones) expect(canonicalTimeZone(zone), `${country.name} ${zone}`).not.toBeNull();
      if (country.taxPercent !== null) {
        expect(country.taxPercent).toBeGreaterThanOrEqual(0);
        expect(country.taxPercent).toBeLessThan(100);
      }
    }
  });

  it('have one entry per code and per name', () => {
    const codes = COUNTRIES.map((c) => c.code);
    expect(new Set(codes).size).toBe(codes.length);
    const names = COUNTRIES.flatMap((c) => [c.name, ...(c.aliases ?? [])].map((n) => n.toLowerCase()));
    expect(new Set(names).size).toBe(names.length);
  });

  it('find a country however its name is typed', () => {
    expect(findCountry('France')?.code).toBe('FR');
    expect(findCountry('  france ')?.code).toBe('FR');
    expect(findCountry('fr')?.code).toBe('FR');
    expect(findCountry('España')?.code).toBe('ES');
    expect(findCountry('espana')?.code).toBe('ES');
    expect(findCountry('U.S.A.')?.code).toBe('US');
    expect(findCountry('UK')?.code).toBe('GB');
    expect(findCountry('Atlantis')).toBeNull();
    expect(findCountry('')).toBeNull();
  });

  it('propose the currency, tax and format a shop there uses', () => {
    const fr = proposeForCountry('France', 'Europe/Paris');
    expect(fr).toMatchObject({ currency: 'EUR', taxPercent: 20, pricesIncludeTax: true, locale: 'fr-FR', timeZone: 'Europe/Paris' });
    const jp = proposeForCountry('Japan');
    expect(jp).toMatchObject({ currency: 'JPY', pricesIncludeTax: true, timeZone: 'Asia/Tokyo' });
    expect(minorDigits(jp!.currency)).toBe(0);
    expect(proposeForCountry('Kuwait')).toMatchObject({ currency: 'KWD', taxPercent: 0 });
    expect(minorDigits(proposeForCountry('Kuwait')!.currency)).toBe(3);
    // No national sales tax to propose: the owner sets it.
    expect(proposeForCountry('United States')).toMatchObject({ currency: 'USD', taxPercent: null, pricesIncludeTax: false });
    expect(proposeForCountry('Atlantis')).toBeNull();
  });

  it("keep the browser's zone when it lies in the country, else the country's main zone", () => {
    expect(proposeForCountry('Canada', 'America/Vancouver')?.timeZone).toBe('America/Vancouver');
    expect(proposeForCountry('Canada', 'Europe/Paris')?.timeZone).toBe('America/Toronto');
    expect(proposeForCountry('Canada', 'Not/AZone')?.timeZone).toBe('America/Toronto');
    expect(proposeForCountry('India', 'Asia/Kolkata')?.timeZone).toBe(canonicalTimeZone('Asia/Kolkata'));
  });
});

describe('regional taxes', () => {
  it('propose Quebec’s GST and QST, Ontario’s HST and New York City’s state and city taxes by the state and city typed', () => {
    expect(proposeForCountry('Canada', 'America/Toronto', { state: 'Québec', city: 'Montréal' })).toMatchObject({
      taxPercent: 14.975,
      taxes: [
        { name: 'GST', rate: 5 },
        { name: 'QST', rate: 9.975 },
      ],
    });
    expect(proposeForCountry('Canada', 'America/Toronto', { state: 'qc' })?.taxPercent).toBe(14.975);
    expect(proposeForCountry('Canada', 'America/Toronto', { state: 'ON', city: 'Toronto' })).toMatchObject({ taxPercent: 13, taxes: [{ name: 'HST', rate: 13 }] });
    expect(proposeForCountry('USA', 'America/New_York', { state: 'NY', city: 'Brooklyn' })).toMatchObject({
      taxPercent: 8.875,
      taxes: [
        { name: 'NY State', rate: 4 },
        { name: 'NYC', rate: 4.875 },
      ],
    });
  });

  it('keep the country’s own proposal elsewhere', () => {
    expect(proposeForCountry('Canada', 'America/Vancouver', { state: 'BC', city: 'Vancouver' })).toMatchObject({ taxPercent: 5 });
    expect(proposeForCountry('Canada', 'America/Vancouver', { state: 'BC' })).not.toHaveProperty('taxes');
    // New York State outside the city: its counties' rates differ, so the owner sets the rate.
    expect(proposeForCountry('USA', 'America/New_York', { state: 'NY', city: 'Albany' })).toMatchObject({ taxPercent: null });
    expect(proposeForCountry('Canada')).toMatchObject({ taxPercent: 5 });
  });
});

