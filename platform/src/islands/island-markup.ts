/**
 * The markup contract of an island, shared by its server render, its hydration and the shell's tap
 * buffer (which reads these names as plain strings, before any shared module has loaded).
 */
export { ISLAND_ATTRIBUTE } from '@ama/contracts';
// Its wrapper adds no box of its own (`display: contents`, in the shell's startup CSS, since the page's
// CSP allows no inline style): the page's layout is the same with and without islands.
/** The island's useId prefix: the server's nested root and the browser's island root use the same. */
export const ISLAND_ID_PREFIX_ATTRIBUTE = 'data-island-prefix';
/** The island's props as JSON, written by the server, read once by the browser. */
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
/** Set on an island once React owns it. */
export const ISLAND_HYDRATED_ATTRIBUTE = 'data-island-hydrated';
/** Dispatched on an island element when it has hydrated: the tap buffer replays what it caught. */
export const ISLAND_HYDRATED_EVENT = 'ama:island-hydrated';
