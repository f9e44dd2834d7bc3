import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { initI18n } from '../i18n/i18n-instance';
import { changeLocale } from '../i18n/messages';
import { getShopStore } from '../store/store';
import { useServerRequest } from '../ssr/request-context';
import { useLocale } from './use-locale';

export interface PlatformProviderProps {
  children: ReactNode;
}

/**
 * What every app wraps its tree with: the shared store and the shared i18n instance. The URL prefix is
 * the source of truth for the language, so the provider keeps i18n in step with it. On the server the
 * request's own store and language are already provided (ServerRequestProvider) and are kept.
 */
export function PlatformProvider({ children }: PlatformProviderProps) {
  return useServerRequest() ? <>{children}</> : <BrowserPlatform>{children}</BrowserPlatform>;
}

function BrowserPlatform({ children }: PlatformProviderProps) {
  const locale = useLocale();
  const i18n = initI18n();
  useEffect(() => {
    void changeLocale(locale);
  }, [locale]);
  return (
    <Provider store={getShopStore()}>
      <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
    </Provider>
  );
}
