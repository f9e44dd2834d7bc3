import type { Locale } from '@ama/contracts';

/**
 * What shoppers type, with the piece they were after (docs/search.md): typos, missing accents, plurals,
 * several words and words of another language. The search must put the piece in its first five for at
 * least 36 of these 40 (search.test.ts, on both engines).
 */
export const SEARCH_QUERIES: ReadonlyArray<readonly [Locale, string, string]> = [
  ['en', 'solitare gaia', 'GA-SOL-OV'],
  ['en', 'gaia solitaire', 'GA-SOL-OV'],
  ['en', 'nyx tennis', 'NY-TEN-BG'],
  ['en', 'tenis bracelet nyx', 'NY-TEN-BG'],
  ['en', 'pave selene', 'SE-PAV-MQ'],
  ['en', 'toi et moi aisha', 'AI-TEM-OV'],
  ['en', 'aurora halo', 'AU-HAL-OV'],
  ['en', 'eternity rings alba', 'AL-ETE-RD'],
  ['en', 'half eternity aria', 'AR-HET-BG'],
  ['en', 'riviera necklace aurora', 'AU-RIV-RD'],
  ['en', 'braclet chain mistral', 'MI-CHA-TR'],
  ['en', 'earings drop aisha', 'AI-DRO-OV'],
  ['en', 'Ohrstecker nyx', 'NY-STU-PC'],
  ['en', 'anello trilogy mistral', 'MI-TRI-TR'],
  ['en', 'wedding band nyx', 'NY-BND-BG'],
  ['it', 'anelli solitario aria', 'AR-SOL-EM'],
  ['it', 'solitario pave aria', 'AR-PAV-OV'],
  ['it', 'orecchini punto luce gaia', 'GA-STU-OV'],
  ['it', 'collana lariat selene', 'SE-LAR-PR'],
  ['it', 'fedina alba', 'AL-ETE-RD'],
  ['it', 'bracciale tenis aurora', 'AU-TEN-OV'],
  ['it', 'orecchini a cerchio mistral', 'MI-HOO-TR'],
  ['it', 'veretta nyx', 'NY-ETE-BG'],
  ['it', 'colier riviera nyx', 'NY-RIV-EM'],
  ['it', 'bracciali rigidi aisha', 'AI-BAN-PC'],
  ['es', 'anillo solitario aisha', 'AI-SOL-PC'],
  ['es', 'pendientes largos aurora', 'AU-DRO-MQ'],
  ['es', 'pulsera de cadena aria', 'AR-CHA-BG'],
  ['es', 'colgante gaia', 'GA-PEN-OV'],
  ['es', 'anillos trilogia nyx', 'NY-TRI-EM'],
  ['es', 'aros selene', 'SE-HOO-RD'],
  ['es', 'brazalete rigido gaia', 'GA-BAN-RD'],
  ['es', 'alianza eternity aurora', 'AU-ETE-OV'],
  ['de', 'Solitärring alba', 'AL-SOL-RD'],
  ['de', 'Solitarring alba', 'AL-SOL-RD'],
  ['de', 'Creolen mistral', 'MI-HOO-TR'],
  ['de', 'Armreif aisha', 'AI-BAN-PC'],
  ['de', 'Tennisarmband nyx', 'NY-TEN-BG'],
  ['de', 'Ohrhanger aurora', 'AU-DRO-MQ'],
  ['de', 'Halskete gaia', 'GA-PEN-OV'],
];

/** How many of SEARCH_QUERIES must find their piece in the first five. */
export const SEARCH_QUERIES_EXPECTED = 36;
