/*
 * Run by the page's first script (first.ts), so it imports nothing shared. The names are the
 * header's tool links' (layout/HeaderToolLinks.tsx) and the design system's badge (shared-ui's ToolLink).
 */
import { pageState } from './page-state';

/** On a header link whose count the page's plain code may draw: the field of GET /api/visitor/counts it shows. */
export const VISITOR_COUNT_ATTRIBUTE = 'data-visitor-count';
/** The link's name per plural form (data-label-one, data-label-other…), with COUNT_PLACEHOLDER for the number. */
export const LABEL_ATTRIBUTE_PREFIX = 'data-label-';
export const COUNT_PLACEHOLDER = '{{count}}';
const BADGE_CLASS = 'ama-tool-link__badge';
/** Above this the badge reads "99+" (shared-ui's ToolLinkContent). */
const MAX_SHOWN = 99;

/** GET /api/visitor/counts's answer (contracts' VisitorCounts, which this code may not import). */
export interface VisitorCountsDrawn {
  cartItems: number;
  wishlistItems: number;
}

const isCounts = (value: unknown): value is VisitorCountsDrawn =>
  value !== null && typeof value === 'object' && Number.isInteger((value as VisitorCountsDrawn).cartItems) && Number.isInteger((value as VisitorCountsDrawn).wishlistItems);

/**
 * Drawn by the first script, taken over by the shell's code: two builds, one state (page-state.ts).
 * `handedOver`: once the shell's code has taken over the header, the plain code draws nothing more.
 */
const counts = () => pageState('visitorCounts', () => ({ drawing: undefined as Promise<VisitorCountsDrawn | undefined> | undefined, handedOver: false }));

function draw(doc: Document, counts: VisitorCountsDrawn): void {
  const plural = new Intl.PluralRules(doc.documentElement.lang || 'en');
  for (const link of doc.querySelectorAll<HTMLElement>(`[${VISITOR_COUNT_ATTRIBUTE}]`)) {
    const field = link.getAttribute(VISITOR_COUNT_ATTRIBUTE);
    if (field !== 'cartItems' && field !== 'wishlistItems') continue;
    const count = counts[field];
    const label = link.getAttribute(`${LABEL_ATTRIBUTE_PREFIX}${plural.select(count)}`) ?? link.getAttribute(`${LABEL_ATTRIBUTE_PREFIX}other`);
    if (label) link.setAttribute('aria-label', label.replace(COUNT_PLACEHOLDER, String(count)));
    link.querySelector(`.${BADGE_CLASS}`)?.remove();
    if (count <= 0) continue;
    // Exactly what ToolLinkContent renders for the count, so the island later hydrates over it.
    const badge = doc.createElement('span');
    badge.className = BADGE_CLASS;
    badge.setAttribute('aria-hidden', 'true');
    badge.textContent = count > MAX_SHOWN ? `${MAX_SHOWN}+` : String(count);
    link.append(badge);
  }
}

const readCounts = async (): Promise<VisitorCountsDrawn | undefined> => {
  const response = await fetch('/api/visitor/counts', { credentials: 'same-origin', headers: { accept: 'application/json' } });
  if (!response.ok) return undefined;
  const counts = (await response.json()) as unknown;
  return isCounts(counts) ? counts : undefined;
};

/**
 * The cart's and the wishlist's counts on a page to read, without the shell's code (docs/adr-012-load-on-need.md):
 * one small request, and the numbers drawn into the server's links as the header's island would draw
 * them. A count that cannot be read leaves the plain links, as the island does.
 */
export function drawVisitorCounts(doc: Document = document, read: () => Promise<VisitorCountsDrawn | undefined> = readCounts): void {
  const state = counts();
  // The shell's code came first (the shopper needed it before the load event): its island reads them.
  if (state.handedOver) return;
  state.drawing = read()
    .then((answer) => {
      if (answer && !state.handedOver) draw(doc, answer);
      return state.handedOver ? undefined : answer;
    })
    .catch(() => undefined);
}

/**
 * For the shell's start: the counts on the screen, which its store then holds, so the header's island
 * hydrates over exactly what is drawn. Waits up to `waitMs` for a request still under way; after that
 * (or once called), the plain code draws nothing more and the island reads the counts itself.
 */
export async function takeOverVisitorCounts(waitMs = 1_000): Promise<VisitorCountsDrawn | undefined> {
  const state = counts();
  if (!state.drawing) {
    state.handedOver = true;
    return undefined;
  }
  let timer: number | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = window.setTimeout(resolve, waitMs);
  });
  const drawn = await Promise.race([state.drawing, late]);
  window.clearTimeout(timer);
  state.handedOver = true;
  return drawn;
}
