import type { ImageId } from './image-ids';
import roundBrilliant from './images/round-brilliant.svg';
import fourCsCut from './images/four-cs-cut.svg';
import fourCsColour from './images/four-cs-colour.svg';
import fourCsClarity from './images/four-cs-clarity.svg';
import fourCsCarat from './images/four-cs-carat.svg';
import caratScale from './images/carat-scale.svg';
import shapes from './images/shapes.svg';
import ringSettings from './images/ring-settings.svg';
import girdleEngraving from './images/girdle-engraving.svg';
import valenzaWorkshop from './images/valenza-workshop.svg';
import recycledGold from './images/recycled-gold.svg';
import treePlanting from './images/tree-planting.svg';
import labGrown from './images/lab-grown.svg';
import careSoak from './images/care-soak.svg';
import casaAma from './images/casa-ama.svg';
import jewellersBench from './images/jewellers-bench.svg';

/**
 * Each illustration as a file at the root path every build names its pictures with,
 * `/images/<name>.<hash>.svg` (rspack.base.js): the server build and the browser build name the same
 * URL, so the server's HTML and the hydrating browser agree, and the file is cached for a year and
 * indexable, where a data: URL weighed on every page's HTML. The record's type makes a new id without a
 * file fail the type check.
 */
const IMAGE_URLS: Record<ImageId, string> = {
  'round-brilliant': roundBrilliant,
  'four-cs-cut': fourCsCut,
  'four-cs-colour': fourCsColour,
  'four-cs-clarity': fourCsClarity,
  'four-cs-carat': fourCsCarat,
  'carat-scale': caratScale,
  shapes: shapes,
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
