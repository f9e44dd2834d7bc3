import { isWorkingDay, workingDaysAfter } from './working-days';

describe('Italian working days', () => {
  it('skips weekends and Italian public holidays', () => {
    expect(isWorkingDay('2026-12-07')).toBe(true); // a Monday
    expect(isWorkingDay('2026-12-08')).toBe(false); // Immacolata
    expect(isWorkingDay('2026-12-12')).toBe(false); // a Saturday
    expect(isWorkingDay('2027-03-29')).toBe(false); // Easter Monday 2027
  });

  it('counts from the Italian day of the moment, the day itself not counted', () => {
    // Friday 4 December: Mon 7, (Tue 8 a holiday), Wed 9, Thu 10.
    expect(workingDaysAfter(new Date('2026-12-04T10:00:00Z'), 3)).toBe('2026-12-10');
    // 23:30 in London on Thursday is already Friday in Rome.
    expect(workingDaysAfter(new Date('2026-12-03T23:30:00Z'), 3)).toBe('2026-12-10');
    // Wednesday 23 December: Thu 24, (Christmas, St Stephen's on a Saturday, Sunday) Mon 28 … Thu 31,
    // then (New Year's Day, the weekend) Monday 4 January.
    expect(workingDaysAfter(new Date('2026-12-23T09:00:00Z'), 5)).toBe('2026-12-31');
    expect(workingDaysAfter(new Date('2026-12-23T09:00:00Z'), 6)).toBe('2027-01-04');
  });
});
