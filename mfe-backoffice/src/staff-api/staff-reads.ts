import { httpStatusOf, type FetchBaseQueryError } from '@ama/platform';
import { itemTag, listTag, type StaffTagType } from './cache-tags';
import { followWrite, STAFF_READ, STAFF_WRITE, staffWrite } from './session';
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

/** A step refused because the record moved on meanwhile (409) or went (404): what the page shows is stale. */
const STALE_AFTER = new Set([409, 404]);

/**
 * What a step of one record (`{ id }`) makes stale: after it is taken, and after one refused because the
 * record moved on or went, the record's page and the lists are read again, so the page always shows the
 * record as it is now. Any other refusal changed nothing.
 */
export const stepTags =
  (tag: StaffTagType) =>
  (_result: unknown, error: FetchBaseQueryError | undefined, { id }: { id: string }) =>
    error && !STALE_AFTER.has(httpStatusOf(error) ?? 0) ? [] : [itemTag(tag, id), listTag(tag)];

/**
 * A step of one record (`{ id }`), sent with the CSRF token (staffWrite): a lost session followed, and
 * the record and its lists read again after it, or after a refusal that says they are stale (stepTags).
 */
export const recordStep = <Arg extends { id: string }, Answer>(tag: StaffTagType, request: Parameters<typeof staffWrite<Arg, Answer>>[0]) => ({
  queryFn: staffWrite<Arg, Answer>(request),
  ...STAFF_WRITE,
  invalidatesTags: stepTags(tag),
  onQueryStarted: (_arg: Arg, lifecycle: Parameters<typeof followWrite<Answer>>[0]) => followWrite(lifecycle),
});
