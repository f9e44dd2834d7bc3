export { clubRouter, type ClubRouterOptions } from './routes';
export { expireEliteMemberships, recordClubPurchase, type ClubPurchase } from './lifecycle';
export { placesIndex, resolvePlace } from './places';
export { signMemberToken, verifyMemberToken } from './member-token';
export { clubEndpoints } from './openapi';
export { clubSettings } from './settings';
export { CLUB_DEVELOPMENT_ELITE_TOKEN, CLUB_DEVELOPMENT_LINK_SECRET, type ClubSettings } from './settings';
