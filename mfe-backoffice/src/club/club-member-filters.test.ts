import { clubMemberFiltersSearch, clubMemberPath, clubMembersQuery, isClubMembersFiltered, isMemberId, readClubMemberFilters } from './club-member-filters';

const read = (query: string) => readClubMemberFilters(new URLSearchParams(query));

test('reads every filter of the URL, and writes them back the same way', () => {
  const filters = read('?q=rossi&status=elite&page=2');
  expect(filters).toEqual({ q: 'rossi', status: 'elite', page: 2 });
  expect(clubMemberFiltersSearch(filters)).toBe('?q=rossi&status=elite&page=2');
  expect(isClubMembersFiltered(filters)).toBe(true);
  expect(clubMembersQuery(filters)).toEqual({ q: 'rossi', status: 'elite', page: 2 });
});

test('the whole first page of every member has no query', () => {
  const filters = read('');
  expect(filters).toEqual({ q: '', status: undefined, page: 1 });
  expect(clubMemberFiltersSearch(filters)).toBe('');
  expect(isClubMembersFiltered(filters)).toBe(false);
  expect(clubMembersQuery(filters)).toEqual({ q: undefined, status: undefined, page: 1 });
});

test('leaves out what is unknown or malformed, as if it had not been chosen', () => {
  expect(read('?status=gold&page=1.5')).toEqual({ q: '', status: undefined, page: 1 });
  expect(read(`?q=${'x'.repeat(150)}`).q).toHaveLength(100);
});

test("a member's page is named by the member's id; only a UUID is one", () => {
  expect(clubMemberPath('6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b')).toBe('/staff/club/6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b');
  expect(isMemberId('6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b')).toBe(true);
  expect(isMemberId('giulia')).toBe(false);
});
