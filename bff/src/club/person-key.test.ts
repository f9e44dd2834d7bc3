import { normalisePersonName, personKey } from './person-key';

describe('personKey', () => {
  it('compares names without case, accents or punctuation', () => {
    expect(personKey('Zoë', "D'Annunzio-Rossi", '1990-05-17')).toBe(personKey('ZOE', 'd annunzio rossi', '1990-05-17'));
    expect(personKey('Niccolò', 'Lévêque', '1990-05-17')).toBe('niccolo|leveque|1990-05-17');
    expect(normalisePersonName('  Ana   María ')).toBe('ana maria');
  });

  it('tells different people apart: another birth date, another name', () => {
    expect(personKey('Ada', 'Lovelace', '1990-05-17')).not.toBe(personKey('Ada', 'Lovelace', '1990-05-18'));
    expect(personKey('Ada', 'Lovelace', '1990-05-17')).not.toBe(personKey('Ida', 'Lovelace', '1990-05-17'));
  });

  it('stays within the column’s 300 characters for names that NFKD lengthens', () => {
    const long = '\uFDFA'.repeat(80);
    const key = personKey(long, long, '1990-05-17');
    expect(key).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(personKey(long, long, '1990-05-18')).not.toBe(key);
  });
});
