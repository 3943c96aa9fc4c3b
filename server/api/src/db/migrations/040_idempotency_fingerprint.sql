-- An Idempotency-Key stands for one request: the fingerprint of the order it placed is kept beside it, so the
-- same key with another order is refused, and the key's own time lets it expire (24 hours) without touching
-- the order's `created_at`. Keys from before this migration have no fingerprint and match any order once.
ALTER TABLE transactions ADD COLUMN idempotency_fingerprint text;
ALTER TABLE transactions ADD COLUMN idempotency_created_at timestamptz;
UPDATE transactions SET idempotency_created_at = created_at WHERE idempotency_key IS NOT NULL;
