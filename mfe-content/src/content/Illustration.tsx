import { illustrationSrcSet } from '@ama/contracts';
import type { ImageId } from './image-ids';
import { imageUrl } from './images';

/**
 * How wide each place shows its picture (content.css): the hero and a figure fill the reading column
 * (46rem at most, the page's 1rem margins on a phone); a card is a column of three on a wide screen.
 */
const SIZES = {
  hero: '(min-width: 48rem) 46rem, calc(100vw - 2rem)',
  figure: '(min-width: 48rem) 46rem, calc(100vw - 2rem)',
  card: '(min-width: 48rem) 15rem, calc(100vw - 2rem)',
} as const;

/**
 * The attributes' own size, in the drawings' proportions (16:9, Illustration.test.tsx checks every one),
 * so the page keeps its place before the picture comes: a hero of other proportions grew as it arrived
 * and moved everything under it (a layout shift of 0.013-0.074 on /en/about-us).
 */
const DIMENSIONS = { hero: [960, 540], figure: [640, 360], card: [320, 180] } as const;

interface IllustrationProps {
  image: ImageId;
  place: keyof typeof SIZES;
  alt: string;
  className?: string;
}

/**
 * A content page's picture: the SVG as its `src`, and the same drawing as WebP pictures in its `srcset`,
 * which the browser decodes off the page's main thread (contracts' illustrationSrcSet). The hero is the
 * page's largest picture: asked for first (React preloads it with the same srcset); the others load as
 * the shopper scrolls to them.
 */
export function Illustration({ image, place, alt, className }: IllustrationProps) {
  const src = imageUrl(image);
  const [width, height] = DIMENSIONS[place];
  const hero = place === 'hero';
  return (
    <img
      className={className}
      src={src}
      srcSet={illustrationSrcSet(src)}
      sizes={SIZES[place]}
      alt={alt}
      width={width}
      height={height}
      {...(hero ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
    />
  );
}
