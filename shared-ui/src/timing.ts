// Timings of the design system (docs/requirements.md#errors). Kept in one place so components, tests and docs agree.

/** A toast's countdown advances in steps of this size. */
export const TOAST_TICK_MS = 100;
/** A modal stays in the DOM this long after dismissal, so its fade-out can play. */
export const MODAL_EXIT_MS = 200;
/** Hover or focus must rest this long on a trigger before its tooltip shows. */
export const TOOLTIP_DELAY_MS = 200;
/** Gap between a tooltip and its trigger, in CSS pixels. */
export const TOOLTIP_DISTANCE_PX = 5;
/** A hover-opened menu hides this long after the pointer leaves, so a diagonal move to the panel does not close it. */
export const MENU_HIDE_DELAY_MS = 400;
