import { useTranslation } from 'react-i18next';
import { PageIntro } from '@ama/shared-ui';
import { AdoptFirstPaint, useDocumentTitle, useLocation } from '@ama/platform';

/** A page of this area introduced by its translated title and lead text. */
export function SectionPage({ pageId }: { pageId: string }) {
  const { t } = useTranslation('cart');
  const title = t(`pages.${pageId}.title`);
  useDocumentTitle(title);
  const { pathname } = useLocation();
  return (
    <AdoptFirstPaint path={pathname}>
      <PageIntro title={title} intro={t(`pages.${pageId}.intro`)} />
    </AdoptFirstPaint>
  );
}
