export { sendVisitorCookie, visitorFromRequest, VISITOR_COOKIE, VISITOR_COOKIE_MAX_AGE_MS } from './cookie';
export { hashVisitorToken, type Visitor } from './token';
export { claimVisitor, lockVisitor, touchVisitor } from './visitors';
export { noStore, visitorWriteGuard } from './writes';
export { visitorCountsRouter } from './counts-routes';
export { visitorEndpoints } from './openapi';
export { visitorModule } from './module';
