import type { SerializedError, FetchBaseQueryError } from '@ama/platform';

/** The i18n key of what the shopper is told when a wishlist write fails. */
export function problemKey(error: FetchBaseQueryError | SerializedError | undefined): string {
  const status = error && 'status' in error ? error.status : undefined;
  if (status === 409) return 'wishlist.errors.unavailable';
  if (status === 400) return 'wishlist.errors.needsChoice';
  if (status === 429) return 'wishlist.errors.rateLimited';
  return 'wishlist.error';
}
