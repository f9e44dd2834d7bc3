import patterns from '../route-patterns.json';

/** An event's page: '/staff/events/gaia-evening-milan' (LocaleLink and safeNavigate add the locale). */
export const eventPath = (key: string) => patterns.staffEvent.replace(':key', encodeURIComponent(key));
