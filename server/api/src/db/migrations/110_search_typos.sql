-- Typo tolerance a shopper can predict (docs/catalogue.md, "Typos"; the rules: shared/src/rules/search-typos.ts).
-- A word of 5 to 8 letters matches the catalogue's words within 1 edit, one of 9 or more within 2, an adjacent
-- swap counting as one edit. Trigram similarity missed short words with a swap ("chiar" is 0.11 from "chair").
--
-- SymSpell: two words within n edits share a string each gets by deleting at most n letters. Each known word is
-- kept with the strings its deletions make, as many deletions as its own typo budget (0 under 5 letters or with
-- a digit, 1 from 5, 2 from 9: a longer partner always has the budget the pair needs). A search looks up its
-- words' own deletion strings here, then keeps the words truly within its budget (the API measures the edits).

CREATE FUNCTION search_word_typo_budget(word text) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN word ~ '[[:digit:]]' THEN 0 WHEN length(word) >= 9 THEN 2 WHEN length(word) >= 5 THEN 1 ELSE 0 END
$$;

CREATE FUNCTION search_word_variants_of(word text) RETURNS SETOF text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  WITH one AS (
    SELECT overlay(word PLACING '' FROM i FOR 1) AS variant
      FROM generate_series(1, length(word)) i
     WHERE search_word_typo_budget(word) >= 1
  )
  SELECT word
  UNION
  SELECT variant FROM one
  UNION
  SELECT overlay(one.variant PLACING '' FROM j FOR 1)
    FROM one CROSS JOIN generate_series(1, length(word) - 1) j
   WHERE search_word_typo_budget(word) >= 2
$$;

CREATE TABLE search_word_variants (
  variant text NOT NULL,
  word    text NOT NULL REFERENCES search_words (word) ON DELETE CASCADE,
  PRIMARY KEY (variant, word)
);

INSERT INTO search_word_variants (variant, word)
SELECT v, w.word FROM search_words w CROSS JOIN LATERAL search_word_variants_of(w.word) v
ON CONFLICT DO NOTHING;

CREATE FUNCTION search_word_variants_learn() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_word_variants (variant, word)
  SELECT v, n.word FROM new_words n CROSS JOIN LATERAL search_word_variants_of(n.word) v
   ORDER BY 1, 2
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
CREATE TRIGGER search_words_variants AFTER INSERT ON search_words
  REFERENCING NEW TABLE AS new_words FOR EACH STATEMENT EXECUTE FUNCTION search_word_variants_learn();

ANALYZE search_word_variants;
