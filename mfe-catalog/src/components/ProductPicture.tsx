import { productImageSrcSet } from '@ama/contracts';
import type { ImgHTMLAttributes } from 'react';

type ProductPictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height'> & {
  /** The render's SVG URL, as the API hands it out (productImageUrl). */
  src: string;
  /** How wide the picture is drawn (the `sizes` attribute): the browser picks the WebP picture for it. */
  sizes: string;
  width: number;
  height: number;
};

/**
 * A product's render: the SVG as `src`, its WebP pictures of 320, 640 and 960 pixels in `srcset`
 * (docs/seo.md#pictures). The browser decodes a WebP off the page's main thread, where Chromium draws an
 * SVG `<img>` on it, one document each: two dozen on a listing, on a phone.
 */
export function ProductPicture({ src, sizes, alt = '', ...img }: ProductPictureProps) {
  return <img src={src} srcSet={productImageSrcSet(src)} sizes={sizes} alt={alt} decoding="async" {...img} />;
}
