import type { Shape } from '@ama/contracts';
import type { Translated } from './types';

export interface ShapeSeed {
  code: Shape;
  /** Two-letter SKU suffix. */
  skuSuffix: string;
  /** Price factor of the cut (fancy cuts cost a little more per carat). */
  priceFactor: number;
  name: Translated;
  description: Translated;
  /** "in an oval cut" / "dal taglio ovale" …: slots into product descriptions. */
  cutPhrase: Translated;
}

export const SHAPE_SEED: readonly ShapeSeed[] = [
  {
    code: 'ROUND',
    skuSuffix: 'RD',
    priceFactor: 1,
    name: { en: 'Round', it: 'Rotondo', es: 'Redondo', de: 'Rund' },
    description: {
      en: 'The round brilliant: 58 facets cut to return as much light and fire as a diamond can hold.',
      it: 'Il taglio brillante rotondo: 58 faccette studiate per restituire tutta la luce e il fuoco che un diamante può contenere.',
      es: 'La talla brillante redonda: 58 facetas pensadas para devolver toda la luz y el fuego que un diamante puede contener.',
      de: 'Der runde Brillant: 58 Facetten, geschliffen, um so viel Licht und Feuer zurückzugeben, wie ein Diamant fassen kann.',
    },
    cutPhrase: { en: 'in a round brilliant cut', it: 'dal taglio brillante rotondo', es: 'de talla brillante redonda', de: 'im Brillantschliff' },
  },
  {
    code: 'OVAL',
    skuSuffix: 'OV',
    priceFactor: 1.02,
    name: { en: 'Oval', it: 'Ovale', es: 'Oval', de: 'Oval' },
    description: {
      en: 'A softly elongated brilliant that looks larger than its weight and flatters the hand.',
      it: 'Un brillante dolcemente allungato, che appare più grande del suo peso e slancia la mano.',
      es: 'Un brillante suavemente alargado que parece más grande de lo que pesa y estiliza la mano.',
      de: 'Ein sanft gestreckter Brillant, der größer wirkt, als er wiegt, und die Hand schmeichelnd streckt.',
    },
    cutPhrase: { en: 'in an oval cut', it: 'dal taglio ovale', es: 'de talla oval', de: 'im Ovalschliff' },
  },
  {
    code: 'PEAR',
    skuSuffix: 'PR',
    priceFactor: 1.04,
    name: { en: 'Pear', it: 'Goccia', es: 'Pera', de: 'Tropfen' },
    description: {
      en: 'Round on one side and pointed on the other, like a drop of light about to fall.',
      it: 'Rotonda da un lato e appuntita dall’altro, come una goccia di luce che sta per cadere.',
      es: 'Redonda por un lado y en punta por el otro, como una gota de luz a punto de caer.',
      de: 'Auf einer Seite rund, auf der anderen spitz, wie ein Lichttropfen kurz vor dem Fallen.',
    },
    cutPhrase: { en: 'in a pear cut', it: 'dal taglio a goccia', es: 'de talla pera', de: 'im Tropfenschliff' },
  },
  {
    code: 'MARQUISE',
    skuSuffix: 'MQ',
    priceFactor: 1.04,
    name: { en: 'Marquise', it: 'Marquise', es: 'Marquesa', de: 'Marquise' },
    description: {
      en: 'A boat-shaped cut with two fine points, born at the French court and still irresistibly dramatic.',
      it: 'Un taglio a navetta con due punte sottili, nato alla corte di Francia e ancora irresistibilmente teatrale.',
      es: 'Una talla en forma de barca con dos puntas finas, nacida en la corte francesa y todavía irresistiblemente teatral.',
      de: 'Ein schiffchenförmiger Schliff mit zwei feinen Spitzen, am französischen Hof entstanden und bis heute unwiderstehlich dramatisch.',
    },
    cutPhrase: { en: 'in a marquise cut', it: 'dal taglio marquise', es: 'de talla marquesa', de: 'im Marquiseschliff' },
  },
  {
    code: 'EMERALD',
    skuSuffix: 'EM',
    priceFactor: 1.06,
    name: { en: 'Emerald', it: 'Smeraldo', es: 'Esmeralda', de: 'Smaragd' },
    description: {
      en: 'Long step facets and cut corners: a hall of mirrors that favours clarity over sparkle.',
      it: 'Lunghe faccette a gradini e angoli smussati: una galleria di specchi che preferisce la limpidezza allo scintillio.',
      es: 'Largas facetas escalonadas y esquinas biseladas: una galería de espejos que prefiere la limpidez al destello.',
      de: 'Lange Treppenfacetten und abgeschrägte Ecken: ein Spiegelsaal, der Klarheit über Funkeln stellt.',
    },
    cutPhrase: { en: 'in an emerald cut', it: 'dal taglio smeraldo', es: 'de talla esmeralda', de: 'im Smaragdschliff' },
  },
  {
    code: 'BAGUETTE',
    skuSuffix: 'BG',
    priceFactor: 1,
    name: { en: 'Baguette', it: 'Baguette', es: 'Baguette', de: 'Baguette' },
    description: {
      en: 'A slim rectangle of step facets with a clean, graphic, almost architectural line.',
      it: 'Un rettangolo sottile a gradini dalla linea pulita, grafica, quasi architettonica.',
      es: 'Un rectángulo estrecho de facetas escalonadas, con una línea limpia, gráfica, casi arquitectónica.',
      de: 'Ein schmales Rechteck aus Treppenfacetten mit klarer, grafischer, fast architektonischer Linie.',
    },
    cutPhrase: { en: 'in a baguette cut', it: 'dal taglio baguette', es: 'de talla baguette', de: 'im Baguetteschliff' },
  },
  {
    code: 'PRINCESS',
    skuSuffix: 'PC',
    priceFactor: 1.02,
    name: { en: 'Princess', it: 'Princess', es: 'Princesa', de: 'Princess' },
    description: {
      en: 'A square brilliant with sharp corners: the fire of a round stone in a contemporary shape.',
      it: 'Un brillante quadrato dagli angoli vivi: il fuoco di una pietra rotonda in una forma contemporanea.',
      es: 'Un brillante cuadrado de esquinas vivas: el fuego de una piedra redonda en una forma contemporánea.',
      de: 'Ein quadratischer Brillant mit scharfen Ecken: das Feuer eines runden Steins in zeitgemäßer Form.',
    },
    cutPhrase: { en: 'in a princess cut', it: 'dal taglio princess', es: 'de talla princesa', de: 'im Princess-Schliff' },
  },
  {
    code: 'TRIANGULAR',
    skuSuffix: 'TR',
    priceFactor: 1.03,
    name: { en: 'Triangular', it: 'Triangolare', es: 'Triangular', de: 'Dreieck' },
    description: {
      en: 'Three gently curved sides and a bold, modern silhouette, beautiful alone or beside a centre stone.',
      it: 'Tre lati dolcemente curvi e una silhouette decisa e moderna, bellissima da sola o accanto a una pietra centrale.',
      es: 'Tres lados suavemente curvos y una silueta audaz y moderna, preciosa sola o junto a una piedra central.',
      de: 'Drei sanft gewölbte Seiten und eine kühne, moderne Silhouette – schön allein oder neben einem Mittelstein.',
    },
    cutPhrase: { en: 'in a triangular cut', it: 'dal taglio triangolare', es: 'de talla triangular', de: 'im Triangelschliff' },
  },
];
