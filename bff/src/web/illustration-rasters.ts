import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ILLUSTRATION_RASTER_WIDTHS, type IllustrationRasterWidth } from '@ama/contracts';
import { TtlCache } from '../domain/ttl-cache';

/**
 * What the illustrations' WebP pictures may keep in memory, in bytes. The content pages' sixteen
 * figures at four widths weigh about 2 MB; the releases' copies of them (another hash each) fit too.
 */
export const ILLUSTRATION_RASTER_CACHE_BYTES = 8 * 1024 * 1024;

/** A build's picture never changes under its name (the hash is of its content): kept until pushed out. */
const KEPT_MS = 7 * 24 * 60 * 60 * 1000;

/** `<name>.<hash>.webp` asked for at `/images/<width>/`: the build's `<name>.<hash>.svg` drawn in pixels. */
const RASTER_FILE = /^([A-Za-z0-9_-]+\.[0-9a-f]{8})\.webp$/;

/** The width of a raster URL's folder, when it is one the pages ask for. */
export const rasterWidthOf = (folder: string): IllustrationRasterWidth | undefined => ILLUSTRATION_RASTER_WIDTHS.find((width) => String(width) === folder);

/** The SVG file a raster's file name stands for; undefined for any other name. */
export const svgFileOf = (rasterFile: string): string | undefined => {
  const name = RASTER_FILE.exec(rasterFile)?.[1];
  return name ? `${name}.svg` : undefined;
};

/**
 * An SVG drawn as a WebP picture `width` pixels wide, its proportions kept: at the density that gives
 * that width (an SVG's size is in CSS pixels at 72 dpi for librsvg), so it is drawn sharp, never scaled
 * up. sharp (docs/seo.md#pictures) works in libuv's thread pool.
 */
async function drawSvg(svg: Buffer, width: number): Promise<Buffer> {
  // Loaded on the first picture asked for: most of the BFF's processes (tests, tools) never need it.
  const { default: sharp } = await import('sharp');
  const natural = (await sharp(svg).metadata()).width;
  if (!natural) throw new Error('the SVG has no width');
  return sharp(svg, { density: (72 * width) / natural })
    .resize(width)
    .webp({ quality: 82 })
    .toBuffer();
}

/**
 * The builds' SVG pictures as WebP pictures (docs/performance.md): Chromium draws an SVG `<img>` on the
 * page's main thread, in a document of its own, and a content page's largest picture is one. Each is
 * drawn once and kept, bounded by bytes; concurrent asks for one share its drawing.
 */
export class IllustrationRasters {
  private readonly kept = new TtlCache<Buffer>(1_000, KEPT_MS, undefined, { maxBytes: ILLUSTRATION_RASTER_CACHE_BYTES, sizeOf: (picture) => picture.byteLength });

  /** `svgFile` in `folder` (found there by the caller) at `width`; rejects when it cannot be read or drawn. */
  webp(folder: string, svgFile: string, width: IllustrationRasterWidth): Promise<Buffer> {
    return this.kept.getOrCompute(`${path.join(folder, svgFile)}@${width}`, async () => drawSvg(await readFile(path.join(folder, svgFile)), width));
  }
}
