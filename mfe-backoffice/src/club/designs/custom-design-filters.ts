import { CUSTOM_DESIGN_STATUSES } from '@ama/contracts';
import { statusFilters } from '../../components/status-filter';
import patterns from '../../route-patterns.json';

/** The designs list's one filter, a status, and its page: read from the URL, written back to it, asked of the API. */
export const DESIGN_FILTERS = statusFilters(CUSTOM_DESIGN_STATUSES);

/** A design's page: '/staff/club/designs/5d0c…' (LocaleLink and safeNavigate add the locale). */
export const customDesignPath = (id: string) => patterns.staffCustomDesign.replace(':id', encodeURIComponent(id));
