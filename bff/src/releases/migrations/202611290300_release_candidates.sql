-- Candidates (docs/delivery.md#previews): `npm run release -- <remote> --candidate` stores and checks a
-- build without switching the live entry, `promote` makes it live, `abort` gives it up. Each is a line
-- of the remote's history like a release; only release, rollback and promote move the entry.
ALTER TABLE release_history DROP CONSTRAINT release_history_command_check;
ALTER TABLE release_history ADD CONSTRAINT release_history_command_check
  CHECK (command IN ('baseline', 'release', 'rollback', 'promote', 'candidate', 'abort'));
