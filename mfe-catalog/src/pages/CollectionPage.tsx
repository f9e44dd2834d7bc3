import { useTranslation } from 'react-i18next';
import { COLLECTIONS, toSlug } from '@ama/contracts';
import { NotFound, useLocale, useParams } from '@ama/platform';
import { useCollectionsQuery } from '../api';
import { FamilyPage } from './FamilyPage';

const SLUGS = new Set<string>(COLLECTIONS.map(toSlug));

/** /collections/{slug}: one of the eight collections; any other name is the 404 page (spec §2/§8). */
export function CollectionPage() {
  const { t } = useTranslation('catalog');
  const slug = useParams().collection ?? '';
  const { data } = useCollectionsQuery(useLocale(), { skip: !SLUGS.has(slug) });
  if (!SLUGS.has(slug)) return <NotFound />;
  const family = data?.items.find((entry) => entry.slug === slug);
  return <FamilyPage dimension="collection" family={family} fallbackTitle={t('pages.collection.title')} />;
}
