import { useTranslation } from 'react-i18next';
import { PageIntro } from '@ama/shared-ui';
import { useDocumentTitle } from '@ama/platform';

/** A page of this area introduced by its translated title and lead text. */
export function SectionPage({ pageId }: { pageId: string }) {
  const { t } = useTranslation('club');
  const title = t(`pages.${pageId}.title`);
  useDocumentTitle(title);
  return <PageIntro title={title} intro={t(`pages.${pageId}.intro`)} />;
}
