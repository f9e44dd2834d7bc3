export { clubRouter, type ClubRouterOptions } from './routes';
export { placesIndex, resolvePlace } from './places';
export { signMemberToken, verifyMemberToken } from './member-token';
