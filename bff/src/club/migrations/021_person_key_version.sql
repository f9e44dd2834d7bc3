-- One account per person: the person key (bff/src/club/person-key.ts) now removes invisible
-- characters before it compares, where it used to turn them into a space, so 'A<zero-width space>da' is
-- Ada again. Keys stored by the older rule must be recomputed to be found; SQL cannot repeat the BFF's
-- Unicode folding faithfully, so each row records the version of the rule that wrote its key and the BFF
-- recomputes the older ones before a sign-up compares (bff/src/club/person-key-upgrade.ts).
--
-- Rows that exist now were written by version 1. The default stays 1: a row written by anything that does
-- not name its version (an instance of the previous release during a rolling deploy) is recomputed too;
-- the BFF's sign-up writes its version explicitly.
ALTER TABLE club_members ADD COLUMN person_key_version smallint NOT NULL DEFAULT 1 CHECK (person_key_version >= 1);

-- Printable ASCII holds no invisible character, so both rules give such a name the same key: no recompute.
UPDATE club_members SET person_key_version = 2 WHERE name ~ '^[ -~]*$' AND lastname ~ '^[ -~]*$';

-- The BFF looks for rows still to recompute before every sign-up: almost always none.
CREATE INDEX club_members_person_key_version_idx ON club_members (person_key_version);
