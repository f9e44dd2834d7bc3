import patterns from '../../route-patterns.json';

/** A renewal's page: '/staff/renewals/3c9e…' (LocaleLink and safeNavigate add the locale). */
export const renewalPath = (id: string) => patterns.staffRenewal.replace(':id', encodeURIComponent(id));

/** The API knows a renewal by a UUID: any other address names none, and is not asked for. */
export const isRenewalId = (id: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);
