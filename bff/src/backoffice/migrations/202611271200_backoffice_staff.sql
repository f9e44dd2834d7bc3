-- The back office's staff (docs/backoffice.md): accounts with a role, their sessions, and the audit log
-- of what staff did. Passwords are argon2id hashes (bff/src/backoffice/passwords.ts); a session is
-- known by the SHA-256 of its cookie's token, so a copy of this table signs nobody in.

CREATE TABLE staff_accounts (
  id                    uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- Lower case, as the sign-in schema normalises it.
  email                 text NOT NULL UNIQUE CHECK (char_length(email) BETWEEN 3 AND 254 AND email = lower(email)),
  role                  text NOT NULL CHECK (role IN ('staff', 'manager')),
  password_hash         text NOT NULL,
  -- Set by `npm run staff -- add`: the printed one-time password must be replaced at the first sign-in.
  must_change_password  boolean NOT NULL DEFAULT true,
  -- Wrong passwords in a row; at the threshold the account is locked until locked_until.
  failed_attempts       integer NOT NULL DEFAULT 0 CHECK (failed_attempts >= 0),
  locked_until          timestamptz,
  created_at            timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE staff_sessions (
  -- SHA-256 (hex) of the cookie's 256-bit token.
  token_hash            text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  account_id            uuid NOT NULL REFERENCES staff_accounts (id) ON DELETE CASCADE,
  -- The synchronizer token every write of this session carries in X-CSRF-Token.
  csrf_token            text NOT NULL,
  created_at            timestamptz NOT NULL DEFAULT now(),
  last_seen_at          timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_sessions_account ON staff_sessions (account_id);

-- Who did what, when: sign-ins, sign-outs and every change staff make. Kept when an account goes.
CREATE TABLE staff_audit_log (
  id                    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  at                    timestamptz NOT NULL DEFAULT now(),
  staff_email           text NOT NULL,
  action                text NOT NULL,
  -- What it was done to: an order number, an account's e-mail…
  subject               text,
  detail                jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(detail) = 'object')
);
CREATE INDEX staff_audit_log_subject ON staff_audit_log (subject, at);
