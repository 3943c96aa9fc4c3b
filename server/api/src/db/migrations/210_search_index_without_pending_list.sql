-- The catalogue's search indexes take each write at once instead of through a pending list (issue 34: the
-- figures right after a load, and after a day of edits and sales, must hold without a manual step).
-- docs/catalogue.md, "After a bulk load".
--
-- With GIN's default fastupdate, new entries go to an unsorted pending list of up to 4 MB that every search
-- reads whole, until VACUUM or a full list moves them into the index. Every write of a live product adds to it:
-- a new product, an edit, and a sale (stock is in the indexes' predicate, so a stock update is never HOT).
-- Right after a load of 100,000 products the list held 318 pages: "walnut dining table solid" took 7.1 ms of
-- statements, 2.9 ms once the list was moved. Searches far outnumber product writes; each write now costs its
-- entries' insertion (a few hundred lexemes), and no search pays for the writes before it.
ALTER INDEX products_live_search_idx SET (fastupdate = off);
ALTER INDEX products_live_name_search_idx SET (fastupdate = off);
SELECT gin_clean_pending_list('products_live_search_idx'::regclass);
SELECT gin_clean_pending_list('products_live_name_search_idx'::regclass);
