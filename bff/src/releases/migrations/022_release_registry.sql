-- The registry of releases on PostgreSQL (docs/delivery.md): with DATABASE_URL, `npm run release` and
-- `npm run rollback` write here instead of `.releases/registry.json`, and every shop instance reads it, so
-- instances on several machines serve the same releases. The release folders stay files in RELEASES_DIR.
-- Created on PGlite too (every migration is), where nothing uses them: the file stays the registry there.

-- One row per released remote: its current registry entry. A release or rollback updates its own row only,
-- so two teams releasing two remotes at the same moment cannot drop each other's switch.
CREATE TABLE release_remotes (
  name       text PRIMARY KEY,            -- federation name, e.g. mfe_content
  folder     text NOT NULL,               -- folder in the repository and in RELEASES_DIR, e.g. mfe-content
  entry      jsonb NOT NULL,              -- the registry entry the shop serves (RegistryEntry)
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Every switch of an entry, in order (id). Read by the commands (which version a rollback returns to),
-- never by the instances, which poll release_remotes only.
CREATE TABLE release_history (
  id           bigserial PRIMARY KEY,
  name         text NOT NULL REFERENCES release_remotes (name) ON DELETE CASCADE,
  version      text NOT NULL,
  switched_at  timestamptz NOT NULL,
  switched_by  text NOT NULL,
  command      text NOT NULL CHECK (command IN ('baseline', 'release', 'rollback')),
  command_line text
);
CREATE INDEX release_history_name_idx ON release_history (name, id);
