/*
 * How the page's first script (first.ts) and the shell's code (index.ts) meet; neither imports the other.
 */

/** On the first script's element: the URL of the shell's code, which it loads when needed (the build writes it). */
export const SHELL_START_ATTRIBUTE = 'data-shell-start';

/**
 * Set on `window` by the first script. The shell's code, when it runs without it (a page whose HTML
 * names main.js itself: the shell's dev server), does the first script's work itself.
 */
export const FIRST_SCRIPT_RAN = '__amaFirstScriptRan';
