import { readFileSync, statSync } from 'node:fs';
import { resolveRouteRules, type ResolvedRouteRule } from '@ama/contracts';

/** The rules file cannot be used: its message names the file and has one line per problem. */
export class RouteRulesError extends Error {
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`Invalid route rules in ${file} (ROUTE_RULES_FILE):\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
    this.name = 'RouteRulesError';
  }
}

/** Reads and resolves a rules file (docs/route-rules.md); throws RouteRulesError on any problem. */
export function loadRouteRules(file: string): ResolvedRouteRule[] {
  let input: unknown;
  try {
    input = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new RouteRulesError(file, [(error as Error).message]);
  }
  const result = resolveRouteRules(input);
  if (!result.ok) throw new RouteRulesError(file, result.problems);
  return result.rules;
}

/** Time and size: an edit within the same millisecond still changes the size, or the time next time. */
const mtimeOf = (file: string): string => {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.mtimeMs}:${stat.size}` : '-';
};

/**
 * The operator's route rules, re-read when the file changes (its mtime, checked on each read like the
 * registry's), so an edit needs no restart. At start a bad file is refused (the constructor throws and
 * the BFF exits); while running, a bad edit keeps the last good rules and is reported through `warn`.
 */
export class RouteRulesSource {
  private rules: ResolvedRouteRule[];
  private stamp: string;

  constructor(
    private readonly file: string,
    private readonly warn: (message: string) => void,
  ) {
    this.stamp = mtimeOf(file);
    this.rules = loadRouteRules(file);
  }

  /** The rules in force, and a stamp that changes with them (for caches of pages that embed them). */
  current(): { rules: ResolvedRouteRule[]; stamp: string } {
    const stamp = mtimeOf(this.file);
    if (stamp !== this.stamp) {
      this.stamp = stamp;
      try {
        this.rules = loadRouteRules(this.file);
      } catch (error) {
        this.warn(`${(error as Error).message}\nThe last good route rules stay in force.`);
      }
    }
    return { rules: this.rules, stamp: this.stamp };
  }
}
