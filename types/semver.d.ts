// semver ships no types and @types/semver is not installed: the one function the release gate uses.
declare module 'semver/functions/satisfies' {
  export default function satisfies(version: string, range: string, options?: { includePrerelease?: boolean; loose?: boolean }): boolean;
}
