import { toSlug, type Locale } from '@ama/contracts';
import { LocaleLink, NotFound, useLocale, usePageHead, useParams, useTranslation } from '@ama/platform';
import { useProductsQuery } from '../api';
import { ProductGrid } from '../components/ProductGrid';
import { listingQuery, listingSearch, readListing, type FilterDimension } from '../results/listing-params';

export interface Family {
  code: string;
  name: string;
  description: string;
  subtitle?: string;
  imageUrl?: string | null;
}

interface FamilyPageProps {
  /** The listing filter the family stands for. */
  dimension: Extract<FilterDimension, 'collection' | 'shape'>;
  /** From the catalogue API; undefined while it loads. */
  family?: Family;
  /** The heading while the family loads (a client navigation). */
  fallbackTitle: string;
}

/** A collection or a stone shape: its name, story and pieces, and the way to them in the full listing. */
export function FamilyPage({ dimension, family, fallbackTitle }: FamilyPageProps) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const listing = { ...readListing(new URLSearchParams()), [dimension]: family ? [family.code] : [] };
  const { data } = useProductsQuery(listingQuery(listing, locale), { skip: !family });
  const title = family?.name ?? fallbackTitle;
  usePageHead({ title, description: family ? `${family.subtitle ? `${family.subtitle}. ` : ''}${family.description}` : undefined, image: family?.imageUrl ?? undefined });
  return (
    <div className="ama-results">
      <header className="ama-results__header">
        <h1 className="ama-results__title">{title}</h1>
        {family?.subtitle && <p className="ama-family__subtitle">{family.subtitle}</p>}
        {family && <p className="ama-results__intro">{family.description}</p>}
      </header>
      <section aria-label={t('family.pieces', { name: title })} aria-busy={!data}>
        {data && <ProductGrid products={data.items} leadsThePage />}
        {family && (
          <p className="ama-family__all">
            <LocaleLink to={`/results${listingSearch(listing)}`}>{t('family.all', { name: family.name })}</LocaleLink>
          </p>
        )}
      </section>
    </div>
  );
}

interface FamilyRoute {
  dimension: FamilyPageProps['dimension'];
  /** Every code of the family (COLLECTIONS, SHAPES): anything else in the URL is the 404 page. */
  codes: readonly string[];
  /** The catalogue's list of the family in a locale (collections, shapes). */
  useFamilies: (locale: Locale, options: { skip: boolean }) => { data?: { items: (Family & { slug: string })[] } };
}

/** The page of /collections/{slug} or /shapes/{slug}; a slug that names nothing is the 404 page (docs/requirements.md#catalogue). */
export function familyRoute({ dimension, codes, useFamilies }: FamilyRoute) {
  const slugs = new Set(codes.map(toSlug));
  return function FamilyRoutePage() {
    const { t } = useTranslation('catalog');
    const slug = useParams()[dimension] ?? '';
    const { data } = useFamilies(useLocale(), { skip: !slugs.has(slug) });
    if (!slugs.has(slug)) return <NotFound />;
    const family = data?.items.find((entry) => entry.slug === slug);
    return <FamilyPage dimension={dimension} family={family} fallbackTitle={t(`pages.${dimension}.title`)} />;
  };
}
