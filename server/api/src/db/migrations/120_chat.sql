-- Messages between a customer and a seller (issue 31). docs/store-api.md, "Conversations", describes the routes.

-- One conversation per customer, seller, product and order (either may be absent). The read pointers hold the
-- newest message id each side has read; a message is unread for its recipient while its id is above theirs.
CREATE TABLE conversations (
  id               serial PRIMARY KEY,
  customer_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  seller_id        integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id       integer REFERENCES products (id) ON DELETE SET NULL,
  order_id         integer REFERENCES transactions (id) ON DELETE SET NULL,
  customer_read_id bigint NOT NULL DEFAULT 0,
  seller_read_id   bigint NOT NULL DEFAULT 0,
  created_at       timestamptz NOT NULL DEFAULT now(),
  last_message_at  timestamptz NOT NULL DEFAULT now(),
  CHECK (customer_id <> seller_id)
);
-- coalesce(…, 0): one row per pair and subject, nulls included, on PostgreSQL 15 and PGlite alike.
CREATE UNIQUE INDEX conversations_subject_key
  ON conversations (customer_id, seller_id, coalesce(product_id, 0), coalesce(order_id, 0));
CREATE INDEX conversations_customer_idx ON conversations (customer_id, last_message_at DESC, id DESC);
CREATE INDEX conversations_seller_idx ON conversations (seller_id, last_message_at DESC, id DESC);

CREATE TABLE messages (
  id              bigserial PRIMARY KEY,
  conversation_id integer NOT NULL REFERENCES conversations (id) ON DELETE CASCADE,
  sender_id       integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  body            text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_conversation_idx ON messages (conversation_id, id DESC);
