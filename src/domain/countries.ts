/**
 * What a shop's country proposes at sign-up: its currency, the standard rate of its sales tax or
 * VAT, whether shelf prices include that tax, how it writes numbers and dates, and its time zones.
 * These are proposals an owner sees and may refuse or change later in Settings, so a rate here is
 * the country's usual standard rate (as published by its tax authority in 2025-2026), not advice.
 * Where no single national rate fits a small shop (the United States' sales taxes are set by state
 * and city), `taxPercent` is null and the tax rate stays for the owner to set; 0 means the country
 * has no sales tax or VAT. A few places whose shops charge their own pair of taxes on the country's
 * (Quebec's QST on the GST, Ontario's HST in its place, New York City's tax on the state's) are
 * proposed by the state and city the owner gives.
 */
import { canonicalTimeZone } from './region';

export interface CountryDefaults {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
  /** Other names people type for it. */
  aliases?: string[];
  currency: string;
  taxPercent: number | null;
  pricesIncludeTax: boolean;
  locale: string;
  /** IANA zones, the most populous first: the proposal when the browser's zone is not among them. */
  zones: string[];
}

const C = (code: string, name: string, currency: string, taxPercent: number | null, pricesIncludeTax: boolean, locale: string, zones: string[], aliases?: string[]): CountryDefaults => ({
  code,
  name,
  currency,
  taxPercent,
  pricesIncludeTax,
  locale,
  zones,
  ...(aliases ? { aliases } : {}),
});

export const COUNTRIES: readonly CountryDefaults[] = [
  C('US', 'United States', 'USD', null, false, 'en-US', ['America/New_York', 'America/Chicago', 'America/Denver', 'America/Phoenix', 'America/Los_Angeles', 'America/Anchorage', 'Pacific/Honolulu', 'America/Detroit', 'America/Indiana/Indianapolis', 'America/Boise'], ['USA', 'United States of America', 'U.S.', 'U.S.A.', 'America']),
  // The federal GST; provinces with HST or their own sales tax add to it.
  C('CA', 'Canada', 'CAD', 5, false, 'en-CA', ['America/Toronto', 'America/Vancouver', 'America/Edmonton', 'America/Winnipeg', 'America/Halifax', 'America/Regina', 'America/St_Johns', 'America/Moncton', 'America/Whitehorse']),
  C('MX', 'Mexico', 'MXN', 16, true, 'es-MX', ['America/Mexico_City', 'America/Monterrey', 'America/Tijuana', 'America/Cancun', 'America/Merida', 'America/Chihuahua', 'America/Hermosillo'], ['México']),
  C('GB', 'United Kingdom', 'GBP', 20, true, 'en-GB', ['Europe/London'], ['UK', 'Great Britain', 'England', 'Scotland', 'Wales', 'Northern Ireland']),
  C('IE', 'Ireland', 'EUR', 23, true, 'en-IE', ['Europe/Dublin']),
  C('FR', 'France', 'EUR', 20, true, 'fr-FR', ['Europe/Paris']),
  C('BE', 'Belgium', 'EUR', 21, true, 'fr-BE', ['Europe/Brussels'], ['Belgique', 'België']),
  C('NL', 'Netherlands', 'EUR', 21, true, 'nl-NL', ['Europe/Amsterdam'], ['Holland', 'Nederland', 'The Netherlands']),
  C('LU', 'Luxembourg', 'EUR', 17, true, 'fr-LU', ['Europe/Luxembourg']),
  C('DE', 'Germany', 'EUR', 19, true, 'de-DE', ['Europe/Berlin'], ['Deutschland']),
  C('AT', 'Austria', 'EUR', 20, true, 'de-AT', ['Europe/Vienna'], ['Österreich']),
  C('CH', 'Switzerland', 'CHF', 8.1, true, 'de-CH', ['Europe/Zurich'], ['Schweiz', 'Suisse', 'Svizzera']),
  C('ES', 'Spain', 'EUR', 21, true, 'es-ES', ['Europe/Madrid', 'Atlantic/Canary'], ['España']),
  C('PT', 'Portugal', 'EUR', 23, true, 'pt-PT', ['Europe/Lisbon', 'Atlantic/Madeira', 'Atlantic/Azores']),
  C('IT', 'Italy', 'EUR', 22, true, 'it-IT', ['Europe/Rome'], ['Italia']),
  C('GR', 'Greece', 'EUR', 24, true, 'el-GR', ['Europe/Athens']),
  C('DK', 'Denmark', 'DKK', 25, true, 'da-DK', ['Europe/Copenhagen'], ['Danmark']),
  C('SE', 'Sweden', 'SEK', 25, true, 'sv-SE', ['Europe/Stockholm'], ['Sverige']),
  C('NO', 'Norway', 'NOK', 25, true, 'nb-NO', ['Europe/Oslo'], ['Norge']),
  C('FI', 'Finland', 'EUR', 25.5, true, 'fi-FI', ['Europe/Helsinki'], ['Suomi']),
  C('PL', 'Poland', 'PLN', 23, true, 'pl-PL', ['Europe/Warsaw'], ['Polska']),
  C('CZ', 'Czechia', 'CZK', 21, true, 'cs-CZ', ['Europe/Prague'], ['Czech Republic']),
  C('AU', 'Australia', 'AUD', 10, true, 'en-AU', ['Australia/Sydney', 'Australia/Melbourne', 'Australia/Brisbane', 'Australia/Perth', 'Australia/Adelaide', 'Australia/Hobart', 'Australia/Darwin']),
  C('NZ', 'New Zealand', 'NZD', 15, true, 'en-NZ', ['Pacific/Auckland']),
  C('JP', 'Japan', 'JPY', 10, true, 'ja-JP', ['Asia/Tokyo'], ['Nippon', 'Nihon']),
  C('KR', 'South Korea', 'KRW', 10, true, 'ko-KR', ['Asia/Seoul'], ['Korea', 'Republic of Korea']),
  C('CN', 'China', 'CNY', 13, true, 'zh-CN', ['Asia/Shanghai']),
  C('SG', 'Singapore', 'SGD', 9, true, 'en-SG', ['Asia/Singapore']),
  C('IN', 'India', 'INR', 18, true, 'en-IN', ['Asia/Kolkata']),
  C('TH', 'Thailand', 'THB', 7, true, 'th-TH', ['Asia/Bangkok']),
  C('PH', 'Philippines', 'PHP', 12, true, 'en-PH', ['Asia/Manila']),
  C('ZA', 'South Africa', 'ZAR', 15, true, 'en-ZA', ['Africa/Johannesburg']),
  C('NG', 'Nigeria', 'NGN', 7.5, true, 'en-NG', ['Africa/Lagos']),
  C('KE', 'Kenya', 'KES', 16, true, 'en-KE', ['Africa/Nairobi']),
  C('MA', 'Morocco', 'MAD', 20, true, 'fr-MA', ['Africa/Casablanca'], ['Maroc']),
  C('TN', 'Tunisia', 'TND', 19, true, 'fr-TN', ['Africa/Tunis'], ['Tunisie']),
  C('AE', 'United Arab Emirates', 'AED', 5, true, 'en-AE', ['Asia/Dubai'], ['UAE']),
  C('SA', 'Saudi Arabia', 'SAR', 15, true, 'ar-SA', ['Asia/Riyadh']),
  C('BH', 'Bahrain', 'BHD', 10, true, 'ar-BH', ['Asia/Bahrain']),
  C('OM', 'Oman', 'OMR', 5, true, 'ar-OM', ['Asia/Muscat']),
  C('JO', 'Jordan', 'JOD', 16, true, 'ar-JO', ['Asia/Amman']),
  // Kuwait has no VAT: nothing to add, nothing contained.
  C('KW', 'Kuwait', 'KWD', 0, true, 'ar-KW', ['Asia/Kuwait']),
  C('AR', 'Argentina', 'ARS', 21, true, 'es-AR', ['America/Argentina/Buenos_Aires', 'America/Argentina/Cordoba']),
  C('CL', 'Chile', 'CLP', 19, true, 'es-CL', ['America/Santiago']),
  C('CO', 'Colombia', 'COP', 19, true, 'es-CO', ['America/Bogota']),
  C('PE', 'Peru', 'PEN', 18, true, 'es-PE', ['America/Lima'], ['Perú']),
];

/** Lower case, no accents, no dots or extra spaces: how two spellings of one name are compared. */
function comparable(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[.\s]+/g, ' ')
    .trim();
}

const BY_NAME = new Map<string, CountryDefaults>();
for (const country of COUNTRIES) {
  for (const name of [country.code, country.name, ...(country.aliases ?? [])]) BY_NAME.set(comparable(name), country);
}

/** The country a typed name or ISO code means, or null for one this table does not know. */
export function findCountry(typed: string): CountryDefaults | null {
  return BY_NAME.get(comparable(typed)) ?? null;
}

/** One tax of a regional proposal, as a tax class lists it. */
export interface ProposedTax {
  name: string;
  rate: number;
}

interface RegionalTaxes {
  country: string;
  /** The names and codes owners type for the state or province, compared folded. */
  states: string[];
  /** When only a city's shops charge them: its names. */
  cities?: string[];
  taxes: ProposedTax[];
}

/** Rates as each tax authority published them for 2025-2026. */
const REGIONAL_TAXES: readonly RegionalTaxes[] = [
  { country: 'CA', states: ['QC', 'Quebec', 'Québec'], taxes: [{ name: 'GST', rate: 5 }, { name: 'QST', rate: 9.975 }] },
  { country: 'CA', states: ['ON', 'Ontario'], taxes: [{ name: 'HST', rate: 13 }] },
  {
    country: 'US',
    states: ['NY', 'New York'],
    cities: ['New York', 'New York City', 'NYC', 'Manhattan', 'Brooklyn', 'Queens', 'Bronx', 'The Bronx', 'Staten Island'],
    taxes: [{ name: 'NY State', rate: 4 }, { name: 'NYC', rate: 4.875 }],
  },
];

/** The taxes a shop in this state (and city) of `country` charges, when the table knows them. */
export function regionalTaxes(country: CountryDefaults, place: { state?: string; city?: string }): ProposedTax[] | null {
  const state = comparable(place.state ?? '');
  const city = comparable(place.city ?? '');
  const found = REGIONAL_TAXES.find((r) => r.country === country.code && r.states.some((s) => comparable(s) === state) && (!r.cities || r.cities.some((c) => comparable(c) === city)));
  return found ? found.taxes : null;
}

export interface CountryProposal {
  country: CountryDefaults;
  currency: string;
  /** Null: no national rate to propose; the owner sets it. With `taxes`, their sum. */
  taxPercent: number | null;
  /** The state's or city's own taxes, in order, when it has them (GST then QST); its default tax class lists them. */
  taxes?: ProposedTax[];
  pricesIncludeTax: boolean;
  locale: string;
  timeZone: string;
}

/**
 * What sign-up proposes for a shop in `typedCountry`. The browser's own zone is kept when it lies in
 * that country (a shop in Vancouver signing up from Vancouver); otherwise the country's main zone
 * (an owner setting up a Paris shop from abroad).
 */
export function proposeForCountry(typedCountry: string, browserZone?: string, place: { state?: string; city?: string } = {}): CountryProposal | null {
  const country = findCountry(typedCountry);
  if (!country) return null;
  const browser = browserZone ? canonicalTimeZone(browserZone) : null;
  // Compared as the runtime spells them (it may keep Asia/Calcutta for Asia/Kolkata).
  const zones = country.zones.map((zone) => canonicalTimeZone(zone) ?? zone);
  const timeZone = browser && zones.includes(browser) ? browser : zones[0];
  const taxes = regionalTaxes(country, place);
  // Summed exactly in ten-thousandths of a percent (5 + 9.975 is 14.975, not 14.975000000000001).
  const taxPercent = taxes ? taxes.reduce((sum, t) => sum + Math.round(t.rate * 10_000), 0) / 10_000 : country.taxPercent;
  return { country, currency: country.currency, taxPercent, ...(taxes ? { taxes } : {}), pricesIncludeTax: country.pricesIncludeTax, locale: country.locale, timeZone };
}
