// Writes `<file>.br` beside each script and stylesheet of a production browser build: Brotli at its
// best quality (11), which is too slow to run per request but is done once here. The BFF sends that
// file to a browser that accepts Brotli (bff/src/web/precompressed.ts); others get the file compressed
// on the fly as before. On this shop's scripts, quality 11 is ~14 % smaller than the gzip (level 6) or
// the Brotli (quality 4) the compression middleware can afford per request (docs/performance.md).
const zlib = require('node:zlib');
const { promisify } = require('node:util');

const brotli = promisify(zlib.brotliCompress);

/** What the browser downloads as text: scripts and stylesheets (pictures are served apart). */
const COMPRESSIBLE = /\.(js|css)$/;
/** Below this a file is sent as it is (bff/src/catalog/listing-answers.ts's threshold). */
const MIN_BYTES = 1400;

class PrecompressPlugin {
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tapPromise(
        // After minification and hashing: the bytes compressed are the bytes served.
        { name: 'PrecompressPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        async () => {
          const work = compilation
            .getAssets()
            .filter(({ name, source }) => COMPRESSIBLE.test(name) && source.size() >= MIN_BYTES)
            .map(async ({ name, source, info }) => {
              const original = source.buffer();
              const compressed = await brotli(original, {
                params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: original.length },
              });
              // Not worth a second file when it barely shrinks.
              if (compressed.length > original.length * 0.9) return;
              compilation.emitAsset(`${name}.br`, new RawSource(compressed), { compressed: true, immutable: info.immutable });
            });
          await Promise.all(work);
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
