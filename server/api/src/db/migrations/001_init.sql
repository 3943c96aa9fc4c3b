-- Spectrum store schema. PostgreSQL 15 features only (the embedded PGlite is newer, servers may not be).

CREATE TABLE users (
  id            serial PRIMARY KEY,
  email         text NOT NULL,
  password_hash text NOT NULL,
  role          smallint NOT NULL CHECK (role IN (1, 2)),
  display_name  text,
  gender        text,
  image_key     text,
  store_name    text,
  store_desc    text,
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX users_email_key ON users (lower(email));

CREATE TABLE sessions (
  id          serial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  token_hash  text NOT NULL UNIQUE,
  expires_at  timestamptz NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sessions_user_id_idx ON sessions (user_id);

CREATE TABLE password_resets (
  id          serial PRIMARY KEY,
  user_id     integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash   text NOT NULL,
  expires_at  timestamptz NOT NULL,
  attempts    integer NOT NULL DEFAULT 0,
  used_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_resets_user_id_idx ON password_resets (user_id, created_at DESC);

-- Reference lists: rows are kept in step with @spectrum/shared constants on every start.
CREATE TABLE brands    (id smallint PRIMARY KEY, brand_name text NOT NULL);
CREATE TABLE colors    (id smallint PRIMARY KEY, color_name text NOT NULL, hex text NOT NULL);
CREATE TABLE payments  (id smallint PRIMARY KEY, payment_name text NOT NULL);
CREATE TABLE shipments (id smallint PRIMARY KEY, shipment_name text NOT NULL);
CREATE TABLE promos    (id smallint PRIMARY KEY, promo_name text NOT NULL);
CREATE TABLE order_statuses (id smallint PRIMARY KEY, status_name text NOT NULL);

CREATE TABLE categories (
  id            serial PRIMARY KEY,
  category_name text NOT NULL UNIQUE
);

CREATE TABLE products (
  id           serial PRIMARY KEY,
  seller_id    integer NOT NULL REFERENCES users (id),
  product_name text NOT NULL,
  description  text NOT NULL DEFAULT '',
  price        integer NOT NULL CHECK (price >= 0),
  stock        integer NOT NULL CHECK (stock >= 0),
  brand_id     smallint NOT NULL REFERENCES brands (id),
  color_id     smallint NOT NULL REFERENCES colors (id),
  conditions   text NOT NULL CHECK (conditions IN ('new', 'second')),
  archived_at  timestamptz,
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now()
);
-- The public list only shows live products (not archived, in stock); these serve its sorts and filters.
CREATE INDEX products_live_created_idx ON products (created_at DESC, id DESC) WHERE archived_at IS NULL AND stock > 0;
CREATE INDEX products_live_price_idx ON products (price, id) WHERE archived_at IS NULL AND stock > 0;
CREATE INDEX products_brand_idx ON products (brand_id) WHERE archived_at IS NULL;
CREATE INDEX products_color_idx ON products (color_id) WHERE archived_at IS NULL;
CREATE INDEX products_seller_idx ON products (seller_id, created_at DESC);

CREATE TABLE product_categories (
  product_id  integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  category_id integer NOT NULL REFERENCES categories (id),
  PRIMARY KEY (product_id, category_id)
);
CREATE INDEX product_categories_category_idx ON product_categories (category_id, product_id);

CREATE TABLE product_images (
  id         serial PRIMARY KEY,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position   smallint NOT NULL CHECK (position BETWEEN 0 AND 4),
  -- Storage key without size suffix: the files are `<key>-large.webp` and `<key>-thumb.webp`.
  image_key  text NOT NULL,
  UNIQUE (product_id, position)
);

CREATE TABLE transactions (
  id              serial PRIMARY KEY,
  customer_id     integer NOT NULL REFERENCES users (id),
  receiver_name   text NOT NULL,
  address         text NOT NULL,
  phone           text NOT NULL,
  payment_id      smallint NOT NULL REFERENCES payments (id),
  shipment_id     smallint NOT NULL REFERENCES shipments (id),
  promo_id        smallint NOT NULL REFERENCES promos (id),
  subtotal        bigint NOT NULL CHECK (subtotal >= 0),
  tax             bigint NOT NULL CHECK (tax >= 0),
  total           bigint NOT NULL CHECK (total >= 0),
  idempotency_key text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (customer_id, idempotency_key)
);
CREATE INDEX transactions_customer_idx ON transactions (customer_id, created_at DESC);

CREATE TABLE transaction_items (
  id             serial PRIMARY KEY,
  transaction_id integer NOT NULL REFERENCES transactions (id) ON DELETE CASCADE,
  product_id     integer NOT NULL REFERENCES products (id),
  seller_id      integer NOT NULL REFERENCES users (id),
  -- Snapshot at purchase time, so history survives later edits or archiving.
  product_name   text NOT NULL,
  image_key      text,
  unit_price     integer NOT NULL CHECK (unit_price >= 0),
  qty            integer NOT NULL CHECK (qty > 0),
  line_total     bigint NOT NULL CHECK (line_total >= 0),
  status_id      smallint NOT NULL DEFAULT 1 REFERENCES order_statuses (id),
  updated_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX transaction_items_transaction_idx ON transaction_items (transaction_id);
CREATE INDEX transaction_items_seller_idx ON transaction_items (seller_id, status_id, id DESC);

CREATE TABLE wishlist_items (
  user_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, product_id)
);

CREATE TABLE contact_messages (
  id            serial PRIMARY KEY,
  name          text NOT NULL,
  email         text NOT NULL,
  website       text NOT NULL DEFAULT '',
  business_plan text NOT NULL DEFAULT '',
  message       text NOT NULL,
  created_at    timestamptz NOT NULL DEFAULT now()
);
