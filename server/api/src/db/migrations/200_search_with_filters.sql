-- The search indexes carry the filters (issue 34): a search under a category, brand or colour intersects them in
-- the index instead of testing every product having the words. "chair" in Tables: the names' index lists 14,000
-- products named "chair", none of them a table, and a page had to read them all (or walk every product in date
-- order) to find none; with the category in the same index the intersection is empty at once.
-- btree_gin lets a GIN index hold the plain brand and colour columns; it ships with PostgreSQL and PGlite.
-- A GIN index over several columns serves a condition on any of them, so these replace the search-only ones.
CREATE EXTENSION IF NOT EXISTS btree_gin;
DROP INDEX products_live_search_idx;
CREATE INDEX products_live_search_idx ON products USING gin (search_vector, category_ids, brand_id, color_id)
  WHERE archived_at IS NULL AND stock > 0;
DROP INDEX products_live_name_search_idx;
CREATE INDEX products_live_name_search_idx
  ON products USING gin (to_tsvector('english'::regconfig, product_name), category_ids, brand_id, color_id)
  WHERE archived_at IS NULL AND stock > 0;
