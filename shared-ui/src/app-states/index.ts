export { RemoteFallback, type RemoteFallbackProps } from './RemoteFallback';
export { PageIntro } from './PageIntro';
export { PageLoading } from './PageLoading';
