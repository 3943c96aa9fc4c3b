-- Rate limits shared by every API replica: one row per (limit, key) holds the hits of its current fixed
-- window; one upsert per request counts the hit and says whether it is over (lib/rate-limit.ts).
CREATE TABLE rate_limit_hits (
  name       text NOT NULL,
  key        text NOT NULL,
  hits       integer NOT NULL CHECK (hits > 0),
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (name, key)
);
CREATE INDEX rate_limit_hits_expires_at_idx ON rate_limit_hits (expires_at);

-- The per-email sign-in counter became the loginAccount and loginAccountAddress limits.
DROP TABLE login_attempts;

-- Addresses an account signed in from: the per-account sign-in limit, which an attacker can exhaust, does
-- not bind them, so guessing someone's password elsewhere cannot keep them out of their own account.
CREATE TABLE known_sign_in_addresses (
  user_id      integer NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  address      text NOT NULL,
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, address)
);
CREATE INDEX known_sign_in_addresses_last_seen_at_idx ON known_sign_in_addresses (last_seen_at);
