import { useTranslation } from 'react-i18next';
import { PLATFORM_NAMESPACE } from '../i18n';
import { localizePath } from '../locale';
import { useLocale } from '../remote/use-locale';
import { useLocationHref } from '../ssr/location';
import { usePageHead } from '../ssr/page-head';
import { appStates } from './app-states';

/**
 * The 404 page (docs/requirements.md#navigation): "Page not found" with the full path, in the shopper's language, with a
 * link back to the home page of their locale. Used by the shell and by every remote.
 */
export function NotFound({ path }: { path?: string }) {
  const content = useNotFoundContent(path);
  // The server answers such a page with HTTP 404 and keeps it out of search indexes.
  usePageHead({ title: content.message, description: content.description, robots: 'noindex', status: 404 });
  const { ErrorPage } = appStates();
  return <ErrorPage {...content} />;
}

/** What the 404 page says, in the shopper's language. */
export function useNotFoundContent(path?: string) {
  const { t } = useTranslation(PLATFORM_NAMESPACE, { keyPrefix: 'notFound' });
  const href = useLocationHref();
  const locale = useLocale();
  const fullPath = path ?? href;
  return {
    status: 404,
    message: t('title'),
    description: t('description', { path: fullPath }),
    homeHref: localizePath('/', locale),
    homeLabel: t('home'),
  };
}
