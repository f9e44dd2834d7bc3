import patterns from '../../route-patterns.json';

/** A request's page: '/staff/club/personalisations/9a4f…' (LocaleLink and safeNavigate add the locale); its status filter is StatusListPage's. */
export const clubPersonalisationPath = (id: string) => patterns.staffClubPersonalisation.replace(':id', encodeURIComponent(id));
