import type { Collection, GoldColour } from '@ama/contracts';
import type { Translated } from './types';

export interface CollectionSeed {
  code: Collection;
  /** Two-letter SKU prefix. */
  skuPrefix: string;
  defaultGold: GoldColour;
  /** Price factor of the collection's settings (more gold, more pavé → higher). */
  priceFactor: number;
  texts: Translated<{ name: string; subtitle: string; description: string }>;
  /** One sentence placing a product in its collection, used in product descriptions. */
  productLine: Translated;
}

export const COLLECTION_SEED: readonly CollectionSeed[] = [
  {
    code: 'GAIA',
    skuPrefix: 'GA',
    defaultGold: 'YELLOW',
    priceFactor: 1,
    texts: {
      en: {
        name: 'Gaia',
        subtitle: 'Born of the earth, free of mining',
        description:
          'Gaia honours the earth by leaving it untouched. Lab-grown diamonds and recycled gold are shaped into pieces with the quiet strength of stone and roots: warm, sculptural and made to last a lifetime.',
      },
      it: {
        name: 'Gaia',
        subtitle: 'Nata dalla terra, libera dalle miniere',
        description:
          'Gaia rende omaggio alla terra lasciandola intatta. Diamanti coltivati in laboratorio e oro riciclato prendono la forma di gioielli dalla forza quieta della pietra e delle radici: caldi, scultorei, fatti per durare tutta la vita.',
      },
      es: {
        name: 'Gaia',
        subtitle: 'Nacida de la tierra, libre de minería',
        description:
          'Gaia rinde homenaje a la tierra dejándola intacta. Diamantes cultivados en laboratorio y oro reciclado se convierten en joyas con la fuerza serena de la piedra y de las raíces: cálidas, escultóricas y hechas para toda la vida.',
      },
      de: {
        name: 'Gaia',
        subtitle: 'Aus der Erde geboren, frei von Minen',
        description:
          'Gaia ehrt die Erde, indem sie sie unberührt lässt. Im Labor gezüchtete Diamanten und recyceltes Gold werden zu Schmuckstücken mit der ruhigen Kraft von Stein und Wurzeln: warm, skulptural und für ein ganzes Leben gemacht.',
      },
    },
    productLine: {
      en: 'From the Gaia collection, a tribute to the earth that needs no mine.',
      it: 'Dalla collezione Gaia, un omaggio alla terra che non ha bisogno di miniere.',
      es: 'De la colección Gaia, un homenaje a la tierra que no necesita minas.',
      de: 'Aus der Kollektion Gaia, eine Hommage an die Erde, die keine Mine braucht.',
    },
  },
  {
    code: 'ALBA',
    skuPrefix: 'AL',
    defaultGold: 'ROSE',
    priceFactor: 1,
    texts: {
      en: {
        name: 'Alba',
        subtitle: 'The first light of day',
        description:
          'Alba captures the moment night turns into morning. Soft, luminous lines and diamonds that seem to hold the first pale light over the hills, for the beginnings you will always remember.',
      },
      it: {
        name: 'Alba',
        subtitle: 'La prima luce del giorno',
        description:
          'Alba coglie l’istante in cui la notte diventa mattino. Linee morbide e luminose e diamanti che sembrano trattenere la prima luce pallida sulle colline, per gli inizi che non dimenticherai mai.',
      },
      es: {
        name: 'Alba',
        subtitle: 'La primera luz del día',
        description:
          'Alba captura el instante en que la noche se convierte en mañana. Líneas suaves y luminosas y diamantes que parecen guardar la primera luz pálida sobre las colinas, para los comienzos que recordarás siempre.',
      },
      de: {
        name: 'Alba',
        subtitle: 'Das erste Licht des Tages',
        description:
          'Alba hält den Moment fest, in dem die Nacht zum Morgen wird. Weiche, leuchtende Linien und Diamanten, die das erste blasse Licht über den Hügeln einzufangen scheinen – für Anfänge, die man nie vergisst.',
      },
    },
    productLine: {
      en: 'From the Alba collection, as soft as the light of dawn.',
      it: 'Dalla collezione Alba, con la morbidezza della prima luce del mattino.',
      es: 'De la colección Alba, suave como la luz del amanecer.',
      de: 'Aus der Kollektion Alba, so sanft wie das Licht der Morgendämmerung.',
    },
  },
  {
    code: 'SELENE',
    skuPrefix: 'SE',
    defaultGold: 'WHITE',
    priceFactor: 1.05,
    texts: {
      en: {
        name: 'Selene',
        subtitle: 'Moonlight, set in gold',
        description:
          'Selene follows the moon through its phases. Crescent silhouettes and cool reflections glow softly from dusk to dawn, in pieces that are at once romantic and quietly modern.',
      },
      it: {
        name: 'Selene',
        subtitle: 'La luce della luna, incastonata nell’oro',
        description:
          'Selene segue la luna nelle sue fasi. Silhouette a falce e riflessi freddi brillano con dolcezza dal tramonto all’alba, in gioielli insieme romantici e discretamente moderni.',
      },
      es: {
        name: 'Selene',
        subtitle: 'La luz de la luna, engastada en oro',
        description:
          'Selene sigue a la luna a través de sus fases. Siluetas de media luna y reflejos fríos brillan suavemente del atardecer al amanecer, en joyas a la vez románticas y discretamente modernas.',
      },
      de: {
        name: 'Selene',
        subtitle: 'Mondlicht, in Gold gefasst',
        description:
          'Selene folgt dem Mond durch seine Phasen. Sichelförmige Silhouetten und kühle Reflexe leuchten sanft von der Dämmerung bis zum Morgen, in Schmuckstücken, die zugleich romantisch und leise modern sind.',
      },
    },
    productLine: {
      en: 'From the Selene collection, with the cool glow of moonlight.',
      it: 'Dalla collezione Selene, con il chiarore freddo della luna.',
      es: 'De la colección Selene, con el brillo frío de la luz de luna.',
      de: 'Aus der Kollektion Selene, mit dem kühlen Schimmer des Mondlichts.',
    },
  },
  {
    code: 'NYX',
    skuPrefix: 'NY',
    defaultGold: 'WHITE',
    priceFactor: 1.15,
    texts: {
      en: {
        name: 'Nyx',
        subtitle: 'The elegance of the night',
        description:
          'Nyx is the night sky turned into jewellery. Bold, architectural settings and step-cut diamonds that shine like stars against the dark, for evenings that deserve to be unforgettable.',
      },
      it: {
        name: 'Nyx',
        subtitle: 'L’eleganza della notte',
        description:
          'Nyx è il cielo notturno trasformato in gioiello. Montature decise e architettoniche e diamanti a gradini che brillano come stelle nel buio, per le serate che meritano di restare indimenticabili.',
      },
      es: {
        name: 'Nyx',
        subtitle: 'La elegancia de la noche',
        description:
          'Nyx es el cielo nocturno convertido en joya. Monturas audaces y arquitectónicas y diamantes de talla escalonada que brillan como estrellas en la oscuridad, para las noches que merecen ser inolvidables.',
      },
      de: {
        name: 'Nyx',
        subtitle: 'Die Eleganz der Nacht',
        description:
          'Nyx ist der Nachthimmel als Schmuck. Markante, architektonische Fassungen und Diamanten im Treppenschliff, die wie Sterne in der Dunkelheit funkeln – für Abende, die unvergesslich sein sollen.',
      },
    },
    productLine: {
      en: 'From the Nyx collection, graphic and bright as a starry night.',
      it: 'Dalla collezione Nyx, con una luce grafica come una notte stellata.',
      es: 'De la colección Nyx, gráfico y luminoso como una noche estrellada.',
      de: 'Aus der Kollektion Nyx, grafisch und strahlend wie eine Sternennacht.',
    },
  },
  {
    code: 'AISHA',
    skuPrefix: 'AI',
    defaultGold: 'YELLOW',
    priceFactor: 1,
    texts: {
      en: {
        name: 'Aisha',
        subtitle: 'A celebration of life',
        description:
          'Aisha means “life”. Generous, joyful pieces made for the moments you want to keep forever, from a first promise to an anniversary, with diamonds set to catch every smile.',
      },
      it: {
        name: 'Aisha',
        subtitle: 'Una celebrazione della vita',
        description:
          'Aisha significa “vita”. Gioielli generosi e gioiosi, creati per i momenti da custodire per sempre, dalla prima promessa a un anniversario, con diamanti incastonati per catturare ogni sorriso.',
      },
      es: {
        name: 'Aisha',
        subtitle: 'Una celebración de la vida',
        description:
          'Aisha significa «vida». Joyas generosas y alegres, creadas para los momentos que quieres guardar para siempre, desde una primera promesa hasta un aniversario, con diamantes engastados para atrapar cada sonrisa.',
      },
      de: {
        name: 'Aisha',
        subtitle: 'Eine Feier des Lebens',
        description:
          'Aisha bedeutet „Leben“. Großzügige, fröhliche Schmuckstücke für Momente, die man für immer bewahren möchte, vom ersten Versprechen bis zum Jahrestag, mit Diamanten, die jedes Lächeln einfangen.',
      },
    },
    productLine: {
      en: 'From the Aisha collection, made to celebrate the moments that matter.',
      it: 'Dalla collezione Aisha, per celebrare i momenti che contano.',
      es: 'De la colección Aisha, creada para celebrar los momentos que importan.',
      de: 'Aus der Kollektion Aisha, gemacht, um die wichtigen Momente zu feiern.',
    },
  },
  {
    code: 'AURORA',
    skuPrefix: 'AU',
    defaultGold: 'ROSE',
    priceFactor: 1.1,
    texts: {
      en: {
        name: 'Aurora',
        subtitle: 'Light in motion',
        description: 'Aurora is light that never stands still. Cascades of diamonds and fluid gold change with every gesture, like the northern sky on a clear winter night.',
      },
      it: {
        name: 'Aurora',
        subtitle: 'La luce in movimento',
        description: 'Aurora è una luce che non sta mai ferma. Cascate di diamanti e oro fluido cambiano a ogni gesto, come il cielo del nord in una limpida notte d’inverno.',
      },
      es: {
        name: 'Aurora',
        subtitle: 'La luz en movimiento',
        description: 'Aurora es una luz que nunca se detiene. Cascadas de diamantes y oro fluido cambian con cada gesto, como el cielo del norte en una clara noche de invierno.',
      },
      de: {
        name: 'Aurora',
        subtitle: 'Licht in Bewegung',
        description:
          'Aurora ist Licht, das niemals stillsteht. Kaskaden aus Diamanten und fließendem Gold verändern sich mit jeder Bewegung, wie der nördliche Himmel in einer klaren Winternacht.',
      },
    },
    productLine: {
      en: 'From the Aurora collection, where light follows every movement.',
      it: 'Dalla collezione Aurora, dove la luce segue ogni movimento.',
      es: 'De la colección Aurora, donde la luz sigue cada movimiento.',
      de: 'Aus der Kollektion Aurora, in der das Licht jeder Bewegung folgt.',
    },
  },
  {
    code: 'MISTRAL',
    skuPrefix: 'MI',
    defaultGold: 'WHITE',
    priceFactor: 1.05,
    texts: {
      en: {
        name: 'Mistral',
        subtitle: 'The freedom of the wind',
        description:
          'Mistral takes its name from the northern wind of the Mediterranean. Airy, asymmetric designs with clean lines and sharp, triangular light, for those who like their jewellery to move with them.',
      },
      it: {
        name: 'Mistral',
        subtitle: 'La libertà del vento',
        description:
          'Mistral prende il nome dal vento del nord che soffia sul Mediterraneo. Design ariosi e asimmetrici, linee pulite e una luce netta e triangolare, per chi ama gioielli che si muovono insieme a sé.',
      },
      es: {
        name: 'Mistral',
        subtitle: 'La libertad del viento',
        description:
          'Mistral toma su nombre del viento del norte que sopla sobre el Mediterráneo. Diseños aéreos y asimétricos, líneas limpias y una luz nítida y triangular, para quien quiere joyas que se muevan con él.',
      },
      de: {
        name: 'Mistral',
        subtitle: 'Die Freiheit des Windes',
        description:
          'Mistral ist nach dem Nordwind des Mittelmeers benannt. Luftige, asymmetrische Entwürfe mit klaren Linien und scharfem, dreieckigem Licht – für alle, deren Schmuck sich mit ihnen bewegen soll.',
      },
    },
    productLine: {
      en: 'From the Mistral collection, crisp and free as the northern wind.',
      it: 'Dalla collezione Mistral, con la libertà nitida del vento del nord.',
      es: 'De la colección Mistral, nítida y libre como el viento del norte.',
      de: 'Aus der Kollektion Mistral, klar und frei wie der Nordwind.',
    },
  },
  {
    code: 'ARIA',
    skuPrefix: 'AR',
    defaultGold: 'YELLOW',
    priceFactor: 0.9,
    texts: {
      en: {
        name: 'Aria',
        subtitle: 'Lightness made precious',
        description:
          'Aria is lightness itself. Fine, almost weightless settings let the diamond float close to the skin: everyday jewellery that you forget you are wearing, until someone notices it.',
      },
      it: {
        name: 'Aria',
        subtitle: 'La leggerezza resa preziosa',
        description:
          'Aria è la leggerezza stessa. Montature sottili, quasi senza peso, lasciano il diamante sospeso sulla pelle: gioielli di tutti i giorni che dimentichi di indossare, finché qualcuno non li nota.',
      },
      es: {
        name: 'Aria',
        subtitle: 'La ligereza hecha preciosa',
        description:
          'Aria es la ligereza misma. Monturas finas, casi sin peso, dejan que el diamante flote sobre la piel: joyas para cada día que olvidas que llevas puestas, hasta que alguien se fija en ellas.',
      },
      de: {
        name: 'Aria',
        subtitle: 'Leichtigkeit, kostbar gemacht',
        description:
          'Aria ist die Leichtigkeit selbst. Feine, fast schwerelose Fassungen lassen den Diamanten über der Haut schweben: Schmuck für jeden Tag, den man beim Tragen vergisst – bis jemand ihn bemerkt.',
      },
    },
    productLine: {
      en: 'From the Aria collection, light enough to wear every day.',
      it: 'Dalla collezione Aria, una leggerezza da indossare ogni giorno.',
      es: 'De la colección Aria, tan ligera que se lleva todos los días.',
      de: 'Aus der Kollektion Aria, leicht genug für jeden Tag.',
    },
  },
];
