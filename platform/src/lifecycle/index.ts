export { createRemoteApp, type RemoteAppOptions } from './create-remote-app';
export { createFragment, type FragmentOptions } from './create-fragment';
export { createReactLifecycles, clearUnhydratedMarkup, identifierPrefixFor, SERVER_MARKUP_ATTRIBUTE, type ReactLifecyclesOptions } from './react-lifecycles';
export { configureAppStates, type AppStateComponents, type ErrorPageProps, type PageIntroProps, type RemoteFallbackProps } from './app-states';
export { RemoteScope, useRemote, type RemoteIdentity, type RemoteScopeProps } from './remote-scope';
export { RemoteBoundary, fallbackTexts } from './RemoteBoundary';
export { NotFound } from './NotFound';
export { isChunkLoadError, mayReloadForFailedLoad, reloadForFailedLoad, type FailedLoadReloadDeps } from './failed-load-reload';
export { onPathChange } from './path-change';
