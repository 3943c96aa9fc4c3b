-- Autovacuum visits the catalogue's large tables soon after a bulk import or a run of edits (issue 34: the
-- figures right after a load must hold without a manual step). docs/catalogue.md, "After a bulk load".
--
-- A table's visibility map says which pages hold only rows every transaction sees; an index-only scan reads the
-- table for every row on a page it does not mark, and only VACUUM marks pages (ANALYZE does not). PostgreSQL's
-- default waits for inserts of 20% of the table (plus 1,000 rows) before vacuuming for inserts, and for 20% of
-- it updated or deleted: an import of 100,000 products into a catalogue of a million, or the stock and rating
-- updates of a busy day, left most pages unmarked. At 1% a vacuum comes after 10,000 new rows of a million;
-- it reads only the pages not yet marked, so visiting that often costs little.
ALTER TABLE products SET (autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_vacuum_scale_factor = 0.02);
ALTER TABLE reviews SET (autovacuum_vacuum_insert_scale_factor = 0.01, autovacuum_vacuum_scale_factor = 0.02);
