import { useTranslation } from 'react-i18next';
import { appStates } from '../lifecycle/app-states';
import { useRemote } from '../lifecycle/remote-scope';
import { usePageHead } from '../ssr/page-head';

/**
 * A page introduced by its translated title and lead text (`pages.<pageId>.title|intro` in the area's
 * namespace): every route of a remote without a page of its own.
 */
export function SectionPage({ pageId }: { pageId: string }) {
  const { t } = useTranslation(useRemote().namespace);
  const title = t(`pages.${pageId}.title`);
  const intro = t(`pages.${pageId}.intro`);
  usePageHead({ title, description: intro });
  const { PageIntro } = appStates();
  return <PageIntro title={title} intro={intro} />;
}
