import type { Category } from '@ama/contracts';
import type { Translated } from './types';

/** Carat steps: [value, surcharge in euros over the smallest step]. */
type CaratSteps = ReadonlyArray<readonly [string, number]>;

const SINGLE_STONE: CaratSteps = [
  ['0.30', 0],
  ['0.50', 650],
  ['0.70', 1_350],
  ['1.00', 2_900],
  ['1.50', 5_900],
  ['2.00', 9_500],
];
const SMALL_STONE: CaratSteps = [
  ['0.20', 0],
  ['0.30', 350],
  ['0.50', 950],
  ['0.70', 1_700],
];
const PAIR: CaratSteps = [
  ['0.40', 0],
  ['0.60', 700],
  ['1.00', 1_900],
  ['1.40', 3_400],
];
const LINE: CaratSteps = [
  ['1.00', 0],
  ['2.00', 1_900],
  ['3.00', 3_900],
  ['5.00', 7_900],
];
const BAND: CaratSteps = [
  ['0.50', 0],
  ['1.00', 950],
  ['2.00', 2_900],
];

/**
 * A jewel model: how a piece is built, named and described in every language. A product is a model
 * made in one collection with one stone shape.
 */
export interface JewelModel {
  code: string;
  /** Three-letter SKU middle part. */
  abbr: string;
  category: Category;
  /** Price of the smallest configuration in euros, before collection and shape factors. */
  baseEuros: number;
  shipmentWorkingDays: number;
  carats: CaratSteps | null;
  /** Offer the D/VVS stone upgrade (single centre stones only). */
  exceptionalStone: boolean;
  /** Engraving (WRITING) possible inside the band. */
  engraving: boolean;
  name: (collection: string) => Translated;
  /**
   * Words buyers search for that the name and description do not say (the trade's and everyday names of
   * the piece), per language: searched, never shown (docs/search.md).
   */
  keywords: Translated;
  /** The sentence that describes the piece; `cut` comes from the shape's cutPhrase. */
  sentence: (cut: Translated) => Translated;
}

export const JEWEL_MODELS = {
  SOLITAIRE: {
    code: 'SOLITAIRE',
    abbr: 'SOL',
    category: 'ENGAGEMENT_RINGS',
    baseEuros: 1_890,
    shipmentWorkingDays: 15,
    carats: SINGLE_STONE,
    exceptionalStone: true,
    engraving: true,
    keywords: { en: 'engagement solitaire single stone', it: 'solitario fidanzamento', es: 'solitario compromiso', de: 'Verlobung Solitär Einsteiner' },
    name: (c) => ({ en: `${c} Solitaire Ring`, it: `Anello solitario ${c}`, es: `Anillo solitario ${c}`, de: `Solitärring ${c}` }),
    sentence: (cut) => ({
      en: `A single lab-grown diamond ${cut.en}, raised on four slender claws so that light reaches it from every side.`,
      it: `Un unico diamante coltivato in laboratorio ${cut.it}, sollevato su quattro griffe sottili perché la luce lo raggiunga da ogni lato.`,
      es: `Un único diamante cultivado en laboratorio ${cut.es}, elevado sobre cuatro finas garras para que la luz lo alcance desde todos los ángulos.`,
      de: `Ein einzelner im Labor gezüchteter Diamant ${cut.de}, von vier schlanken Krappen gehalten, damit das Licht ihn von allen Seiten erreicht.`,
    }),
  },
  HALO: {
    code: 'HALO',
    abbr: 'HAL',
    category: 'ENGAGEMENT_RINGS',
    baseEuros: 2_450,
    shipmentWorkingDays: 20,
    carats: SINGLE_STONE,
    exceptionalStone: true,
    engraving: true,
    keywords: { en: 'engagement halo', it: 'fidanzamento contorno', es: 'compromiso halo', de: 'Verlobung Halo' },
    name: (c) => ({ en: `${c} Halo Ring`, it: `Anello halo ${c}`, es: `Anillo halo ${c}`, de: `Halo-Ring ${c}` }),
    sentence: (cut) => ({
      en: `A lab-grown diamond ${cut.en} framed by a halo of tiny brilliants that doubles its light.`,
      it: `Un diamante coltivato in laboratorio ${cut.it}, circondato da un alone di piccoli brillanti che ne raddoppia la luce.`,
      es: `Un diamante cultivado en laboratorio ${cut.es}, rodeado por un halo de pequeños brillantes que duplica su luz.`,
      de: `Ein im Labor gezüchteter Diamant ${cut.de}, umrahmt von einem Halo aus winzigen Brillanten, der sein Licht verdoppelt.`,
    }),
  },
  TRILOGY: {
    code: 'TRILOGY',
    abbr: 'TRI',
    category: 'ENGAGEMENT_RINGS',
    baseEuros: 2_950,
    shipmentWorkingDays: 20,
    carats: SINGLE_STONE,
    exceptionalStone: true,
    engraving: true,
    keywords: { en: 'engagement trilogy three stone', it: 'fidanzamento trilogy tre pietre', es: 'compromiso trilogía tres piedras', de: 'Verlobung Trilogie drei Steine' },
    name: (c) => ({ en: `${c} Trilogy Ring`, it: `Anello trilogy ${c}`, es: `Anillo trilogía ${c}`, de: `Trilogy-Ring ${c}` }),
    sentence: (cut) => ({
      en: `Three lab-grown diamonds ${cut.en} for past, present and future, set side by side in a single line.`,
      it: `Tre diamanti coltivati in laboratorio ${cut.it} per il passato, il presente e il futuro, incastonati l’uno accanto all’altro.`,
      es: `Tres diamantes cultivados en laboratorio ${cut.es} por el pasado, el presente y el futuro, engastados uno junto a otro.`,
      de: `Drei im Labor gezüchtete Diamanten ${cut.de} für Vergangenheit, Gegenwart und Zukunft, Seite an Seite gefasst.`,
    }),
  },
  PAVE_SOLITAIRE: {
    code: 'PAVE_SOLITAIRE',
    abbr: 'PAV',
    category: 'ENGAGEMENT_RINGS',
    baseEuros: 2_290,
    shipmentWorkingDays: 18,
    carats: SINGLE_STONE,
    exceptionalStone: true,
    engraving: true,
    keywords: { en: 'engagement solitaire pave', it: 'fidanzamento solitario pavé', es: 'compromiso solitario pavé', de: 'Verlobung Solitär Pavé' },
    name: (c) => ({ en: `${c} Pavé Solitaire`, it: `Solitario pavé ${c}`, es: `Solitario pavé ${c}`, de: `Pavé-Solitär ${c}` }),
    sentence: (cut) => ({
      en: `A lab-grown diamond ${cut.en} on a band paved with brilliants, for a ring that sparkles all the way round.`,
      it: `Un diamante coltivato in laboratorio ${cut.it} su un gambo pavé di brillanti, per un anello che brilla tutto intorno.`,
      es: `Un diamante cultivado en laboratorio ${cut.es} sobre un aro pavé de brillantes, para un anillo que brilla en toda su vuelta.`,
      de: `Ein im Labor gezüchteter Diamant ${cut.de} auf einer mit Brillanten besetzten Schiene, für einen Ring, der rundum funkelt.`,
    }),
  },
  ETERNITY: {
    code: 'ETERNITY',
    abbr: 'ETE',
    category: 'RINGS',
    baseEuros: 2_190,
    shipmentWorkingDays: 25,
    carats: LINE,
    exceptionalStone: false,
    engraving: true,
    keywords: { en: 'full eternity wedding band', it: 'veretta fedina eternity fede', es: 'alianza eternidad boda', de: 'Memoire Ehering Trauring' },
    name: (c) => ({ en: `${c} Eternity Ring`, it: `Veretta eternity ${c}`, es: `Alianza eternity ${c}`, de: `Memoire-Ring ${c}` }),
    sentence: (cut) => ({
      en: `An unbroken circle of lab-grown diamonds ${cut.en}, a promise without beginning or end.`,
      it: `Un cerchio ininterrotto di diamanti coltivati in laboratorio ${cut.it}, una promessa senza inizio né fine.`,
      es: `Un círculo ininterrumpido de diamantes cultivados en laboratorio ${cut.es}, una promesa sin principio ni final.`,
      de: `Ein ununterbrochener Kreis aus im Labor gezüchteten Diamanten ${cut.de}, ein Versprechen ohne Anfang und Ende.`,
    }),
  },
  HALF_ETERNITY: {
    code: 'HALF_ETERNITY',
    abbr: 'HET',
    category: 'RINGS',
    baseEuros: 1_350,
    shipmentWorkingDays: 18,
    carats: BAND,
    exceptionalStone: false,
    engraving: true,
    keywords: { en: 'half eternity wedding band', it: 'veretta fedina', es: 'media alianza boda', de: 'Halbmemoire Ehering Vorsteckring' },
    name: (c) => ({ en: `${c} Half Eternity Ring`, it: `Mezza veretta ${c}`, es: `Media alianza ${c}`, de: `Halbmemoire-Ring ${c}` }),
    sentence: (cut) => ({
      en: `A row of lab-grown diamonds ${cut.en} across the top of the band, perfect alone or beside an engagement ring.`,
      it: `Una fila di diamanti coltivati in laboratorio ${cut.it} sulla parte superiore della fascia, perfetta da sola o accanto all’anello di fidanzamento.`,
      es: `Una hilera de diamantes cultivados en laboratorio ${cut.es} en la parte superior del aro, perfecta sola o junto al anillo de compromiso.`,
      de: `Eine Reihe im Labor gezüchteter Diamanten ${cut.de} auf der Oberseite der Schiene, schön allein oder neben dem Verlobungsring.`,
    }),
  },
  TOI_ET_MOI: {
    code: 'TOI_ET_MOI',
    abbr: 'TEM',
    category: 'RINGS',
    baseEuros: 2_650,
    shipmentWorkingDays: 20,
    carats: PAIR,
    exceptionalStone: true,
    engraving: true,
    keywords: { en: 'two stone you and me', it: 'due pietre contrarié', es: 'dos piedras tú y yo', de: 'zwei Steine Du und Ich' },
    name: (c) => ({ en: `${c} Toi et Moi Ring`, it: `Anello Toi et Moi ${c}`, es: `Anillo Toi et Moi ${c}`, de: `Toi-et-Moi-Ring ${c}` }),
    sentence: (cut) => ({
      en: `Two lab-grown diamonds ${cut.en} meet on an open band: you and me, side by side.`,
      it: `Due diamanti coltivati in laboratorio ${cut.it} si incontrano su una fascia aperta: tu e io, fianco a fianco.`,
      es: `Dos diamantes cultivados en laboratorio ${cut.es} se encuentran sobre un aro abierto: tú y yo, uno al lado del otro.`,
      de: `Zwei im Labor gezüchtete Diamanten ${cut.de} begegnen sich auf einer offenen Schiene: du und ich, Seite an Seite.`,
    }),
  },
  BAND: {
    code: 'BAND',
    abbr: 'BND',
    category: 'RINGS',
    baseEuros: 990,
    shipmentWorkingDays: 12,
    carats: null,
    exceptionalStone: false,
    engraving: true,
    keywords: { en: 'wedding band', it: 'fede fedina nuziale', es: 'alianza boda', de: 'Ehering Trauring' },
    name: (c) => ({ en: `${c} Band`, it: `Fascia ${c}`, es: `Anillo banda ${c}`, de: `Bandring ${c}` }),
    sentence: (cut) => ({
      en: `A generous band of polished gold with one lab-grown diamond ${cut.en} set flush into the metal.`,
      it: `Una fascia generosa in oro lucido con un diamante coltivato in laboratorio ${cut.it} incastonato a filo del metallo.`,
      es: `Un aro generoso de oro pulido con un diamante cultivado en laboratorio ${cut.es} engastado a ras del metal.`,
      de: `Eine breite Schiene aus poliertem Gold mit einem im Labor gezüchteten Diamanten ${cut.de}, bündig ins Metall gesetzt.`,
    }),
  },
  STACKING: {
    code: 'STACKING',
    abbr: 'STK',
    category: 'RINGS',
    baseEuros: 690,
    shipmentWorkingDays: 10,
    carats: null,
    exceptionalStone: false,
    engraving: false,
    keywords: { en: 'thin stackable ring', it: 'fedina sottile', es: 'anillo apilable', de: 'schmal Vorsteckring' },
    name: (c) => ({ en: `${c} Stacking Ring`, it: `Anello sottile ${c}`, es: `Anillo fino ${c}`, de: `Stapelring ${c}` }),
    sentence: (cut) => ({
      en: `A fine thread of gold with a small lab-grown diamond ${cut.en}, made to be worn alone or stacked with others.`,
      it: `Un filo d’oro sottile con un piccolo diamante coltivato in laboratorio ${cut.it}, da portare da solo o insieme ad altri anelli.`,
      es: `Un fino hilo de oro con un pequeño diamante cultivado en laboratorio ${cut.es}, para llevar solo o combinado con otros anillos.`,
      de: `Ein feiner Goldfaden mit einem kleinen im Labor gezüchteten Diamanten ${cut.de}, allein oder mit anderen Ringen kombiniert zu tragen.`,
    }),
  },
  STUDS: {
    code: 'STUDS',
    abbr: 'STU',
    category: 'EARRINGS',
    baseEuros: 1_290,
    shipmentWorkingDays: 10,
    carats: PAIR,
    exceptionalStone: true,
    engraving: false,
    keywords: { en: 'studs solitaire earrings', it: 'punto luce lobo', es: 'dormilonas', de: 'Ohrstecker Solitär' },
    name: (c) => ({ en: `${c} Stud Earrings`, it: `Orecchini punto luce ${c}`, es: `Pendientes punto de luz ${c}`, de: `Ohrstecker ${c}` }),
    sentence: (cut) => ({
      en: `A pair of lab-grown diamonds ${cut.en}, each held in a light basket setting that sits close to the ear.`,
      it: `Una coppia di diamanti coltivati in laboratorio ${cut.it}, ciascuno in un castone leggero che resta vicino al lobo.`,
      es: `Una pareja de diamantes cultivados en laboratorio ${cut.es}, cada uno en un engaste ligero que queda pegado a la oreja.`,
      de: `Ein Paar im Labor gezüchteter Diamanten ${cut.de}, jeder in einer leichten Korbfassung, die nah am Ohr sitzt.`,
    }),
  },
  DROPS: {
    code: 'DROPS',
    abbr: 'DRO',
    category: 'EARRINGS',
    baseEuros: 1_750,
    shipmentWorkingDays: 15,
    carats: PAIR,
    exceptionalStone: false,
    engraving: false,
    keywords: { en: 'dangle earrings', it: 'pendenti', es: 'pendientes largos', de: 'Hänger' },
    name: (c) => ({ en: `${c} Drop Earrings`, it: `Orecchini pendenti ${c}`, es: `Pendientes largos ${c}`, de: `Ohrhänger ${c}` }),
    sentence: (cut) => ({
      en: `Lab-grown diamonds ${cut.en} suspended from a fine line of gold, moving with every turn of the head.`,
      it: `Diamanti coltivati in laboratorio ${cut.it} sospesi a una linea sottile d’oro, che si muovono a ogni gesto.`,
      es: `Diamantes cultivados en laboratorio ${cut.es} suspendidos de una fina línea de oro, que se mueven con cada gesto.`,
      de: `Im Labor gezüchtete Diamanten ${cut.de}, an einer feinen Goldlinie aufgehängt, die sich mit jeder Bewegung wiegen.`,
    }),
  },
  HOOPS: {
    code: 'HOOPS',
    abbr: 'HOO',
    category: 'EARRINGS',
    baseEuros: 1_490,
    shipmentWorkingDays: 15,
    carats: BAND,
    exceptionalStone: false,
    engraving: false,
    keywords: { en: 'hoops huggies', it: 'cerchietti creole', es: 'aros criollas', de: 'Creolen' },
    name: (c) => ({ en: `${c} Hoop Earrings`, it: `Orecchini a cerchio ${c}`, es: `Aros ${c}`, de: `Creolen ${c}` }),
    sentence: (cut) => ({
      en: `Slim gold hoops set with lab-grown diamonds ${cut.en} on the front, for light that frames the face.`,
      it: `Cerchi sottili in oro con diamanti coltivati in laboratorio ${cut.it} sul fronte, per una luce che incornicia il viso.`,
      es: `Aros finos de oro con diamantes cultivados en laboratorio ${cut.es} en la parte delantera, para una luz que enmarca el rostro.`,
      de: `Schmale Goldcreolen, vorn mit im Labor gezüchteten Diamanten ${cut.de} besetzt, für Licht, das das Gesicht umrahmt.`,
    }),
  },
  PENDANT: {
    code: 'PENDANT',
    abbr: 'PEN',
    category: 'NECKLACES',
    baseEuros: 1_190,
    shipmentWorkingDays: 10,
    carats: SMALL_STONE,
    exceptionalStone: true,
    engraving: false,
    keywords: { en: 'solitaire pendant', it: 'punto luce ciondolo', es: 'colgante', de: 'Anhänger Solitär' },
    name: (c) => ({ en: `${c} Pendant Necklace`, it: `Collana punto luce ${c}`, es: `Colgante punto de luz ${c}`, de: `Halskette mit Anhänger ${c}` }),
    sentence: (cut) => ({
      en: `A lab-grown diamond ${cut.en} gliding freely on a fine gold chain, the everyday point of light.`,
      it: `Un diamante coltivato in laboratorio ${cut.it} che scorre libero su una catenina sottile: il punto luce di ogni giorno.`,
      es: `Un diamante cultivado en laboratorio ${cut.es} que se desliza libre por una fina cadena de oro: el punto de luz de cada día.`,
      de: `Ein im Labor gezüchteter Diamant ${cut.de}, der frei an einer feinen Goldkette gleitet – der Lichtpunkt für jeden Tag.`,
    }),
  },
  RIVIERA: {
    code: 'RIVIERA',
    abbr: 'RIV',
    category: 'NECKLACES',
    baseEuros: 5_900,
    shipmentWorkingDays: 30,
    carats: LINE,
    exceptionalStone: false,
    engraving: false,
    keywords: { en: 'riviera collar', it: 'girocollo', es: 'gargantilla', de: 'Collier' },
    name: (c) => ({ en: `${c} Riviera Necklace`, it: `Collier riviera ${c}`, es: `Collar riviera ${c}`, de: `Riviera-Collier ${c}` }),
    sentence: (cut) => ({
      en: `A river of lab-grown diamonds ${cut.en} that encircles the neck, each stone set by hand in its own setting.`,
      it: `Un fiume di diamanti coltivati in laboratorio ${cut.it} che avvolge il collo, ogni pietra incastonata a mano nel proprio castone.`,
      es: `Un río de diamantes cultivados en laboratorio ${cut.es} que rodea el cuello, cada piedra engastada a mano en su propio chatón.`,
      de: `Ein Fluss aus im Labor gezüchteten Diamanten ${cut.de}, der den Hals umschließt, jeder Stein von Hand in seiner eigenen Fassung.`,
    }),
  },
  LARIAT: {
    code: 'LARIAT',
    abbr: 'LAR',
    category: 'NECKLACES',
    baseEuros: 1_650,
    shipmentWorkingDays: 15,
    carats: SMALL_STONE,
    exceptionalStone: false,
    engraving: false,
    keywords: { en: 'y necklace', it: 'collana a Y', es: 'collar en Y', de: 'Y-Kette' },
    name: (c) => ({ en: `${c} Lariat Necklace`, it: `Collana lariat ${c}`, es: `Collar lariat ${c}`, de: `Lariat-Kette ${c}` }),
    sentence: (cut) => ({
      en: `A long Y-shaped chain that ends in a lab-grown diamond ${cut.en}, drawing a line of light down the neckline.`,
      it: `Una lunga catena a Y che termina con un diamante coltivato in laboratorio ${cut.it}, a disegnare una linea di luce sulla scollatura.`,
      es: `Una larga cadena en forma de Y que termina en un diamante cultivado en laboratorio ${cut.es}, trazando una línea de luz sobre el escote.`,
      de: `Eine lange Y-Kette, die in einem im Labor gezüchteten Diamanten ${cut.de} endet und eine Lichtlinie über das Dekolleté zieht.`,
    }),
  },
  TENNIS: {
    code: 'TENNIS',
    abbr: 'TEN',
    category: 'BRACELETS',
    baseEuros: 3_900,
    shipmentWorkingDays: 25,
    carats: LINE,
    exceptionalStone: false,
    engraving: false,
    keywords: { en: 'tennis line bracelet', it: 'tennis riviera', es: 'tenis', de: 'Tennis Rivière' },
    name: (c) => ({ en: `${c} Tennis Bracelet`, it: `Bracciale tennis ${c}`, es: `Pulsera tenis ${c}`, de: `Tennisarmband ${c}` }),
    sentence: (cut) => ({
      en: `A supple line of lab-grown diamonds ${cut.en}, linked by hand so that it follows the wrist like silk.`,
      it: `Una linea flessibile di diamanti coltivati in laboratorio ${cut.it}, articolata a mano per seguire il polso come seta.`,
      es: `Una línea flexible de diamantes cultivados en laboratorio ${cut.es}, articulada a mano para seguir la muñeca como la seda.`,
      de: `Eine geschmeidige Linie aus im Labor gezüchteten Diamanten ${cut.de}, von Hand gegliedert, damit sie dem Handgelenk wie Seide folgt.`,
    }),
  },
  BANGLE: {
    code: 'BANGLE',
    abbr: 'BAN',
    category: 'BRACELETS',
    baseEuros: 1_890,
    shipmentWorkingDays: 18,
    carats: BAND,
    exceptionalStone: false,
    engraving: true,
    keywords: { en: 'cuff bangle', it: 'schiava', es: 'esclava', de: 'Armspange' },
    name: (c) => ({ en: `${c} Bangle`, it: `Bracciale rigido ${c}`, es: `Brazalete rígido ${c}`, de: `Armreif ${c}` }),
    sentence: (cut) => ({
      en: `A rigid bangle of solid gold crowned with lab-grown diamonds ${cut.en}, with room inside for a personal engraving.`,
      it: `Un bracciale rigido in oro pieno coronato da diamanti coltivati in laboratorio ${cut.it}, con spazio all’interno per un’incisione personale.`,
      es: `Un brazalete rígido de oro macizo coronado por diamantes cultivados en laboratorio ${cut.es}, con espacio en el interior para un grabado personal.`,
      de: `Ein fester Armreif aus massivem Gold, gekrönt von im Labor gezüchteten Diamanten ${cut.de}, mit Platz innen für eine persönliche Gravur.`,
    }),
  },
  CHAIN: {
    code: 'CHAIN',
    abbr: 'CHA',
    category: 'BRACELETS',
    baseEuros: 1_150,
    shipmentWorkingDays: 12,
    carats: null,
    exceptionalStone: false,
    engraving: false,
    keywords: { en: 'link chain bracelet', it: 'catenina', es: 'cadena', de: 'Kettenarmband' },
    name: (c) => ({ en: `${c} Chain Bracelet`, it: `Bracciale a catena ${c}`, es: `Pulsera de cadena ${c}`, de: `Gliederarmband ${c}` }),
    sentence: (cut) => ({
      en: `Fine gold links interrupted by lab-grown diamonds ${cut.en}, like drops of light along the wrist.`,
      it: `Maglie d’oro sottili interrotte da diamanti coltivati in laboratorio ${cut.it}, come gocce di luce lungo il polso.`,
      es: `Finos eslabones de oro interrumpidos por diamantes cultivados en laboratorio ${cut.es}, como gotas de luz a lo largo de la muñeca.`,
      de: `Feine Goldglieder, unterbrochen von im Labor gezüchteten Diamanten ${cut.de}, wie Lichttropfen am Handgelenk.`,
    }),
  },
} satisfies Record<string, JewelModel>;

export type JewelModelCode = keyof typeof JEWEL_MODELS;

/** Closing sentence of every description: how and where the piece is made (docs/requirements.md#shop). */
export const MADE_IN_VALENZA: Translated = {
  en: 'Each piece is handmade to order in Valenza in 100% recycled 18KT gold, with its own serial code.',
  it: 'Ogni gioiello è realizzato a mano su ordinazione a Valenza in oro 18KT riciclato al 100%, con il proprio codice seriale.',
  es: 'Cada joya se hace a mano por encargo en Valenza, en oro de 18 k 100% reciclado, con su propio número de serie.',
  de: 'Jedes Stück wird auf Bestellung in Valenza von Hand gefertigt, aus 100 % recyceltem 18-kt-Gold und mit eigener Seriennummer.',
};
