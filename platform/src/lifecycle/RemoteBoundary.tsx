import { Component, type ReactNode } from 'react';
import { i18n, PLATFORM_NAMESPACE } from '../i18n';
import { appStates } from './app-states';
import { isChunkLoadError, reloadForFailedLoad, type FailedLoadReloadDeps } from './failed-load-reload';

/** The fallback's translated texts, from platform's own messages. */
export function fallbackTexts() {
  const t = (key: string) => i18n.t(`${PLATFORM_NAMESPACE}:remoteFallback.${key}`);
  return { title: t('title'), message: t('message'), retryLabel: t('retry') };
}

interface Props {
  area: string;
  children: ReactNode;
  /** Where the reload for a lazy page's missing file is decided (tests pass their own clock and storage). */
  reloadDeps?: FailedLoadReloadDeps;
}

interface State {
  error: unknown;
  failed: boolean;
  /** A lazy page's file did not load and the page is reloading for it: nothing, not even the fallback. */
  reloading: boolean;
}

/**
 * Keeps a render error inside the remote's own area and lets the shopper retry by rendering the tree
 * again (a transient failure — e.g. a lazy chunk that did not load — often succeeds the second time).
 * A lazy page's file that did not load first reloads the target route, at most once per 10 s
 * (failed-load-reload.ts); the fallback shows when that does not help.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: undefined, failed: false, reloading: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true, reloading: isChunkLoadError(error) };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[${this.props.area}] render failed`, error);
    if (this.state.reloading && !reloadForFailedLoad(this.props.reloadDeps)) this.setState({ reloading: false });
  }

  private readonly retry = () => this.setState({ error: undefined, failed: false, reloading: false });

  override render() {
    const { area, children } = this.props;
    if (!this.state.failed) return children;
    if (this.state.reloading) return null;
    const { RemoteFallback } = appStates();
    return <RemoteFallback area={area} {...fallbackTexts()} onRetry={this.retry} />;
  }
}
