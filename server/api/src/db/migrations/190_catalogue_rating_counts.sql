-- Counts of live products by rating, kept like catalogue_totals (issue 30: the rating order and filter at scale).
--
-- catalogue_star_totals: live products per (category, brand, colour) and whole stars (rating_score / 100: 0 for
-- no reviews, 4 for an average of 4.00 to 4.99), so "N stars and up" (rating_score >= N × 100) is a sum of
-- cells, exact, as totals and facets without a rating are. Counting the matching rows instead stopped at 301
-- and still read up to a few thousand products for a category.
CREATE TABLE catalogue_star_totals (
  category_id integer NOT NULL,
  brand_id    smallint NOT NULL,
  color_id    smallint NOT NULL,
  stars       smallint NOT NULL,
  products    integer NOT NULL,
  PRIMARY KEY (category_id, brand_id, color_id, stars)
);

-- catalogue_rating_groups: live products per category (0 = every live product once) and (rating_score,
-- rating_count), the "top rated" order's key but for the id. A deep numbered page of that order sums the groups
-- before it and seeks straight into its group, skipping at most one group's rows instead of every row before
-- the page (half the catalogue for the middle page).
CREATE TABLE catalogue_rating_groups (
  category_id  integer NOT NULL,
  rating_score integer NOT NULL,
  rating_count integer NOT NULL,
  products     integer NOT NULL,
  PRIMARY KEY (category_id, rating_score, rating_count)
);

-- As catalogue_count_changes: each product row a statement removed counts -1 and each row it wrote +1, so a
-- write that changes no rating, category, brand, colour or liveness changes nothing; rows in key order. Both
-- tables are kept by one statement shape: a table, its key columns and their values in a product row `d`.
CREATE FUNCTION catalogue_rating_count_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  signed_rows text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT -1 AS sign, * FROM old_rows UNION ALL SELECT 1 AS sign, * FROM new_rows'
  END;
  target record;
BEGIN
  FOR target IN
    SELECT * FROM (VALUES
      ('catalogue_star_totals', 'category_id, brand_id, color_id, stars',
       'cat.category_id, d.brand_id, d.color_id, d.rating_score / 100', 4),
      ('catalogue_rating_groups', 'category_id, rating_score, rating_count',
       'cat.category_id, d.rating_score, d.rating_count', 3)
    ) AS t (counts, key_columns, key_values, keys)
  LOOP
    EXECUTE format($sql$
      INSERT INTO %1$I AS c (%2$s, products)
      SELECT %3$s, sum(d.sign)
        FROM (%4$s) d
        CROSS JOIN LATERAL unnest(array_prepend(0, d.category_ids)) AS cat (category_id)
       WHERE d.archived_at IS NULL AND d.stock > 0
       GROUP BY %5$s
      HAVING sum(d.sign) <> 0
       ORDER BY %5$s
      ON CONFLICT (%2$s) DO UPDATE SET products = c.products + EXCLUDED.products
    $sql$, target.counts, target.key_columns, target.key_values, signed_rows,
       (SELECT string_agg(n::text, ', ') FROM generate_series(1, target.keys) n));
  END LOOP;
  RETURN NULL;
END
$$;

-- Counts of the existing products; from here on the triggers keep them.
INSERT INTO catalogue_star_totals (category_id, brand_id, color_id, stars, products)
SELECT cat.category_id, p.brand_id, p.color_id, p.rating_score / 100, count(*)
  FROM products p CROSS JOIN LATERAL unnest(array_prepend(0, p.category_ids)) AS cat (category_id)
 WHERE p.archived_at IS NULL AND p.stock > 0
 GROUP BY 1, 2, 3, 4;
INSERT INTO catalogue_rating_groups (category_id, rating_score, rating_count, products)
SELECT cat.category_id, p.rating_score, p.rating_count, count(*)
  FROM products p CROSS JOIN LATERAL unnest(array_prepend(0, p.category_ids)) AS cat (category_id)
 WHERE p.archived_at IS NULL AND p.stock > 0
 GROUP BY 1, 2, 3;

-- Named after products_count_* so they fire after them: every statement locks count rows in the same order.
CREATE TRIGGER products_rating_count_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rating_count_changes();
CREATE TRIGGER products_rating_count_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rating_count_changes();
CREATE TRIGGER products_rating_count_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_rating_count_changes();

-- The "top rated" index carries what the other sort indexes carry (price, brand, colour, categories), so a
-- filtered page, and the rows a deep page skips in its group, are read from the index alone.
DROP INDEX products_live_rating_idx;
CREATE INDEX products_live_rating_idx ON products (rating_score DESC, rating_count DESC, id DESC)
  INCLUDE (price, brand_id, color_id, category_ids) WHERE archived_at IS NULL AND stock > 0;
