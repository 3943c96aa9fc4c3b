-- The sitemap reads every unarchived product's id and last change in id order, a page at a time (keyset):
-- an index-only scan of this index, which also answers the highest such id at once.
CREATE INDEX products_unarchived_id_idx ON products (id) INCLUDE (updated_at) WHERE archived_at IS NULL;
