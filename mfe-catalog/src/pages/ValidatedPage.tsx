import { COLLECTIONS, SHAPES, toSlug } from '@ama/contracts';
import { NotFound, SectionPage, useParams } from '@ama/platform';

const COLLECTION_SLUGS = new Set<string>(COLLECTIONS.map(toSlug));
const SHAPE_SLUGS = new Set<string>(SHAPES.map(toSlug));

/** Route validation (spec §2/§8): a collection or shape that does not exist is the 404 page. */
function validated(param: 'collection' | 'shape', known: Set<string>) {
  return function ValidatedPage({ pageId }: { pageId: string }) {
    const value = useParams()[param];
    return value && known.has(value) ? <SectionPage pageId={pageId} /> : <NotFound />;
  };
}

export const CollectionPage = validated('collection', COLLECTION_SLUGS);
export const ShapePage = validated('shape', SHAPE_SLUGS);
