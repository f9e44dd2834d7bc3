import { useTranslation } from 'react-i18next';
import { PLATFORM_NAMESPACE } from '../i18n';
import { getCurrentLocale, localizePath } from '../locale';
import { useDocumentTitle } from '../routing/use-document-title';
import { appStates } from './app-states';

/**
 * The 404 page of spec §2/§8: "Page not found" with the full path, in the shopper's language, with a
 * link back to the home page of their locale. Used by the shell and by every remote.
 */
export function NotFound({ path }: { path?: string }) {
  const content = useNotFoundContent(path);
  useDocumentTitle(content.message);
  const { ErrorPage } = appStates();
  return <ErrorPage {...content} />;
}

/** What the 404 page says, in the shopper's language. */
export function useNotFoundContent(path?: string) {
  const { t } = useTranslation(PLATFORM_NAMESPACE, { keyPrefix: 'notFound' });
  const fullPath = path ?? window.location.pathname + window.location.search;
  return {
    status: 404,
    message: t('title'),
    description: t('description', { path: fullPath }),
    homeHref: localizePath('/', getCurrentLocale()),
    homeLabel: t('home'),
  };
}
