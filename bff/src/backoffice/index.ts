export { backofficeRouter, type BackofficeRouterOptions } from './routes';
export { backofficeSettings, type BackofficeSettings } from './settings';
export { backofficeEndpoints } from './openapi';
export { addStaffAccount } from './accounts';
export { pruneStaffSessions } from './sessions';
export { pruneSignInLocks } from './sign-in-locks';
export { type StaffAccountsTable, type StaffSessionsTable, type StaffAuditLogTable } from './tables';
export { finishStaleClaims } from './stale-claims';
export { backofficeModule, type BackofficeNeeds } from './module';
