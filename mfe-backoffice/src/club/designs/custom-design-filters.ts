import patterns from '../../route-patterns.json';

/** A design's page: '/staff/club/designs/5d0c…' (LocaleLink and safeNavigate add the locale). */
export const customDesignPath = (id: string) => patterns.staffCustomDesign.replace(':id', encodeURIComponent(id));
