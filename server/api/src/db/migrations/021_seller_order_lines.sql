-- A seller's order lines, newest order first, at any number of lines: each line carries its order's time
-- (set from the order on insert), so one index serves the list; counts per status are kept by triggers.
ALTER TABLE transaction_items ADD COLUMN ordered_at timestamptz;
UPDATE transaction_items ti SET ordered_at = t.created_at FROM transactions t WHERE t.id = ti.transaction_id;
ALTER TABLE transaction_items ALTER COLUMN ordered_at SET NOT NULL;

CREATE FUNCTION transaction_items_set_ordered_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.ordered_at := (SELECT t.created_at FROM transactions t WHERE t.id = NEW.transaction_id);
  RETURN NEW;
END
$$;
CREATE TRIGGER transaction_items_ordered_at BEFORE INSERT ON transaction_items
  FOR EACH ROW EXECUTE FUNCTION transaction_items_set_ordered_at();

DROP INDEX transaction_items_seller_idx;
CREATE INDEX transaction_items_seller_idx ON transaction_items (seller_id, ordered_at DESC, id DESC);
CREATE INDEX transaction_items_seller_status_idx ON transaction_items (seller_id, status_id, ordered_at DESC, id DESC);

CREATE TABLE seller_line_counts (
  seller_id integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  status_id smallint NOT NULL,
  lines     integer NOT NULL,
  PRIMARY KEY (seller_id, status_id)
);
INSERT INTO seller_line_counts (seller_id, status_id, lines)
SELECT seller_id, status_id, count(*) FROM transaction_items GROUP BY seller_id, status_id;

-- Lines a statement removed count -1 and lines it wrote +1; count rows are written in key order, so
-- concurrent statements lock them in the same order.
CREATE FUNCTION seller_line_count_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  signed_rows text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT 1 AS sign, seller_id, status_id FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT -1 AS sign, seller_id, status_id FROM old_rows'
    ELSE 'SELECT -1 AS sign, seller_id, status_id FROM old_rows UNION ALL SELECT 1, seller_id, status_id FROM new_rows'
  END;
BEGIN
  EXECUTE format($sql$
    INSERT INTO seller_line_counts AS c (seller_id, status_id, lines)
    SELECT seller_id, status_id, sum(sign) FROM (%s) d
     GROUP BY seller_id, status_id
    HAVING sum(sign) <> 0
     ORDER BY seller_id, status_id
    ON CONFLICT (seller_id, status_id) DO UPDATE SET lines = c.lines + EXCLUDED.lines
  $sql$, signed_rows);
  RETURN NULL;
END
$$;
CREATE TRIGGER transaction_items_count_insert AFTER INSERT ON transaction_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION seller_line_count_changes();
CREATE TRIGGER transaction_items_count_update AFTER UPDATE ON transaction_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION seller_line_count_changes();
CREATE TRIGGER transaction_items_count_delete AFTER DELETE ON transaction_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION seller_line_count_changes();
