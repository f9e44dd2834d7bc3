import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { render, screen } from '@testing-library/react';
import { Illustration } from './Illustration';
import type { ImageId } from './image-ids';

// The build's URLs as rspack writes them (the tests' file stub has no name or hash).
jest.mock('./images', () => ({ imageUrl: (id: string) => `/images/${id}.154d38cc.svg` }));

test('the hero offers its drawing as WebP pictures of every width, the reading column wide, and is asked for first', () => {
  render(<Illustration image="valenza-workshop" place="hero" alt="A goldsmith's bench in Valenza" />);
  const hero = screen.getByRole('img', { name: "A goldsmith's bench in Valenza" });
  expect(hero).toHaveAttribute('src', '/images/valenza-workshop.154d38cc.svg');
  expect(hero).toHaveAttribute(
    'srcset',
    '/images/320/valenza-workshop.154d38cc.webp 320w, /images/640/valenza-workshop.154d38cc.webp 640w, /images/960/valenza-workshop.154d38cc.webp 960w, /images/1440/valenza-workshop.154d38cc.webp 1440w',
  );
  expect(hero).toHaveAttribute('sizes', '(min-width: 48rem) 46rem, calc(100vw - 2rem)');
  expect(hero).toHaveAttribute('fetchpriority', 'high');
  expect(hero).not.toHaveAttribute('loading');
  expect(hero).toHaveAttribute('width', '960');
});

/** Every drawing with its proportions, as its SVG's viewBox gives them. */
const drawings = readdirSync(join(__dirname, 'images'))
  .filter((file) => file.endsWith('.svg'))
  .map((file) => {
    const [, , , width, height] = /viewBox="([\d.]+) ([\d.]+) ([\d.]+) ([\d.]+)"/.exec(readFileSync(join(__dirname, 'images', file), 'utf8'))!;
    return { image: file.replace(/\.svg$/, '') as ImageId, ratio: Number(width) / Number(height) };
  });

test.each(['hero', 'figure', 'card'] as const)('a %s keeps the place of its picture before it comes: its size is in the drawing’s proportions', (place) => {
  expect(drawings.length).toBeGreaterThan(0);
  for (const { image, ratio } of drawings) {
    const { unmount } = render(<Illustration image={image} place={place} alt={image} />);
    const picture = screen.getByRole('img', { name: image });
    expect(Number(picture.getAttribute('width')) / Number(picture.getAttribute('height'))).toBeCloseTo(ratio, 2);
    unmount();
  }
});

test("a card's picture loads as the shopper scrolls to it, a third of the column wide on a wide screen", () => {
  render(<Illustration image="casa-ama" place="card" alt="" />);
  const card = screen.getByRole('presentation');
  expect(card).toHaveAttribute('srcset', expect.stringContaining('/images/320/casa-ama.154d38cc.webp 320w'));
  expect(card).toHaveAttribute('sizes', '(min-width: 48rem) 15rem, calc(100vw - 2rem)');
  expect(card).toHaveAttribute('loading', 'lazy');
  expect(card).not.toHaveAttribute('fetchpriority');
});
