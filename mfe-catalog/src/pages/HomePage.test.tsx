/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakePlayback } from '@ama/shared-ui/testing/fake-playback';
import { addMessages, changeLocale, createShopStore, initI18n } from '@ama/platform';
import { messages } from '../i18n';
import { renderCatalogAt } from '../test-support';

// The collections as the BFF answers them, in the language asked for: the grid and the Aria section show them.
const collections = (locale: string) => ({
  items: [
    {
      code: 'GAIA',
      slug: 'gaia',
      name: 'Gaia',
      subtitle: 'Born of the earth',
      description: 'Gaia honours the earth.',
      productCount: 7,
      imageUrl: '/images/products/GA-1-yellow.svg',
    },
    {
      code: 'ARIA',
      slug: 'aria',
      name: 'Aria',
      subtitle: locale === 'it' ? 'La leggerezza resa preziosa' : 'Lightness made precious',
      description: locale === 'it' ? 'Aria è la leggerezza stessa.' : 'Aria is lightness itself.',
      productCount: 7,
      imageUrl: '/images/products/AR-1-yellow.svg',
    },
  ],
});

/** Whether the shopper asked for reduced motion (what `prefers-reduced-motion` would say). */
let reducedMotion = false;

beforeAll(() => {
  createShopStore();
  initI18n('en');
  addMessages('catalog', messages);
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    return new Response(JSON.stringify(collections(url.searchParams.get('locale') ?? 'en')), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  // jsdom has neither media queries nor playback: the shopper's setting, and a video that plays when asked.
  window.matchMedia = ((query: string) => ({
    matches: query.includes('prefers-reduced-motion') && reducedMotion,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
  fakePlayback();
});
afterEach(() => {
  reducedMotion = false;
});

/** The banner's clip, found by the text a browser without video would show in its place. */
const bannerVideo = (fallback: string) => {
  const video = screen.getByText(fallback);
  expect(video.tagName).toBe('VIDEO');
  return video as HTMLVideoElement;
};

test('the banner: the promise, the way to the jewels, and a muted, looping clip that can be paused', async () => {
  const user = userEvent.setup();
  renderCatalogAt('/en');
  expect(screen.getByRole('heading', { level: 1, name: 'Fine jewellery, made to order in Valenza' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Discover the jewels' })).toHaveAttribute('href', '/en/results');

  const video = bannerVideo('Your browser does not support the video tag.');
  expect(video.muted).toBe(true);
  expect(video.loop).toBe(true);
  expect(video).toHaveAttribute('playsinline');
  expect(video).toHaveAttribute('poster', expect.stringMatching(/\S/));
  // nothing downloads until it plays
  expect(video).toHaveAttribute('preload', 'none');
  // decoration: the heading and the text carry the meaning
  expect(video).toHaveAttribute('aria-hidden', 'true');
  expect([...video.querySelectorAll('source')].map((source) => source.type)).toEqual(['video/webm', 'video/mp4']);

  // the page has loaded: it plays on its own, and the shopper stops it
  await waitFor(() => expect(video.paused).toBe(false));
  await user.click(screen.getByRole('button', { name: 'Pause the background video' }));
  expect(video.pause).toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Play the background video' }));
  expect(screen.getByRole('button', { name: 'Pause the background video' })).toBeInTheDocument();
});

test('a shopper who asked for reduced motion gets the poster: the clip waits to be played', async () => {
  reducedMotion = true;
  const user = userEvent.setup();
  renderCatalogAt('/en');
  const video = bannerVideo('Your browser does not support the video tag.');
  expect(video).toHaveAttribute('poster');
  expect(video.paused).toBe(true);
  await user.click(screen.getByRole('button', { name: 'Play the background video' }));
  expect(video.play).toHaveBeenCalled();
  expect(screen.getByRole('button', { name: 'Pause the background video' })).toBeInTheDocument();
});

test('every section has its heading and leads to its page', async () => {
  renderCatalogAt('/en');
  const collectionsSection = screen.getByRole('region', { name: 'The collections' });
  expect(await within(collectionsSection).findByRole('link', { name: /Gaia/ })).toHaveAttribute('href', '/en/collections/gaia');

  const stories = screen.getByRole('region', { name: 'Beauty without compromise' });
  for (const [heading, link, href] of [
    ['Zero mining', 'Why zero mining', '/en/zero-mining'],
    ['Traceable by design', 'Our commitments', '/en/sustainability'],
    ['Handmade in Valenza', 'Our story', '/en/about-us'],
  ]) {
    const story = within(stories).getByRole('heading', { level: 3, name: heading }).closest('li')!;
    expect(within(story).getByRole('link', { name: link })).toHaveAttribute('href', href);
  }

  const valentine = screen.getByRole('region', { name: 'Valentine’s Day' });
  expect(within(valentine).getByText('14 February')).toBeInTheDocument();
  expect(within(valentine).getByRole('link', { name: 'Engagement rings' })).toHaveAttribute('href', '/en/results?category=ENGAGEMENT_RINGS');
  expect(within(valentine).getByRole('link', { name: 'Gift ideas' })).toHaveAttribute('href', '/en/results?category=EARRINGS,NECKLACES,BRACELETS');

  // The Aria collection in the catalogue's own words
  const aria = screen.getByRole('region', { name: 'Aria' });
  expect(within(aria).getByRole('heading', { level: 2, name: 'Aria' })).toBeInTheDocument();
  expect(await within(aria).findByText('Lightness made precious')).toBeInTheDocument();
  expect(within(aria).getByText('Aria is lightness itself.')).toBeInTheDocument();
  expect(within(aria).getByRole('link', { name: 'Discover the Aria collection' })).toHaveAttribute('href', '/en/collections/aria');
});

test('in Italian', async () => {
  await changeLocale('it');
  const { unmount } = renderCatalogAt('/it');
  expect(screen.getByRole('heading', { level: 1, name: 'Alta gioielleria su misura, fatta a Valenza' })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Scopri i gioielli' })).toHaveAttribute('href', '/it/results');
  const video = bannerVideo('Il tuo browser non supporta il tag video.');
  expect(video.muted).toBe(true);
  expect(video.loop).toBe(true);
  expect(video).toHaveAttribute('poster');
  expect(screen.getByRole('button', { name: 'Metti in pausa il video di sfondo' })).toBeInTheDocument();

  expect(screen.getByRole('heading', { level: 2, name: 'Le collezioni' })).toBeInTheDocument();
  const stories = screen.getByRole('region', { name: 'Bellezza senza compromessi' });
  expect(within(stories).getByRole('link', { name: 'Perché zero mining' })).toHaveAttribute('href', '/it/zero-mining');
  expect(within(stories).getByRole('link', { name: 'I nostri impegni' })).toHaveAttribute('href', '/it/sustainability');
  expect(within(stories).getByRole('link', { name: 'La nostra storia' })).toHaveAttribute('href', '/it/about-us');

  const valentine = screen.getByRole('region', { name: 'San Valentino' });
  expect(within(valentine).getByRole('link', { name: 'Anelli di fidanzamento' })).toHaveAttribute('href', '/it/results?category=ENGAGEMENT_RINGS');
  expect(within(valentine).getByRole('link', { name: 'Idee regalo' })).toHaveAttribute('href', '/it/results?category=EARRINGS,NECKLACES,BRACELETS');

  const aria = screen.getByRole('region', { name: 'Aria' });
  expect(await within(aria).findByText('La leggerezza resa preziosa')).toBeInTheDocument();
  expect(within(aria).getByRole('link', { name: 'Scopri la collezione Aria' })).toHaveAttribute('href', '/it/collections/aria');
  unmount();
  await changeLocale('en');
});
