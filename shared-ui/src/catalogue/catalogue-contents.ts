// What the catalogue shows, in page order: one entry per component (and the tokens). Plain data, so
// the contents nav and the Menu example can list it without importing the examples themselves.

export interface CatalogueContentsEntry {
  /** Anchor id; prefixed so it cannot clash with ids of the shell around the page. */
  id: string;
  title: string;
  /** When a team should reach for the component (and when not). */
  whenToUse: string;
}

export const CATALOGUE_CONTENTS = [
  {
    id: 'ui-button',
    title: 'Button',
    whenToUse:
      'For an action on this page (add to bag, submit, open a dialog). If it navigates, use a link styled with buttonClassName() instead. Type defaults to "button"; set type="submit" in forms.',
  },
  {
    id: 'ui-icon-button',
    title: 'IconButton',
    whenToUse: 'For a well-known action shown as an icon only (search, close, wishlist). The label prop is required: it is the accessible name.',
  },
  {
    id: 'ui-icons',
    title: 'Icons',
    whenToUse:
      'The lucide icons the shop uses, imported by name from icons so every app shares one version. They are decorative: the text or label beside them carries the meaning. Ask before adding one.',
  },
  {
    id: 'ui-toaster',
    title: 'Toaster',
    whenToUse:
      'For a short, non-blocking message about something that just happened. Push toasts through the platform store; do not render a second Toaster in an app. Use a Modal when the user must decide something.',
  },
  {
    id: 'ui-modal',
    title: 'Modal',
    whenToUse:
      'For a decision or short task that must be finished or dismissed before going on (confirm a deletion, a size guide). It traps focus, so keep it short; a whole flow belongs on a page.',
  },
  {
    id: 'ui-tooltip',
    title: 'Tooltip',
    whenToUse: 'For a short extra description of a focusable control. Never put essential information or interactive content in it: touch users may never see it.',
  },
  {
    id: 'ui-menu',
    title: 'Menu',
    whenToUse:
      'For a navigation disclosure (the header entries): a button that shows a panel of links. It is not an ARIA menu of commands. The shell controls open/close to close every menu on navigation.',
  },
  {
    id: 'ui-form-fields',
    title: 'Form fields',
    whenToUse:
      "TextField, Select, Combobox, Checkbox, RadioGroup and TextArea for every form: they wire the label, the required asterisk, the hint and the error to the control. Prefer them to raw inputs. Combobox is for a list too long to scroll (a town among thousands): typing filters it; a short list is a Select. CardFields is a card's four fields (number grouped by four, MM/YY, security code, name) for any form that takes a card; the caller keeps and checks the values.",
  },
  {
    id: 'ui-error-page',
    title: 'ErrorPage',
    whenToUse: 'The full-page error state (404 and friends). Platform\'s NotFound renders it; an app renders it only for its own "not found" (e.g. an unknown product).',
  },
  {
    id: 'ui-remote-fallback',
    title: 'RemoteFallback',
    whenToUse: "Shown in a remote's own area when it fails to load or throws, with a retry. The shell uses it; a remote can use it for an area it loads from another remote.",
  },
  {
    id: 'ui-page-intro',
    title: 'PageIntro',
    whenToUse: 'The opening of a content page: its only h1 and a lead paragraph. One per page.',
  },
  {
    id: 'ui-spinner',
    title: 'Spinner',
    whenToUse:
      "A decorative loading indicator. It says nothing to a screen reader: the control or region around it must say what is loading (aria-busy, or text). Button's loading prop already includes one.",
  },
  {
    id: 'ui-visually-hidden',
    title: 'VisuallyHidden',
    whenToUse: 'Text for screen readers only, when the visual alone (a count, an icon) would be unclear. Do not hide focusable content with it.',
  },
  {
    id: 'ui-tokens',
    title: 'Design tokens',
    whenToUse: 'Colours, fonts, spacing and radii as --ama-… CSS custom properties (tokens.css) and as the tokens export for code. Use them instead of literal values.',
  },
] as const satisfies readonly CatalogueContentsEntry[];
