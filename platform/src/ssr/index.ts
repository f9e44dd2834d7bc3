export { ServerRequestProvider, useServerRequest, type ServerRequest } from './request-context';
export { useLocationHref } from './location';
export { usePageHead, applyHeadDocument } from './page-head';
export { createRemoteServer, type RemoteDefinition, type RemoteServerModule } from './remote-server';
export { hydrateFromServer, readServerState, type ServerState } from './server-store';
export { READ_IN_BROWSER_ONLY } from './personal-data';
