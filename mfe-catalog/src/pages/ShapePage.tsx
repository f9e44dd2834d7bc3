import { useTranslation } from 'react-i18next';
import { SHAPES, toSlug } from '@ama/contracts';
import { NotFound, useLocale, useParams } from '@ama/platform';
import { useShapesQuery } from '../api';
import { FamilyPage } from './FamilyPage';

const SLUGS = new Set<string>(SHAPES.map(toSlug));

/** /shapes/{slug}: one of the eight stone shapes; any other name is the 404 page (spec §2/§8). */
export function ShapePage() {
  const { t } = useTranslation('catalog');
  const slug = useParams().shape ?? '';
  const { data } = useShapesQuery(useLocale(), { skip: !SLUGS.has(slug) });
  if (!SLUGS.has(slug)) return <NotFound />;
  const family = data?.items.find((entry) => entry.slug === slug);
  return <FamilyPage dimension="shape" family={family} fallbackTitle={t('pages.shape.title')} />;
}
