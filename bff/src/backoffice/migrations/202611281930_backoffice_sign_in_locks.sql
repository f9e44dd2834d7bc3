-- Wrong passwords are counted per e-mail address typed, whether or not an account has it
-- (docs/backoffice.md#sign-in-sessions-and-csrf): a real account and an unknown address lock alike, so the
-- lock-out tells no one which addresses are staff. Wrong current passwords of a password change count too.
CREATE TABLE staff_sign_in_locks (
  -- Lower case, as the sign-in schema normalises it.
  email            text PRIMARY KEY CHECK (char_length(email) BETWEEN 1 AND 254 AND email = lower(email)),
  failed_attempts  integer NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
  locked_until     timestamptz,
  updated_at       timestamptz NOT NULL DEFAULT now()
);
INSERT INTO staff_sign_in_locks (email, failed_attempts, locked_until)
  SELECT email, failed_attempts, locked_until FROM staff_accounts WHERE failed_attempts > 0 OR locked_until IS NOT NULL;
ALTER TABLE staff_accounts DROP COLUMN failed_attempts;
ALTER TABLE staff_accounts DROP COLUMN locked_until;
