-- Sign-in attempts per email (lower-cased, known or not), in a fixed window from the first attempt.
-- Kept in the database so that every API replica counts the same attempts.
CREATE TABLE login_attempts (
  email             text PRIMARY KEY,
  attempts          integer NOT NULL CHECK (attempts > 0),
  window_started_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_attempts_window_idx ON login_attempts (window_started_at);

-- Housekeeping deletes expired rows by these columns.
CREATE INDEX sessions_expires_at_idx ON sessions (expires_at);
CREATE INDEX password_resets_expires_at_idx ON password_resets (expires_at);
