import { itemTag, listTag, type StaffTagType } from './cache-tags';
import { STAFF_READ } from './session';
import { presentFilters, staffPath } from './staff-paths';

// The shapes of the staff reads: every one is a STAFF_READ (no generic toast, kept only while shown, the
// session followed), and is dropped by its tag when a write changes what it holds.

/** A whole list (the events, the staff accounts): asked again after a change to one of its rows, or a new one. */
export const wholeListRead = (path: string, tag: StaffTagType) => ({ ...STAFF_READ, query: () => ({ url: staffPath(path) }), providesTags: [listTag(tag)] });

/** A list asked for with filters (a page of it, a search), sent as query parameters: the ones not chosen are left out. */
export const filteredListRead = <Filter extends object>(path: string, tag: StaffTagType) => ({
  ...STAFF_READ,
  query: (filter: Filter) => ({ url: staffPath(path), params: presentFilters(filter) }),
  providesTags: [listTag(tag)],
});

/** One record, named in the path by its key ('/staff/orders/:number', `param` 'number'), under its list's tag type. */
export const recordRead = (path: string, param: string, tag: StaffTagType) => ({
  ...STAFF_READ,
  query: (key: string) => ({ url: staffPath(path, { [param]: key }) }),
  providesTags: (_result: unknown, _error: unknown, key: string) => [itemTag(tag, key)],
});
