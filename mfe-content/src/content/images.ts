import type { ImageId } from './image-ids';
import roundBrilliant from './images/round-brilliant.svg?inline';
import fourCsCut from './images/four-cs-cut.svg?inline';
import fourCsColour from './images/four-cs-colour.svg?inline';
import fourCsClarity from './images/four-cs-clarity.svg?inline';
import fourCsCarat from './images/four-cs-carat.svg?inline';
import caratScale from './images/carat-scale.svg?inline';
import shapes from './images/shapes.svg?inline';
import ringSettings from './images/ring-settings.svg?inline';
import girdleEngraving from './images/girdle-engraving.svg?inline';
import valenzaWorkshop from './images/valenza-workshop.svg?inline';
import recycledGold from './images/recycled-gold.svg?inline';
import treePlanting from './images/tree-planting.svg?inline';
import labGrown from './images/lab-grown.svg?inline';
import careSoak from './images/care-soak.svg?inline';
import casaAma from './images/casa-ama.svg?inline';
import jewellersBench from './images/jewellers-bench.svg?inline';

/**
 * Each illustration as a data: URL (`?inline`, rspack.base.js). A remote's server build cannot know the
 * URL its browser build serves a file from, so a file URL in the server's HTML would differ from the
 * hydrating browser's; inlined, both name the same picture, and it costs no request. The sixteen SVGs
 * are about 10 KB gzipped, and only a content page loads this area. The record's type makes a new id
 * without a file fail the type check.
 */
const IMAGE_URLS: Record<ImageId, string> = {
  'round-brilliant': roundBrilliant,
  'four-cs-cut': fourCsCut,
  'four-cs-colour': fourCsColour,
  'four-cs-clarity': fourCsClarity,
  'four-cs-carat': fourCsCarat,
  'carat-scale': caratScale,
  'shapes': shapes,
  'ring-settings': ringSettings,
  'girdle-engraving': girdleEngraving,
  'valenza-workshop': valenzaWorkshop,
  'recycled-gold': recycledGold,
  'tree-planting': treePlanting,
  'lab-grown': labGrown,
  'care-soak': careSoak,
  'casa-ama': casaAma,
  'jewellers-bench': jewellersBench,
};

export const imageUrl = (id: ImageId): string => IMAGE_URLS[id];
