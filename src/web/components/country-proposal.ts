/**
 * Sign-up's guess of the shop's country, and the sentence that says what that country sets up.
 * The guess comes from the browser's time zone (a zone lies in one country), else from the region
 * of its language (`fr-CA` → Canada); the owner can always pick another.
 */
import { COUNTRIES, proposeForCountry, type CountryProposal } from '../../domain/countries';
import { i18n } from '../i18n';
import { browserTimeZone } from './form/RegionFields';

export function guessCountryCode(zone = browserTimeZone(), languages: readonly string[] = navigator.languages ?? [navigator.language]): string {
  const byZone = COUNTRIES.find((c) => c.zones.includes(zone));
  if (byZone) return byZone.code;
  for (const tag of languages) {
    try {
      const region = new Intl.Locale(tag).maximize().region;
      if (region && COUNTRIES.some((c) => c.code === region)) return region;
    } catch {
      // Not a tag Intl can read: try the next one.
    }
  }
  return '';
}

const currencyName = (currency: string, locale: string) => {
  try {
    return new Intl.DisplayNames([locale], { type: 'currency' }).of(currency) ?? currency;
  } catch {
    return currency;
  }
};

/**
 * "Euro (EUR), prices including 20 % tax, time zone Europe/Paris" (in the app's language), or null
 * for a country it does not know.
 */
export function describeProposal(proposal: CountryProposal | null, uiLocale = i18n.language): string | null {
  if (!proposal) return null;
  const money = `${currencyName(proposal.currency, uiLocale)} (${proposal.currency})`;
  const number = (n: number) => new Intl.NumberFormat(uiLocale, { maximumFractionDigits: 4 }).format(n);
  const percent = proposal.taxPercent === null ? null : number(proposal.taxPercent);
  // A place's own taxes are named: "GST 5 % + QST 9.975 % added at the till".
  const named = proposal.taxes?.map((t) => `${t.name} ${number(t.rate)} %`).join(' + ');
  const tax = named
    ? i18n.t('common:proposal.addedTaxes', { taxes: named })
    : percent === null
      ? i18n.t('common:proposal.taxToSet')
      : proposal.taxPercent === 0
        ? i18n.t('common:proposal.noTax')
        : proposal.pricesIncludeTax
          ? i18n.t('common:proposal.included', { percent })
          : i18n.t('common:proposal.added', { percent });
  return i18n.t('common:proposal.summary', { money, tax, zone: proposal.timeZone });
}

export { proposeForCountry };
