import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { shellManifest, writeFakeBuild } from '../../releases/__tests__/release-fixture';
import { shopFixture } from './web-harness';

/**
 * The miniature shop with builds the release gate reads (releases.test.ts, previews.test.ts): its shell
 * provides the installed singletons, and its remotes are builds of the real shape.
 */
export function releaseShopFixture(): string {
  const root = shopFixture();
  const manifest = shellManifest();
  writeFileSync(
    path.join(root, 'shell', 'dist', 'mf-manifest.json'),
    JSON.stringify({ ...manifest, shared: manifest.shared.map((entry) => ({ ...entry, assets: { js: { sync: [] }, css: { sync: [] } } })) }),
  );
  for (const [folder, routes] of [
    ['mfe-content', ['/about-us']],
    ['mfe-catalog', ['/', '/product/:sku']],
  ] as const) {
    rmSync(path.join(root, folder, 'dist'), { recursive: true });
    writeFakeBuild(path.join(root, folder, 'dist'), folder, { text: `${folder} built`, routes: [...routes] });
  }
  return root;
}
