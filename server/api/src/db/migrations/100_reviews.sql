-- Reviews and ratings (issue 30): verified reviews of bought products, seller replies, reports, helpful votes,
-- and each product's and seller's rating kept up to date by a trigger in the transaction of the change.
-- docs/reviews.md describes the routes and the design.

-- A product's visible reviews: how many, the sum of their stars, and the average × 100 rounded (0 when none),
-- the key of the "top rated" order and of the "N stars and up" filter.
ALTER TABLE products
  ADD COLUMN rating_count integer NOT NULL DEFAULT 0,
  ADD COLUMN rating_sum integer NOT NULL DEFAULT 0,
  ADD COLUMN rating_score integer NOT NULL DEFAULT 0;
-- A seller's store: the same over the visible reviews of all its products.
ALTER TABLE users
  ADD COLUMN rating_count integer NOT NULL DEFAULT 0,
  ADD COLUMN rating_sum integer NOT NULL DEFAULT 0;

CREATE INDEX products_live_rating_idx ON products (rating_score DESC, rating_count DESC, id DESC)
  WHERE archived_at IS NULL AND stock > 0;

-- One review per customer and product. seller_id is the product's seller (a product never changes seller).
-- hidden_at: reported by enough people and waiting for a moderator; moderated_at: a moderator kept it (reports
-- no longer hide it). A hidden review counts in no rating.
CREATE TABLE reviews (
  id               serial PRIMARY KEY,
  product_id       integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  customer_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  seller_id        integer NOT NULL REFERENCES users (id),
  rating           smallint NOT NULL CHECK (rating BETWEEN 1 AND 5),
  title            text NOT NULL,
  body             text NOT NULL,
  helpful_count    integer NOT NULL DEFAULT 0,
  report_count     integer NOT NULL DEFAULT 0,
  hidden_at        timestamptz,
  moderated_at     timestamptz,
  reply_body       text,
  reply_at         timestamptz,
  reply_updated_at timestamptz,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  UNIQUE (product_id, customer_id)
);
CREATE INDEX reviews_product_newest_idx ON reviews (product_id, created_at DESC, id DESC) WHERE hidden_at IS NULL;
CREATE INDEX reviews_product_helpful_idx ON reviews (product_id, helpful_count DESC, created_at DESC, id DESC)
  WHERE hidden_at IS NULL;
CREATE INDEX reviews_newest_idx ON reviews (created_at DESC, id DESC) WHERE hidden_at IS NULL;
CREATE INDEX reviews_customer_idx ON reviews (customer_id);
CREATE INDEX reviews_seller_idx ON reviews (seller_id);
CREATE INDEX reviews_hidden_idx ON reviews (hidden_at) WHERE hidden_at IS NOT NULL;

CREATE TABLE review_images (
  id        serial PRIMARY KEY,
  review_id integer NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  position  smallint NOT NULL CHECK (position BETWEEN 0 AND 4),
  -- Storage key without size suffix, as product_images.
  image_key text NOT NULL,
  UNIQUE (review_id, position)
);

CREATE TABLE review_reports (
  review_id  integer NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (review_id, user_id)
);

CREATE TABLE review_votes (
  review_id  integer NOT NULL REFERENCES reviews (id) ON DELETE CASCADE,
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (review_id, user_id)
);
CREATE INDEX review_votes_user_idx ON review_votes (user_id, review_id);

-- A review written, re-rated, hidden, shown again or deleted changes its product's and seller's rating by the
-- difference, in one UPDATE each (row locks serialise concurrent reviews of one product).
CREATE FUNCTION reviews_rating_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  counted integer := 0;
  stars integer := 0;
  target_product integer;
  target_seller integer;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    target_product := OLD.product_id;
    target_seller := OLD.seller_id;
    IF OLD.hidden_at IS NULL THEN
      counted := counted - 1;
      stars := stars - OLD.rating;
    END IF;
  END IF;
  IF TG_OP IN ('UPDATE', 'INSERT') THEN
    target_product := NEW.product_id;
    target_seller := NEW.seller_id;
    IF NEW.hidden_at IS NULL THEN
      counted := counted + 1;
      stars := stars + NEW.rating;
    END IF;
  END IF;
  IF counted = 0 AND stars = 0 THEN
    RETURN NULL;
  END IF;
  UPDATE products
     SET rating_count = rating_count + counted,
         rating_sum = rating_sum + stars,
         rating_score = CASE WHEN rating_count + counted = 0 THEN 0
                             ELSE round((rating_sum + stars) * 100.0 / (rating_count + counted))::integer END
   WHERE id = target_product;
  UPDATE users SET rating_count = rating_count + counted, rating_sum = rating_sum + stars WHERE id = target_seller;
  RETURN NULL;
END
$$;
CREATE TRIGGER reviews_rating AFTER INSERT OR DELETE OR UPDATE OF rating, hidden_at ON reviews
  FOR EACH ROW EXECUTE FUNCTION reviews_rating_changes();
