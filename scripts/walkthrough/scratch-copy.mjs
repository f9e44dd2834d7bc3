// A throw-away copy of this checkout for the walkthroughs: the files as they are on disk (tracked and
// new, ignored ones left out), so a developer's uncommitted change is what gets checked, and nothing in
// this checkout (its files, its index, its list of worktrees) is written. The copy is a git repository
// of its own whose one commit is the starting point, so what a walkthrough changed is `git status` there.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** Folders of installed packages the copy links to whole (no workspace among them). */
const LINKED_WHOLE = ['bff/node_modules'];
/** This checkout's installed packages, borrowed by the copy: installing them is not a team's change. */
const BORROWED = ['node_modules', ...LINKED_WHOLE];

const git = (cwd, ...args) => execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/** The files of the checkout a team could have edited: tracked and untracked, minus what .gitignore leaves out. */
function checkoutFiles(repoRoot) {
  return git(repoRoot, 'ls-files', '-z', '--cached', '--others', '--exclude-standard')
    .split('\0')
    .filter((file) => file && existsSync(path.join(repoRoot, file))); // a tracked file deleted on disk is gone
}

/**
 * Links the checkout's installed packages into the copy, except the workspaces (@ama/*): those must be
 * the copy's own, so a walkthrough's new schema in contracts is the one its BFF compiles against.
 */
function borrowPackages(repoRoot, tree) {
  const modules = path.join(tree, 'node_modules');
  mkdirSync(path.join(modules, '@ama'), { recursive: true });
  for (const entry of readdirSync(path.join(repoRoot, 'node_modules'))) {
    if (entry !== '@ama') symlinkSync(path.join(repoRoot, 'node_modules', entry), path.join(modules, entry));
  }
  for (const workspace of readdirSync(path.join(repoRoot, 'node_modules', '@ama'))) {
    symlinkSync(path.join('..', '..', workspace), path.join(modules, '@ama', workspace));
  }
  for (const folder of LINKED_WHOLE) {
    if (existsSync(path.join(repoRoot, folder))) symlinkSync(path.join(repoRoot, folder), path.join(tree, folder));
  }
}

/**
 * Copies the checkout at `repoRoot` into a new folder under the system's temp folder.
 * Returns `tree` (the copy's root), `changedFiles()` (what was changed since, borrowed packages left
 * out) and `remove()`.
 */
export function scratchCopy(repoRoot) {
  const scratch = mkdtempSync(path.join(tmpdir(), 'ama-walkthrough-'));
  const tree = path.join(scratch, 'shop');
  const remove = () => rmSync(scratch, { recursive: true, force: true });
  try {
    for (const file of checkoutFiles(repoRoot)) {
      mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
      copyFileSync(path.join(repoRoot, file), path.join(tree, file));
    }
    // The starting point, committed before the packages are linked in (.gitignore hides node_modules).
    git(tree, 'init', '--quiet');
    git(tree, 'add', '--all');
    git(tree, '-c', 'user.name=walkthrough', '-c', 'user.email=walkthrough@localhost', 'commit', '--quiet', '--no-verify', '-m', 'start');
    borrowPackages(repoRoot, tree);
  } catch (error) {
    remove();
    throw error;
  }
  const changedFiles = () =>
    git(tree, 'status', '--porcelain', '--untracked-files=all')
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3))
      .filter((file) => !BORROWED.some((borrowed) => file === borrowed || file.startsWith(`${borrowed}/`)));
  return { tree, changedFiles, remove };
}
