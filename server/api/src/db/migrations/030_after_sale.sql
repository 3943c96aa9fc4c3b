-- After the first sale: editable listings (a version per product), order line history and notifications.
-- docs/store-api.md describes the routes that use them.

-- Every write to a product's row (an edit, a checkout taking stock, a cancellation giving it back, archiving,
-- restoring) adds 1, so an edit form can say which state it was loaded from and be refused when it is stale.
ALTER TABLE products ADD COLUMN version integer NOT NULL DEFAULT 1;

-- One row per status change of an order line, written in the transaction that makes the change. The row that
-- places a line has no from_status. changed_by is the person who acted (the customer or the seller).
CREATE TABLE order_line_events (
  id          bigserial PRIMARY KEY,
  line_id     integer NOT NULL REFERENCES transaction_items (id) ON DELETE CASCADE,
  from_status smallint REFERENCES order_statuses (id),
  to_status   smallint NOT NULL REFERENCES order_statuses (id),
  changed_by  integer NOT NULL REFERENCES users (id),
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX order_line_events_line_idx ON order_line_events (line_id, id);

-- Lines placed before this migration: the placing, and (when they moved on) one change to where they are now,
-- made by the seller when the line last changed.
INSERT INTO order_line_events (line_id, from_status, to_status, changed_by, created_at)
SELECT ti.id, NULL, 1, t.customer_id, ti.ordered_at
  FROM transaction_items ti JOIN transactions t ON t.id = ti.transaction_id
 ORDER BY ti.id;
INSERT INTO order_line_events (line_id, from_status, to_status, changed_by, created_at)
SELECT ti.id, 1, ti.status_id, ti.seller_id, ti.updated_at
  FROM transaction_items ti
 WHERE ti.status_id <> 1
 ORDER BY ti.id;

-- What someone wants to hear of, written in the transaction of the change it tells about:
--   new_line        (to the seller)   a new order line for one of their products
--   status_changed  (to the customer) the seller moved one of their lines
--   cancelled       (to the seller)   the customer cancelled a line
CREATE TABLE notifications (
  id           bigserial PRIMARY KEY,
  user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  kind         text NOT NULL CHECK (kind IN ('new_line', 'status_changed', 'cancelled')),
  line_id      integer NOT NULL REFERENCES transaction_items (id) ON DELETE CASCADE,
  from_status  smallint REFERENCES order_statuses (id),
  to_status    smallint NOT NULL REFERENCES order_statuses (id),
  created_at   timestamptz NOT NULL DEFAULT now(),
  read_at      timestamptz
);
CREATE INDEX notifications_user_idx ON notifications (user_id, id DESC);
CREATE INDEX notifications_unread_idx ON notifications (user_id, id) WHERE read_at IS NULL;

-- An edit that removes a photo keeps its file while an order line still shows it.
CREATE INDEX transaction_items_image_key_idx ON transaction_items (image_key) WHERE image_key IS NOT NULL;
