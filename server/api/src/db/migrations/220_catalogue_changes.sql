-- The catalogue's changes, for the search index each API process keeps in memory (issue 34; docs/catalogue.md,
-- "The search index"). Every write that can change what a search finds or how it orders and counts it notes the
-- product here, in the writing transaction. A process asks for the products noted by transactions its index has
-- not seen yet (committed after the snapshot it last read at) and reads those again: whatever writes a product,
-- the API, a seed, an import or a hand-written statement, the next search sees it.
CREATE TABLE catalogue_changes (
  product_id integer NOT NULL,
  changed_by xid8 NOT NULL DEFAULT pg_current_xact_id(),
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX catalogue_changes_changed_by_idx ON catalogue_changes (changed_by);
CREATE INDEX catalogue_changes_changed_at_idx ON catalogue_changes (changed_at);

CREATE FUNCTION products_note_catalogue_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_changes (product_id) VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END);
  RETURN NULL;
END
$$;

CREATE TRIGGER products_catalogue_change_written
  AFTER INSERT OR DELETE ON products
  FOR EACH ROW EXECUTE FUNCTION products_note_catalogue_change();

-- A sale changes stock without changing whether the product is live: not noted.
CREATE TRIGGER products_catalogue_change_updated
  AFTER UPDATE ON products
  FOR EACH ROW
  WHEN (OLD.search_vector IS DISTINCT FROM NEW.search_vector
     OR OLD.price IS DISTINCT FROM NEW.price
     OR (OLD.stock > 0) IS DISTINCT FROM (NEW.stock > 0)
     OR (OLD.archived_at IS NULL) IS DISTINCT FROM (NEW.archived_at IS NULL)
     OR OLD.created_at IS DISTINCT FROM NEW.created_at
     OR OLD.brand_id IS DISTINCT FROM NEW.brand_id
     OR OLD.color_id IS DISTINCT FROM NEW.color_id
     OR OLD.category_ids IS DISTINCT FROM NEW.category_ids
     OR OLD.rating_score IS DISTINCT FROM NEW.rating_score
     OR OLD.rating_count IS DISTINCT FROM NEW.rating_count)
  EXECUTE FUNCTION products_note_catalogue_change();
