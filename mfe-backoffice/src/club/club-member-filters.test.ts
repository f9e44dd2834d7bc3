import { expectFiltersOf } from '../test-support/list-filters';
import { clubMemberFiltersSearch, clubMemberPath, clubMembersQuery, isClubMembersFiltered, isMemberId, readClubMemberFilters } from './club-member-filters';

const members = { read: readClubMemberFilters, search: clubMemberFiltersSearch, isFiltered: isClubMembersFiltered, apiQuery: clubMembersQuery };
const read = (query: string) => readClubMemberFilters(new URLSearchParams(query));

test('reads every filter of the URL, and writes them back the same way', () => {
  expectFiltersOf(members, '?q=rossi&status=elite&page=2', { filters: { q: 'rossi', status: 'elite', page: 2 }, filtered: true, api: { q: 'rossi', status: 'elite', page: 2 } });
});

test('the whole first page of every member has no query', () => {
  expectFiltersOf(members, '', { filters: { q: '', status: undefined, page: 1 }, filtered: false, api: { q: undefined, status: undefined, page: 1 } });
});

test('reads the sort of the URL either way, keeps it with the filters and asks the API for it; it narrows nothing', () => {
  expectFiltersOf(members, '?status=elite&sort=-memberSince', {
    filters: { q: '', status: 'elite', page: 1, sort: { key: 'memberSince', direction: 'descending' } },
    filtered: true,
    api: { status: 'elite', page: 1, sort: '-memberSince' },
  });
  expectFiltersOf(members, '?sort=name&page=2', { filters: { q: '', page: 2, sort: { key: 'name', direction: 'ascending' } }, filtered: false, api: { page: 2, sort: 'name' } });
});

test('leaves out what is unknown or malformed, as if it had not been chosen', () => {
  expect(read('?status=gold&page=1.5')).toEqual({ q: '', status: undefined, page: 1 });
  expect(read(`?q=${'x'.repeat(150)}`).q).toHaveLength(100);
  for (const sort of ['spend', '-lastname', 'registered_at']) expect(read(`?sort=${sort}`).sort).toBeUndefined();
});

test("a member's page is named by the member's id; only a UUID is one", () => {
  expect(clubMemberPath('6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b')).toBe('/staff/club/6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b');
  expect(isMemberId('6f1c2a9e-3b4d-4e5f-8a7b-1c2d3e4f5a6b')).toBe(true);
  expect(isMemberId('giulia')).toBe(false);
});
