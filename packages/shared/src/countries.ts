import countries from 'i18n-iso-countries';
import de from 'i18n-iso-countries/langs/de.json';
import en from 'i18n-iso-countries/langs/en.json';
import fr from 'i18n-iso-countries/langs/fr.json';
import pt from 'i18n-iso-countries/langs/pt.json';

/**
 * ISO 3166-1 alpha-2 countries from the maintained i18n-iso-countries list, with names in the
 * four interface languages. Shipping zones, locations and quotes name countries by these codes.
 */
for (const locale of [en, de, fr, pt]) countries.registerLocale(locale);

export type CountryLanguage = 'en' | 'de' | 'fr' | 'pt';

/** Every alpha-2 code, upper case, sorted. */
export const COUNTRY_CODES: readonly string[] = Object.keys(countries.getAlpha2Codes()).sort();
const KNOWN = new Set(COUNTRY_CODES);

export function isCountryCode(code: unknown): code is string {
  return typeof code === 'string' && KNOWN.has(code);
}

/** The country's short name in `language` ('DE' → 'Germany', 'Deutschland', 'Allemagne', 'Alemanha'); the code when unknown. */
export function countryName(code: string, language: CountryLanguage = 'en'): string {
  return countries.getName(code, language, { select: 'official' }) ?? code;
}

/** Codes and names in `language`, sorted by name (for pickers). */
export function countryOptions(language: CountryLanguage = 'en'): Array<{ code: string; name: string }> {
  return COUNTRY_CODES.map((code) => ({ code, name: countryName(code, language) })).sort((a, b) => a.name.localeCompare(b.name, language));
}
