// The leaderboard region of a country. Pure: a country code in, a region out.
import type { Region } from '@checkers/protocol';

/** The 27 member states of the European Union. */
const EU = new Set(
  'AT BE BG HR CY CZ DK EE FI FR DE GR IE IT LV LT LU MT NL PL PT RO SK SI ES SE'.split(' '),
);

/**
 * Countries of Asia (UN geoscheme), with Hong Kong, Macau and Taiwan. Cyprus is in the EU list,
 * which wins; Russia and Egypt span continents and count as Other.
 */
const ASIA = new Set(
  (
    'AF AM AZ BH BD BT BN KH CN GE HK IN ID IR IQ IL JP JO KZ KW KG LA LB MO MY MV MN MM NP KP OM PK ' +
    'PS PH QA SA SG KR LK SY TW TJ TH TL TR TM AE UZ VN YE'
  ).split(' '),
);

/** US for the United States, EU for EU member states, Asia for Asian countries, Other otherwise. */
export function regionOf(country: string | null | undefined): Region {
  const code = (country ?? '').toUpperCase();
  if (code === 'US') return 'US';
  if (EU.has(code)) return 'EU';
  if (ASIA.has(code)) return 'Asia';
  return 'Other';
}
