-- Money that adds up (docs/orders.md): what an order charged (lines, tax, shipping per seller), its payment
-- (unpaid with instructions and a deadline, paid, or expired), the sellers' shipping offers, tracking numbers,
-- and the customers' address books.

-- Orders placed before this migration were taken as paid when placed; they keep that meaning.
ALTER TABLE transactions ADD COLUMN shipping bigint NOT NULL DEFAULT 0 CHECK (shipping >= 0);
ALTER TABLE transactions ADD COLUMN payment_state text NOT NULL DEFAULT 'paid'
  CHECK (payment_state IN ('unpaid', 'paid', 'expired'));
ALTER TABLE transactions ALTER COLUMN payment_state SET DEFAULT 'unpaid';
ALTER TABLE transactions ADD COLUMN payment_deadline timestamptz;
ALTER TABLE transactions ADD COLUMN virtual_account text UNIQUE;
ALTER TABLE transactions ADD COLUMN paid_at timestamptz;
ALTER TABLE transactions ADD COLUMN paid_amount bigint NOT NULL DEFAULT 0 CHECK (paid_amount >= 0);
UPDATE transactions SET paid_amount = total, paid_at = created_at;
-- The expiry sweep reads only unpaid orders, oldest deadline first.
CREATE INDEX transactions_unpaid_deadline_idx ON transactions (payment_deadline, id) WHERE payment_state = 'unpaid';

-- What each seller's part of an order charged for shipping (the order's shipment, priced by that seller's offer).
CREATE TABLE transaction_shipping (
  transaction_id  integer NOT NULL REFERENCES transactions (id) ON DELETE CASCADE,
  seller_id       integer NOT NULL REFERENCES users (id),
  shipment_id     smallint NOT NULL REFERENCES shipments (id),
  fee             bigint NOT NULL CHECK (fee >= 0),
  pickup_address  text,
  PRIMARY KEY (transaction_id, seller_id)
);

-- Each accepted payment, once: a provider's notification names its own reference, and a replay finds it here.
CREATE TABLE order_payments (
  id              bigserial PRIMARY KEY,
  transaction_id  integer NOT NULL REFERENCES transactions (id) ON DELETE CASCADE,
  provider        text NOT NULL,
  provider_ref    text NOT NULL,
  amount          bigint NOT NULL CHECK (amount >= 0),
  created_at      timestamptz NOT NULL DEFAULT now(),
  UNIQUE (provider, provider_ref)
);
CREATE INDEX order_payments_transaction_idx ON order_payments (transaction_id);

-- A seller's shipping offers; a NULL column means the seller does not offer that choice. A seller without a
-- row offers Flat Rate and Free shipping at no cost (how every order was shipped before), and no pickup.
CREATE TABLE seller_shipping (
  seller_id          integer PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  flat_rate_fee      integer CHECK (flat_rate_fee >= 0),
  free_shipping_min  integer CHECK (free_shipping_min >= 0),
  pickup_address     text,
  updated_at         timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE transaction_items ADD COLUMN tracking_number text;

-- Why a change was made when no person made it (an unpaid order expiring).
ALTER TABLE order_line_events ADD COLUMN reason text;

-- New kinds: 'paid' (to the seller: the customer paid, the line is at Get Paid) and 'expired' (to both: the
-- order was not paid in time and its lines were cancelled).
ALTER TABLE notifications DROP CONSTRAINT notifications_kind_check;
ALTER TABLE notifications ADD CONSTRAINT notifications_kind_check
  CHECK (kind IN ('new_line', 'status_changed', 'cancelled', 'paid', 'expired'));

CREATE TABLE addresses (
  id             serial PRIMARY KEY,
  customer_id    integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  receiver_name  text NOT NULL,
  phone          text NOT NULL,
  address        text NOT NULL,
  is_default     boolean NOT NULL DEFAULT false,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX addresses_customer_idx ON addresses (customer_id, id);
CREATE UNIQUE INDEX addresses_one_default_idx ON addresses (customer_id) WHERE is_default;
