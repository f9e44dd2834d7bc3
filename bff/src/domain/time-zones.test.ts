import { addDays, wallClock, weekdayOf, zonedInstant } from './time-zones';
import { createGazetteer, placeKey } from '../stores/gazetteer';

describe('time zones', () => {
  it('turns a local time into the instant, across daylight-saving changes', () => {
    expect(zonedInstant('2026-03-28', '10:00', 'Europe/Rome')!.toISOString()).toBe('2026-03-28T09:00:00.000Z');
    expect(zonedInstant('2026-03-30', '10:00', 'Europe/Rome')!.toISOString()).toBe('2026-03-30T08:00:00.000Z');
    expect(zonedInstant('2026-07-01', '10:00', 'America/New_York')!.toISOString()).toBe('2026-07-01T14:00:00.000Z');
    // 02:30 does not exist in Rome on the last Sunday of March.
    expect(zonedInstant('2026-03-29', '02:30', 'Europe/Rome')).toBeNull();
  });
  it('reads clocks and calendars', () => {
    expect(wallClock(new Date('2026-03-10T23:30:00Z'), 'Europe/Rome')).toEqual({ date: '2026-03-11', time: '00:30' });
    expect(weekdayOf('2026-03-15')).toBe('sun');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });
});

describe('gazetteer', () => {
  const city = (name: string, country: string, population: number, muni?: string) => ({
    cityId: population,
    name,
    altName: '',
    country,
    featureCode: 'PPL',
    adminCode: '',
    population,
    loc: { type: 'Point' as const, coordinates: [9, 45] as [number, number] },
    muni,
  });
  const gazetteer = createGazetteer(
    [
      city('Milan', 'IT', 1_236_837, '015146'),
      city('Milan', 'US', 7_813),
      city('Rome', 'US', 36_323),
      city('Rome', 'IT', 2_318_895, '058091'),
      city('Figino', 'IT', 1_580, '015146'),
    ],
    [{ nome: 'Milano', codice: '015146', cap: ['20121', '20122'] }],
  );
  it('finds the most populous homonym, by Italian name, exonym, postcode or with a country', () => {
    expect(gazetteer.resolve('Rome')?.country).toBe('IT');
    expect(gazetteer.resolve('  MILANO ')).toMatchObject({ name: 'Milan', country: 'IT' });
    expect(gazetteer.resolve('Mailand')?.name).toBe('Milan');
    expect(gazetteer.resolve('20122')?.name).toBe('Milan');
    expect(gazetteer.resolve('Milan, US')?.country).toBe('US');
    expect(gazetteer.resolve('Atlantis')).toBeNull();
    expect(gazetteer.resolve(',')).toBeNull();
  });
  it('compares names without case, accents or punctuation', () => {
    expect(placeKey('Reggio nell’Emilia')).toBe('reggio nell emilia');
    expect(placeKey('München')).toBe('munchen');
  });
});
