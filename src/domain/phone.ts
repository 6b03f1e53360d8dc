/**
 * How a shop's phone number is written on its receipts: as people of its country write it
 * ("(514) 555-0134" in Canada, "01 42 68 53 00" in France), or in international form
 * ("+33 1 42 68 53 00") when the number is another country's, so a customer abroad can dial it.
 * Sign-up stores numbers as typed or as E.164 ("+15145550134"), which nobody reads easily.
 * Shared by the receipt image, the printable receipt, the refund slip and the ESC/POS slip.
 */
import { isSupportedCountry, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import { findCountry } from './countries';

/**
 * The business's country as an ISO code: its typed country name first ("Canada", "España", "CA"),
 * else the region of its locale (fr-CA → CA); undefined when neither says.
 */
export function phoneCountryOf(country: string, locale?: string): CountryCode | undefined {
  const typed = findCountry(country)?.code ?? country.trim().toUpperCase();
  if (isSupportedCountry(typed)) return typed;
  let region: string | undefined;
  try {
    region = locale ? new Intl.Locale(locale).region : undefined;
  } catch {
    region = undefined;
  }
  return region && isSupportedCountry(region) ? region : undefined;
}

/**
 * A phone number written for a receipt of a business in `country` (its typed name) with `locale`.
 * Anything that is not a valid number (an extension written out, a word) is printed as typed: a
 * receipt never loses what the owner wrote.
 */
export function formatPhone(phone: string, where: { country: string; locale?: string }): string {
  const typed = phone.trim();
  if (typed === '') return '';
  const home = phoneCountryOf(where.country, where.locale);
  const parsed = parsePhoneNumberFromString(typed, home);
  if (!parsed?.isValid()) return typed;
  return home && parsed.country === home ? parsed.formatNational() : parsed.formatInternational();
}
