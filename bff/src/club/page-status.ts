import { ROUTES } from '@ama/contracts';
import type { PageStatusResolvers } from '../web/page-status';
import { isEliteToken } from './member-token';
import type { ClubSettings } from './settings';

/**
 * The status of the ELITE page, decided before it is rendered (docs/seo.md#statuses): any token but
 * the configured one is a 404, as GET /api/club/elite/:token and the club remote's page say.
 */
export const clubPageStatus = ({ club }: Pick<ClubSettings, 'club'>): PageStatusResolvers => ({
  [ROUTES.clubElite]: async ({ token = '' }) => (isEliteToken(club.eliteToken, token) ? 200 : 404),
});
