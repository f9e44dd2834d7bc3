-- A product's gold colours are named in its own order (the options' positions), whatever plan the
-- database picks. Without an order the labels came in the join's order, which a change of planner
-- costs (random_page_cost, db/open.ts) turned round: the same product then got its words at other
-- positions in a rebuild than in the seed. Only the positions change; what a search finds does not.
CREATE OR REPLACE FUNCTION catalog_search_naming(target_sku text, target_locale text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ', t.name, ct.name, cat.name, st.name, t.keywords,
    (SELECT string_agg(l.label, ' ' ORDER BY o.position) FROM product_options o
       JOIN option_labels l ON l.option_type = o.option_type AND l.value = o.value AND l.locale = target_locale
      WHERE o.sku = target_sku AND o.option_type = 'GOLD_COLOUR'))
    FROM product_translations t
    JOIN products p ON p.sku = t.sku
    LEFT JOIN collection_translations ct ON ct.collection_code = p.collection_code AND ct.locale = target_locale
    LEFT JOIN category_translations cat ON cat.category_code = p.category_code AND cat.locale = target_locale
    LEFT JOIN shape_translations st ON st.shape_code = p.shape_code AND st.locale = target_locale
   WHERE t.sku = target_sku AND t.locale = target_locale
$$;
