import { matchesAnyRoute, SHELL_ROUTES, splitLocale, type Registry, type RegistryEntry } from '@ama/contracts';

type LocationLike = Pick<Location, 'pathname'>;

/** single-spa activity function of one registry entry: active on its routes, under any of the locales. */
export function activityFor(entry: Pick<RegistryEntry, 'routes'>) {
  return (location: LocationLike) => {
    const localised = splitLocale(location.pathname);
    return localised !== null && matchesAnyRoute(entry.routes, localised.rest);
  };
}

/** The shell's own pages (the design system catalogue). */
export const isShellRoute = activityFor({ routes: [...SHELL_ROUTES] });

/** True when some remote, or the shell itself, claims the path; the 404 page is shown otherwise. */
export function isClaimed(registry: Registry, location: LocationLike) {
  return isShellRoute(location) || registry.remotes.some((entry) => activityFor(entry)(location));
}
