import { ITALY } from '@ama/contracts';

/**
 * Countries whose postal addresses name no region or state: the postcode and the town place them
 * (Europe). Spain's province is in its postcode; Italy alone asks for its province's sigla.
 */
const NO_REGION = new Set([
  'AD',
  'AT',
  'BE',
  'BG',
  'CH',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GB',
  'GG',
  'GI',
  'GR',
  'HR',
  'HU',
  'IE',
  'IM',
  'IS',
  'JE',
  'LI',
  'LT',
  'LU',
  'LV',
  'MC',
  'MT',
  'NL',
  'NO',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'SM',
  'VA',
]);

/** Which of the optional parts an address in `country` has: Italy its province, most countries beyond Europe a state or region. */
export function addressParts(country: string): { province: boolean; region: boolean } {
  return { province: country === ITALY, region: country !== '' && country !== ITALY && !NO_REGION.has(country) };
}
