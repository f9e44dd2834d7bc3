-- Candidates and canaries (docs/delivery.md#previews, #canaries): `npm run release -- <remote>
-- --candidate` stores and checks a build without switching the live entry, `--canary <percent>` serves it
-- to that share of visitors, `promote` makes it live, `abort` (a person, or the shop's automatic rollback)
-- gives it up. Each is a line of the remote's history like a release; only release, rollback and promote
-- move the entry.
ALTER TABLE release_history DROP CONSTRAINT release_history_command_check;
ALTER TABLE release_history ADD CONSTRAINT release_history_command_check
  CHECK (command IN ('baseline', 'release', 'rollback', 'promote', 'candidate', 'canary', 'abort'));

-- The canary running for the remote ({ version, percent, since }), read by every instance with the entry.
ALTER TABLE release_remotes ADD COLUMN canary jsonb;
