import { CATEGORIES, COLLECTIONS, GOLD_COLOURS, SHAPES, type Category, type Collection, type GoldColour, type Shape } from '@ama/contracts';
import type { FacetDimension, FacetRows, ListingFilters } from './repository';
import type { SearchScope } from './search-scope';

/**
 * The listing's filter counts as sums over groups of products that share the columns it filters on: a
 * search's matches grouped by the database (search-listing.ts), or the whole catalogue's cells that the
 * database keeps (migration 202611302330, for a browsing listing). A few dozen to a few hundred groups
 * at any catalogue size, where a count per choice read every matching product.
 */

export const FACET_DIMENSIONS: readonly FacetDimension[] = ['category', 'collection', 'shape', 'gold', 'price'];

/** The products of one combination of category, collection, shape, gold colours and price filter. */
export interface FacetGroup {
  category_code: string;
  collection_code: string;
  shape_code: string;
  golds: string[];
  /** Whether the group's products are within the query's price filter (true without one). */
  in_price: boolean;
  count: number;
  price_min: number;
  price_max: number;
}

/**
 * The total and the filter counts as sums of the groups: a choice counts the products of its value that
 * every other filter keeps (the listing's rule), so it shows what choosing it leaves; the price range is
 * what the other filters keep.
 */
export function countGroups(filters: Pick<ListingFilters, 'category' | 'collection' | 'shape' | 'gold'>, groups: readonly FacetGroup[]): { total: number; facets: FacetRows } {
  const keeps: Record<FacetDimension, (group: FacetGroup) => boolean> = { ...valueKeeps(filters), price: (group) => group.in_price };
  const keptBy = (group: FacetGroup, except?: FacetDimension) => FACET_DIMENSIONS.every((dimension) => dimension === except || keeps[dimension](group));
  const sum = (dimension: FacetDimension, has: (group: FacetGroup) => boolean) =>
    groups.reduce((total, group) => (has(group) && keptBy(group, dimension) ? total + group.count : total), 0);
  const choices = <T extends string>(dimension: FacetDimension, values: readonly T[], has: (group: FacetGroup, value: T) => boolean) =>
    values.map((value) => ({ value, count: sum(dimension, (group) => has(group, value)) })).filter((choice) => choice.count > 0);
  const priced = groups.filter((group) => keptBy(group, 'price'));
  return {
    total: groups.reduce((total, group) => (keptBy(group) ? total + group.count : total), 0),
    facets: {
      category: choices('category', CATEGORIES, (group, value) => group.category_code === value),
      collection: choices('collection', COLLECTIONS, (group, value) => group.collection_code === value),
      shape: choices('shape', SHAPES, (group, value) => group.shape_code === value),
      gold: choices('gold', GOLD_COLOURS, (group, value) => group.golds.includes(value)),
      price: {
        min: priced.reduce<number | null>((min, group) => (min === null || group.price_min < min ? group.price_min : min), null),
        max: priced.reduce<number | null>((max, group) => (max === null || group.price_max > max ? group.price_max : max), null),
      },
    },
  };
}

type ValueFilters = Pick<ListingFilters, 'category' | 'collection' | 'shape' | 'gold'>;
type GroupValues = Pick<FacetGroup, 'category_code' | 'collection_code' | 'shape_code' | 'golds'>;

/** Whether a group is of each dimension's chosen values (gold colours: it offers any of them). */
const valueKeeps = (filters: ValueFilters): Record<Exclude<FacetDimension, 'price'>, (group: GroupValues) => boolean> => ({
  category: (group) => !filters.category || filters.category.includes(group.category_code as Category),
  collection: (group) => !filters.collection || filters.collection.includes(group.collection_code as Collection),
  shape: (group) => !filters.shape || filters.shape.includes(group.shape_code as Shape),
  gold: (group) => !filters.gold || group.golds.some((gold) => filters.gold!.includes(gold as GoldColour)),
});

/** Whether a group's products are within a search's scope (search-scope.ts): of every scoped dimension's values. */
export const inScope = (scope: SearchScope) => {
  const keeps = Object.values(valueKeeps(scope));
  return (group: GroupValues): boolean => keeps.every((keep) => keep(group));
};
