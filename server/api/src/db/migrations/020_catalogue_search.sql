-- The catalogue at scale: full-text search with typo tolerance, counts that cost the same at any size,
-- and indexes for seek (keyset) paging. docs/catalogue.md explains the design.

CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- ─── Derived product columns ─────────────────────────────────────────────────────────────────────────
-- category_ids mirrors product_categories (sorted), so filters, facets and counts need no join;
-- search_vector is the weighted search document: name A, categories and brand B, colour C, description D.
ALTER TABLE products ADD COLUMN category_ids integer[] NOT NULL DEFAULT '{}';
ALTER TABLE products ADD COLUMN search_vector tsvector NOT NULL DEFAULT ''::tsvector;

-- Prices fall in bands 5-10% wide (30 per decade from 10,000 to 950,000,000 rupiah; band 0 is below).
-- Counts are kept per band, so a price range is whole bands from the counts plus two partial bands counted
-- from the price index.
CREATE FUNCTION catalogue_price_thresholds() RETURNS integer[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_agg(mantissa * power(10, decade)::integer ORDER BY decade, mantissa)
    FROM unnest('{10,11,12,13,14,15,16,17,18,19,20,22,24,26,28,30,33,36,40,45,50,55,60,65,70,75,80,85,90,95}'::integer[]) AS mantissa,
         generate_series(3, 7) AS decade
$$;

CREATE FUNCTION catalogue_price_band(price integer) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT width_bucket(price, catalogue_price_thresholds())::smallint
$$;

-- The first price of a band, and the first price of the band after it.
CREATE FUNCTION catalogue_price_band_start(band integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN band <= 0 THEN 0 ELSE (catalogue_price_thresholds())[band] END
$$;

CREATE FUNCTION catalogue_price_band_end(band integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce((catalogue_price_thresholds())[band + 1], 2147483647)
$$;

CREATE FUNCTION catalogue_document(
  product_name text, description text, brand_id smallint, color_id smallint, category_ids integer[]
) RETURNS tsvector LANGUAGE sql STABLE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, product_name), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(
           (SELECT string_agg(c.category_name, ' ') FROM categories c WHERE c.id = ANY(category_ids)), '')), 'B')
      || setweight(to_tsvector('english'::regconfig, coalesce(
           (SELECT b.brand_name FROM brands b WHERE b.id = brand_id), '')), 'B')
      || setweight(to_tsvector('english'::regconfig, coalesce(
           (SELECT c.color_name FROM colors c WHERE c.id = color_id), '')), 'C')
      || setweight(to_tsvector('english'::regconfig, description), 'D')
$$;

CREATE FUNCTION products_set_search_vector() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_vector := catalogue_document(NEW.product_name, NEW.description, NEW.brand_id, NEW.color_id,
                                          NEW.category_ids);
  RETURN NEW;
END
$$;
CREATE TRIGGER products_search_vector
  BEFORE INSERT OR UPDATE OF product_name, description, brand_id, color_id, category_ids ON products
  FOR EACH ROW EXECUTE FUNCTION products_set_search_vector();

-- product_categories → products.category_ids, for every product a statement touched.
CREATE FUNCTION products_refresh_category_ids(product_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p
     SET category_ids = coalesce(
           (SELECT array_agg(pc.category_id ORDER BY pc.category_id) FROM product_categories pc
             WHERE pc.product_id = p.id), '{}')
   WHERE p.id = ANY(product_ids)
$$;

CREATE FUNCTION product_categories_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM products_refresh_category_ids((SELECT array_agg(DISTINCT product_id) FROM added));
  RETURN NULL;
END
$$;
CREATE FUNCTION product_categories_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM products_refresh_category_ids((SELECT array_agg(DISTINCT product_id) FROM removed));
  RETURN NULL;
END
$$;
CREATE FUNCTION product_categories_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM products_refresh_category_ids(
    (SELECT array_agg(DISTINCT product_id) FROM (SELECT product_id FROM added UNION SELECT product_id FROM removed) ids));
  RETURN NULL;
END
$$;
CREATE TRIGGER product_categories_insert AFTER INSERT ON product_categories
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION product_categories_added();
CREATE TRIGGER product_categories_delete AFTER DELETE ON product_categories
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION product_categories_removed();
CREATE TRIGGER product_categories_update AFTER UPDATE ON product_categories
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION product_categories_changed();

-- A renamed category, brand or colour changes the documents of its products.
CREATE FUNCTION categories_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.category_name IS DISTINCT FROM OLD.category_name THEN
    UPDATE products SET category_ids = category_ids WHERE category_ids @> ARRAY[NEW.id];
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER categories_rename AFTER UPDATE OF category_name ON categories
  FOR EACH ROW EXECUTE FUNCTION categories_renamed();
CREATE FUNCTION brands_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.brand_name IS DISTINCT FROM OLD.brand_name THEN
    UPDATE products SET brand_id = brand_id WHERE brand_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER brands_rename AFTER UPDATE OF brand_name ON brands FOR EACH ROW EXECUTE FUNCTION brands_renamed();
CREATE FUNCTION colors_renamed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.color_name IS DISTINCT FROM OLD.color_name THEN
    UPDATE products SET color_id = color_id WHERE color_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER colors_rename AFTER UPDATE OF color_name ON colors FOR EACH ROW EXECUTE FUNCTION colors_renamed();

-- Existing products: their category ids, and with them (trigger above) their search documents.
UPDATE products p
   SET category_ids = coalesce(
         (SELECT array_agg(pc.category_id ORDER BY pc.category_id) FROM product_categories pc WHERE pc.product_id = p.id),
         '{}');

-- ─── Counts ──────────────────────────────────────────────────────────────────────────────────────────
-- Live products per category (0 = every live product once), brand, colour and price band; kept exact by
-- the statement triggers below, so totals and facet counts are sums over a few hundred rows at any size.
CREATE TABLE catalogue_counts (
  category_id integer NOT NULL,
  brand_id    smallint NOT NULL,
  color_id    smallint NOT NULL,
  price_band  smallint NOT NULL,
  products    integer NOT NULL,
  PRIMARY KEY (category_id, brand_id, color_id, price_band)
);

-- The same without price bands (a few hundred rows), for everything without a price range.
CREATE TABLE catalogue_totals (
  category_id integer NOT NULL,
  brand_id    smallint NOT NULL,
  color_id    smallint NOT NULL,
  products    integer NOT NULL,
  PRIMARY KEY (category_id, brand_id, color_id)
);

-- A seller's products by state, for the seller centre's list.
CREATE TABLE seller_product_counts (
  seller_id  integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  unarchived integer NOT NULL DEFAULT 0,
  archived   integer NOT NULL DEFAULT 0,
  sold_out   integer NOT NULL DEFAULT 0
);

-- Each product row a statement removed counts -1 and each row it wrote +1 (an update is both, so
-- unchanged rows cancel out). Count rows are written in key order, so concurrent statements lock them in the
-- same order.
CREATE FUNCTION catalogue_count_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  signed_rows text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, * FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, * FROM old_rows'
    ELSE 'SELECT -1 AS sign, * FROM old_rows UNION ALL SELECT 1 AS sign, * FROM new_rows'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO catalogue_counts AS c (category_id, brand_id, color_id, price_band, products)
    SELECT cat.category_id, d.brand_id, d.color_id, catalogue_price_band(d.price), sum(d.sign)
      FROM (%s) d
      CROSS JOIN LATERAL unnest(array_prepend(0, d.category_ids)) AS cat (category_id)
     WHERE d.archived_at IS NULL AND d.stock > 0
     GROUP BY 1, 2, 3, 4
    HAVING sum(d.sign) <> 0
     ORDER BY 1, 2, 3, 4
    ON CONFLICT (category_id, brand_id, color_id, price_band)
    DO UPDATE SET products = c.products + EXCLUDED.products
  $sql$, signed_rows);

  EXECUTE format($sql$
    INSERT INTO catalogue_totals AS c (category_id, brand_id, color_id, products)
    SELECT cat.category_id, d.brand_id, d.color_id, sum(d.sign)
      FROM (%s) d
      CROSS JOIN LATERAL unnest(array_prepend(0, d.category_ids)) AS cat (category_id)
     WHERE d.archived_at IS NULL AND d.stock > 0
     GROUP BY 1, 2, 3
    HAVING sum(d.sign) <> 0
     ORDER BY 1, 2, 3
    ON CONFLICT (category_id, brand_id, color_id) DO UPDATE SET products = c.products + EXCLUDED.products
  $sql$, signed_rows);

  EXECUTE format($sql$
    INSERT INTO seller_product_counts AS s (seller_id, unarchived, archived, sold_out)
    SELECT * FROM (
      SELECT d.seller_id,
             coalesce(sum(d.sign) FILTER (WHERE d.archived_at IS NULL), 0) AS unarchived,
             coalesce(sum(d.sign) FILTER (WHERE d.archived_at IS NOT NULL), 0) AS archived,
             coalesce(sum(d.sign) FILTER (WHERE d.archived_at IS NULL AND d.stock = 0), 0) AS sold_out
        FROM (%s) d
       GROUP BY d.seller_id
    ) changes
     WHERE unarchived <> 0 OR archived <> 0 OR sold_out <> 0
     ORDER BY seller_id
    ON CONFLICT (seller_id) DO UPDATE
       SET unarchived = s.unarchived + EXCLUDED.unarchived,
           archived = s.archived + EXCLUDED.archived,
           sold_out = s.sold_out + EXCLUDED.sold_out
  $sql$, signed_rows);
  RETURN NULL;
END
$$;

-- Counts of the existing products; from here on the triggers keep them.
INSERT INTO catalogue_counts (category_id, brand_id, color_id, price_band, products)
SELECT cat.category_id, p.brand_id, p.color_id, catalogue_price_band(p.price), count(*)
  FROM products p CROSS JOIN LATERAL unnest(array_prepend(0, p.category_ids)) AS cat (category_id)
 WHERE p.archived_at IS NULL AND p.stock > 0
 GROUP BY 1, 2, 3, 4;
INSERT INTO catalogue_totals (category_id, brand_id, color_id, products)
SELECT category_id, brand_id, color_id, sum(products) FROM catalogue_counts GROUP BY 1, 2, 3;
INSERT INTO seller_product_counts (seller_id, unarchived, archived, sold_out)
SELECT seller_id, count(*) FILTER (WHERE archived_at IS NULL), count(*) FILTER (WHERE archived_at IS NOT NULL),
       count(*) FILTER (WHERE archived_at IS NULL AND stock = 0)
  FROM products GROUP BY seller_id;

CREATE TRIGGER products_count_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_count_changes();
CREATE TRIGGER products_count_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_count_changes();
CREATE TRIGGER products_count_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalogue_count_changes();

-- ─── Search words ────────────────────────────────────────────────────────────────────────────────────
-- Every word of product names and descriptions and of the reference lists, for typo correction (trigram
-- similarity) and completion of the word being typed. `products` counts the products that brought it.
CREATE TABLE search_words (
  word     text PRIMARY KEY,
  products integer NOT NULL DEFAULT 0
);
CREATE INDEX search_words_trigram_idx ON search_words USING gin (word gin_trgm_ops);
CREATE INDEX search_words_prefix_idx ON search_words (word text_pattern_ops);

-- The words of a text as the search box splits them: lower case, letters and digits.
CREATE FUNCTION search_words_of(body text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT DISTINCT word FROM regexp_split_to_table(lower(body), '[^[:alnum:]]+') AS word
   WHERE length(word) BETWEEN 2 AND 40
$$;

INSERT INTO search_words (word, products)
SELECT word, count(*) FROM products p CROSS JOIN LATERAL search_words_of(p.product_name || ' ' || p.description) word
 GROUP BY word;
INSERT INTO search_words (word)
SELECT search_words_of(name) FROM (
  SELECT category_name FROM categories UNION ALL SELECT brand_name FROM brands UNION ALL SELECT color_name FROM colors
) names (name)
ON CONFLICT (word) DO NOTHING;

CREATE FUNCTION search_words_learn() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words AS w (word, products)
  SELECT word, count(*) FROM new_rows n CROSS JOIN LATERAL search_words_of(n.product_name || ' ' || n.description) word
   GROUP BY word ORDER BY word
  ON CONFLICT (word) DO UPDATE SET products = w.products + EXCLUDED.products;
  RETURN NULL;
END
$$;
CREATE TRIGGER products_search_words AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_learn();

CREATE FUNCTION search_words_learn_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words AS w (word, products)
  SELECT word, count(*)
    FROM new_rows n JOIN old_rows o ON o.id = n.id
    CROSS JOIN LATERAL search_words_of(n.product_name || ' ' || n.description) word
   WHERE n.product_name IS DISTINCT FROM o.product_name OR n.description IS DISTINCT FROM o.description
   GROUP BY word ORDER BY word
  ON CONFLICT (word) DO UPDATE SET products = w.products + EXCLUDED.products;
  RETURN NULL;
END
$$;
CREATE TRIGGER products_search_words_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_learn_changed();

CREATE FUNCTION search_words_learn_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word) SELECT search_words_of(to_jsonb(NEW) ->> TG_ARGV[0])
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER categories_search_words AFTER INSERT OR UPDATE OF category_name ON categories
  FOR EACH ROW EXECUTE FUNCTION search_words_learn_name('category_name');
CREATE TRIGGER brands_search_words AFTER INSERT OR UPDATE OF brand_name ON brands
  FOR EACH ROW EXECUTE FUNCTION search_words_learn_name('brand_name');
CREATE TRIGGER colors_search_words AFTER INSERT OR UPDATE OF color_name ON colors
  FOR EACH ROW EXECUTE FUNCTION search_words_learn_name('color_name');

-- ─── Indexes for seek paging, ranges and search over live products ───────────────────────────────────
-- The sort indexes carry the filter columns, so filtered pages and partial price bands are read from the
-- index alone.
DROP INDEX products_live_created_idx;
CREATE INDEX products_live_created_idx ON products (created_at DESC, id DESC)
  INCLUDE (price, brand_id, color_id, category_ids) WHERE archived_at IS NULL AND stock > 0;
DROP INDEX products_live_price_idx;
CREATE INDEX products_live_price_idx ON products (price, id)
  INCLUDE (brand_id, color_id, category_ids) WHERE archived_at IS NULL AND stock > 0;
CREATE INDEX products_live_price_desc_idx ON products (price DESC, id)
  INCLUDE (brand_id, color_id, category_ids) WHERE archived_at IS NULL AND stock > 0;
CREATE INDEX products_live_search_idx ON products USING gin (search_vector) WHERE archived_at IS NULL AND stock > 0;
-- Search matches in the name come first; this index (and its statistics) serve that tier.
CREATE INDEX products_live_name_search_idx ON products USING gin (to_tsvector('english'::regconfig, product_name))
  WHERE archived_at IS NULL AND stock > 0;
DROP INDEX products_seller_idx;
CREATE INDEX products_seller_idx ON products (seller_id, created_at DESC, id DESC) INCLUDE (archived_at, stock);
