import { illustrationRasterUrl, illustrationSrcSet, productImageSrcSet, productImageUrl, productRasterUrl } from './api-paths';

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

describe("a build's SVG picture (a content page's figure) in pixels", () => {
  it('names the same file, by its content hash, at each width', () => {
    expect(illustrationRasterUrl('/images/valenza-workshop.154d38cc.svg', 960)).toBe('/images/960/valenza-workshop.154d38cc.webp');
    expect(illustrationSrcSet('/images/four-cs-cut.0a1b2c3d.svg')).toBe(
      '/images/320/four-cs-cut.0a1b2c3d.webp 320w, /images/640/four-cs-cut.0a1b2c3d.webp 640w, /images/960/four-cs-cut.0a1b2c3d.webp 960w, /images/1440/four-cs-cut.0a1b2c3d.webp 1440w',
    );
  });

  it.each([
    '/images/products/GA-SOL-OV-rose.svg',
    '/images/poster.1234abcd.webp',
    '/images/hero.svg',
    '/images/640/hero.1234abcd.svg',
    '/images/../hero.1234abcd.svg',
    'https://cdn.example/images/hero.1234abcd.svg',
    '',
  ])('leaves any other picture as it is: %s', (url) => {
    expect(illustrationSrcSet(url)).toBeUndefined();
    expect(illustrationRasterUrl(url, 640)).toBeNull();
  });
});
