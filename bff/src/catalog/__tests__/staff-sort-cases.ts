import { errorBodySchema } from '@ama/contracts';
import type { Response } from 'supertest';

/** What a row is sorted by under one key, compared in turn (a last name, then a name, then an e-mail). */
export type SortValues = readonly (string | number)[];

/** A back office list the server sorts (contracts' staff-sorting.ts), with rows of the test's own. */
export interface ServerSortedList<Row> {
  /** The list's keys (contracts' STAFF_…_SORT_KEYS); each is asked for either way. */
  keys: readonly string[];
  /** The list's order without `sort` ('-registeredAt'). */
  defaultSort: string;
  pageSize: number;
  /** The test's rows, once inserted: the whole list (the test's search narrows it to them). */
  rows: () => readonly Row[];
  /** The row's unique key: the tie-break, ascending whichever way the key runs. */
  id: (row: Row) => string;
  sortedBy: Record<string, (row: Row) => SortValues>;
  /** One page of the list in the order `sort` asks for ('' for the list's own), as ids. */
  idsOf: (sort: string, page: number) => Promise<string[]>;
  /** The list's answer to `sort` as given. */
  answerTo: (sort: string) => Promise<Response>;
  /** Values of `sort` the list must refuse. */
  unknown: readonly string[];
}

const compare = (a: SortValues, b: SortValues): number => {
  for (const [index, value] of a.entries()) {
    if (value !== b[index]) return value < b[index]! ? -1 : 1;
  }
  return 0;
};

/** The ids in the order `sort` asks for: the key either way, then the id (always ascending) on a tie. */
export function expectedOrder<Row>(list: ServerSortedList<Row>, sort: string): string[] {
  const descending = sort.startsWith('-');
  const by = list.sortedBy[descending ? sort.slice(1) : sort]!;
  return [...list.rows()].sort((a, b) => (descending ? -1 : 1) * compare(by(a), by(b)) || compare([list.id(a)], [list.id(b)])).map(list.id);
}

/**
 * What every list the back office sorts on the server does, in a describe with the rows inserted: its
 * own order without `sort`; each key either way, ties broken by the row's id, the second page going on
 * where the first ends (a page is a slice of one order); any other `sort` a 400 on `sort`, as JSON.
 */
export function itSortsOnTheServer<Row>(list: ServerSortedList<Row>) {
  const bothPages = async (sort: string) => {
    const first = await list.idsOf(sort, 1);
    expect(first).toHaveLength(list.pageSize);
    return [...first, ...(await list.idsOf(sort, 2))];
  };

  it(`without a sort, lists by ${list.defaultSort}, as it always has`, async () => {
    expect(await bothPages('')).toEqual(expectedOrder(list, list.defaultSort));
  });

  it.each(list.keys.flatMap((key) => [key, `-${key}`]))('sorts by %s, the id breaking ties, and page 2 goes on where page 1 ends', async (sort) => {
    expect(await bothPages(sort)).toEqual(expectedOrder(list, sort));
  });

  it.each(list.unknown)('answers ?sort=%s, which it does not know, with 400 on sort, as JSON', async (sort) => {
    const res = await list.answerTo(sort);
    expect(res.status).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const { error } = errorBodySchema.parse(res.body);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(error.fields ?? {})).toEqual(['sort']);
  });
}
