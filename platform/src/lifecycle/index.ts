export { createRemoteApp, type RemoteAppOptions } from './create-remote-app';
export { RemoteBoundary, fallbackTexts, type RemoteFallbackProps } from './RemoteBoundary';
export { NotFound, type ErrorPageProps } from './NotFound';
export { DeferredRender, FIRST_PAINT_ID, removeFirstPaint } from './first-paint';
export { AdoptFirstPaint } from './AdoptFirstPaint';
