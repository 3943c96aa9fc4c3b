-- How often each word appears in product names, for the planner. The relevance tier "every word in the name"
-- filters on the name's own document; without statistics on that expression the planner assumed 0.5% of the
-- products for any word, and read all 14,000 products named "chair" (at 100,000) through the name index to
-- find the 6 newest, where walking the date index takes a few dozen rows. The statistics of the index on the
-- same expression are not used: it is a partial index.
CREATE STATISTICS IF NOT EXISTS products_name_document_stats ON (to_tsvector('english'::regconfig, product_name))
  FROM products;
ANALYZE products;
