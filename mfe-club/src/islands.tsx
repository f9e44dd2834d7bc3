import { island } from '@ama/platform';
import { SignUpForm } from './club/SignUpForm';

/**
 * The club's islands on its pages in the app's chunk (docs/adr-009-islands.md): on the first page only
 * islands hydrate; the rest of the area's server markup stays HTML. Their props are plain data. The
 * member's, the ELITE page's and the custom design page's islands are declared in their pages, which
 * are chunks of their own (routes.tsx): a shopper signing up does not download them.
 */

/** /club/sign-up: the whole form. */
export const SignUpFormIsland = island('club/sign-up-form', SignUpForm);
