-- A product's categories used to reach products.category_ids by an UPDATE after its INSERT, so every product was
-- written twice. A bulk load of N products then left N dead rows in the first half of the table, which every
-- early-stopping scan (a search's capped count) crossed until a VACUUM FULL. The insert now carries its
-- category_ids, and the refresh writes only the rows whose categories really changed.
CREATE OR REPLACE FUNCTION products_refresh_category_ids(product_ids integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE products p
     SET category_ids = fresh.category_ids
    FROM (
      SELECT ids.id,
             coalesce((SELECT array_agg(pc.category_id ORDER BY pc.category_id) FROM product_categories pc
                        WHERE pc.product_id = ids.id), '{}') AS category_ids
        FROM unnest(product_ids) AS ids (id)
    ) fresh
   WHERE p.id = fresh.id AND p.category_ids IS DISTINCT FROM fresh.category_ids
$$;
