import { productImageSrcSet, productImageUrl, productRasterUrl } from './api-paths';

describe("a product render's pictures in pixels", () => {
  it('name the same render, at each width, for every URL productImageUrl writes', () => {
    const svg = productImageUrl('NY-TEN-BG', 'WHITE');
    expect(productRasterUrl(svg, 640)).toBe('/images/products/640/NY-TEN-BG-white.webp');
    expect(productImageSrcSet(svg)).toBe(
      '/images/products/320/NY-TEN-BG-white.webp 320w, /images/products/640/NY-TEN-BG-white.webp 640w, /images/products/960/NY-TEN-BG-white.webp 960w',
    );
  });

  it.each([
    '/images/hero.1234abcd.svg',
    '/images/products/GA-SOL-OV-rose.png',
    '/images/products/640/GA-SOL-OV-rose.svg',
    'https://cdn.example/images/products/GA-SOL-OV-rose.svg',
    '',
  ])('leave any other picture as it is: %s', (url) => {
    expect(productImageSrcSet(url)).toBeUndefined();
    expect(productRasterUrl(url, 320)).toBeNull();
  });
});
