-- A search asks whether any piece holds its words in its names (the ranking vector, weights A and B)
-- before it reads a near spelling instead (docs/search.md#near-spellings-did-you-mean), and a
-- correction asks it of each word it weighs. Without an index that is a read of every match's ranking:
-- for a word in every description ("diamond"), every document of the language.
CREATE INDEX product_search_ranking_idx ON product_search USING gin (ranking);
