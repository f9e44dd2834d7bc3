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

/** The attributes' own size (the SVG's proportions), so the page keeps its place before the picture comes. */
const DIMENSIONS = { hero: [960, 400], figure: [640, 360], card: [320, 180] } as const;

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
