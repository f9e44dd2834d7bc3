import { Component, type ReactNode } from 'react';
import { i18n, PLATFORM_NAMESPACE } from '../i18n';
import { appStates } from './app-states';

/** The fallback's translated texts, from platform's own messages. */
export function fallbackTexts() {
  const t = (key: string) => i18n.t(`${PLATFORM_NAMESPACE}:remoteFallback.${key}`);
  return { title: t('title'), message: t('message'), retryLabel: t('retry') };
}

interface Props {
  area: string;
  children: ReactNode;
}

/**
 * Keeps a render error inside the remote's own area and lets the shopper retry by rendering the tree
 * again (a transient failure — e.g. a lazy chunk that did not load — often succeeds the second time).
 */
export class RemoteBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  override state = { error: undefined as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`[${this.props.area}] render failed`, error);
  }

  private readonly retry = () => this.setState({ error: undefined, failed: false });

  override render() {
    const { area, children } = this.props;
    if (!this.state.failed) return children;
    const { RemoteFallback } = appStates();
    return <RemoteFallback area={area} {...fallbackTexts()} onRetry={this.retry} />;
  }
}
