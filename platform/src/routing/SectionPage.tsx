import { useTranslation } from 'react-i18next';
import { appStates } from '../lifecycle/app-states';
import { AdoptFirstPaint } from '../lifecycle/AdoptFirstPaint';
import { useRemote } from '../lifecycle/remote-scope';
import { useLocation } from './router';
import { useDocumentTitle } from './use-document-title';

/**
 * A page introduced by its translated title and lead text (`pages.<pageId>.title|intro` in the area's
 * namespace): every route of a remote without a page of its own.
 */
export function SectionPage({ pageId }: { pageId: string }) {
  const { t } = useTranslation(useRemote().namespace);
  const title = t(`pages.${pageId}.title`);
  useDocumentTitle(title);
  const { pathname } = useLocation();
  const { PageIntro } = appStates();
  return (
    <AdoptFirstPaint path={pathname}>
      <PageIntro title={title} intro={t(`pages.${pageId}.intro`)} />
    </AdoptFirstPaint>
  );
}
