-- Release files in PostgreSQL (docs/delivery.md#releases-on-any-number-of-machines): with DATABASE_URL, a
-- release's files are written here as well as into the releasing machine's RELEASES_DIR, before its entry
-- is switched, so an instance on another machine, with a RELEASES_DIR of its own, fetches a release it
-- does not have (into its RELEASES_DIR, which is then its cache) instead of needing a shared folder.

-- Each distinct file once, by the SHA-256 of its bytes: two releases of a remote share most chunks.
CREATE TABLE release_blobs (
  sha256 text PRIMARY KEY,
  bytes  bytea NOT NULL
);

-- What each release (a remote's folder and version) holds: every file's path and its bytes' hash. Written
-- in one transaction with the blobs, so a release is either wholly here or absent.
CREATE TABLE release_files (
  folder  text NOT NULL,
  version text NOT NULL,
  path    text NOT NULL,
  sha256  text NOT NULL REFERENCES release_blobs (sha256),
  -- When the release was written here: housekeeping keeps what is younger than the retention.
  stored_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (folder, version, path)
);
