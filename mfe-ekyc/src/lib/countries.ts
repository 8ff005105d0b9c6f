/**
 * Countries for the country-of-origin choice: the ISO 3166-1 alpha-2 codes, named in the page's language
 * by the browser's own Intl.DisplayNames (CLDR data), so no name list is shipped or translated by hand.
 */
const isoAlpha2 = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW ' +
  'BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI ' +
  'FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN ' +
  'IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME ' +
  'MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF ' +
  'PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV ' +
  'SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE ' +
  'YT ZA ZM ZW'
).split(' ');

export const MALAYSIA = 'MY';

export function isCountryCode(value: string): boolean {
  return isoAlpha2.includes(value);
}

function displayNames(locale: string): Intl.DisplayNames | null {
  try {
    return new Intl.DisplayNames([locale, 'en'], { type: 'region', fallback: 'code' });
  } catch {
    return null;
  }
}

/** The country's name in `locale` (`ms`: "Indonesia", "Singapura"); the code when the browser has no name. */
export function countryName(code: string, locale: string): string {
  return displayNames(locale)?.of(code) ?? code;
}

/** Every country but Malaysia (the choice is for members who are not Malaysian), sorted by its local name. */
export function foreignCountryOptions(locale: string): { value: string; label: string }[] {
  const names = displayNames(locale);
  const collator = new Intl.Collator(locale);
  return isoAlpha2
    .filter((code) => code !== MALAYSIA)
    .map((code) => ({ value: code, label: names?.of(code) ?? code }))
    .sort((a, b) => collator.compare(a.label, b.label));
}
