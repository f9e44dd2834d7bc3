/** The illustrations a content document may show (SVG files in ./images, named in kebab case). */
export const IMAGE_IDS = [
  'round-brilliant',
  'four-cs-cut',
  'four-cs-colour',
  'four-cs-clarity',
  'four-cs-carat',
  'carat-scale',
  'shapes',
  'ring-settings',
  'girdle-engraving',
  'valenza-workshop',
  'recycled-gold',
  'tree-planting',
  'lab-grown',
  'care-soak',
  'casa-ama',
  'jewellers-bench',
] as const;
export type ImageId = (typeof IMAGE_IDS)[number];
