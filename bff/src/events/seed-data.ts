import type { Locale } from '@ama/contracts';

export interface EventTexts {
  title: string;
  summary: string;
  description: string;
  venueName: string;
  address: string;
  city: string;
}

export interface EventSeed {
  key: string;
  /** ISO 8601 with the venue's offset at that date. */
  startsAt: string;
  endsAt: string;
  capacity: number;
  /** Seats the organiser holds for invited guests outside the shop (press, partners). */
  seatsReserved: number;
  status: 'open' | 'cancelled';
  /**
   * One of "the season ahead": moved on by whole years (same day, same season, key suffixed with its
   * year) when a database is created after it began (seed.ts), so a new shop always opens with it.
   */
  inSeasonAhead?: boolean;
  texts: Record<Locale, EventTexts>;
}

const MILAN_SHOWROOM = {
  en: { venueName: 'AMA Milan showroom', address: 'Via della Spiga 26, 20121 Milan', city: 'Milan' },
  it: { venueName: 'Showroom AMA di Milano', address: 'Via della Spiga 26, 20121 Milano', city: 'Milano' },
  es: { venueName: 'Showroom AMA de Milán', address: 'Via della Spiga 26, 20121 Milán', city: 'Milán' },
  de: { venueName: 'AMA Showroom Mailand', address: 'Via della Spiga 26, 20121 Mailand', city: 'Mailand' },
} as const;

/**
 * The shop's events (docs/requirements.md#events: the Milan showroom evening of 3 October 2024, 18:30; and the season
 * ahead). One has seats for everyone, one is nearly full, one is sold out, one was cancelled by the
 * organiser. Loaded once per database (bff/src/events/seed.ts); keys never change.
 */
export const EVENT_SEED: readonly EventSeed[] = [
  {
    key: 'milan-showroom-evening-2024',
    startsAt: '2024-10-03T18:30:00+02:00',
    endsAt: '2024-10-03T21:30:00+02:00',
    capacity: 60,
    seatsReserved: 48,
    status: 'open',
    texts: {
      en: {
        title: 'An evening at the Milan showroom',
        summary: 'Our partners and clients discover the autumn collection over an aperitivo.',
        description:
          'An autumn evening in the heart of Milan, among the new rings and necklaces of the season.\n\nOur goldsmiths from Valenza show how a lab-grown diamond is set in recycled 18KT gold, and our gemmologist answers every question about cut, colour and clarity. An aperitivo follows in the showroom courtyard.',
        ...MILAN_SHOWROOM.en,
      },
      it: {
        title: 'Una serata allo showroom di Milano',
        summary: "Partner e clienti scoprono la collezione d'autunno davanti a un aperitivo.",
        description:
          "Una serata d'autunno nel cuore di Milano, tra i nuovi anelli e collier della stagione.\n\nI nostri orafi di Valenza mostrano come si incastona un diamante coltivato in oro riciclato 18KT, e la nostra gemmologa risponde a ogni domanda su taglio, colore e purezza. Segue un aperitivo nel cortile dello showroom.",
        ...MILAN_SHOWROOM.it,
      },
      es: {
        title: 'Una velada en el showroom de Milán',
        summary: 'Socios y clientes descubren la colección de otoño con un aperitivo.',
        description:
          'Una velada de otoño en el corazón de Milán, entre los nuevos anillos y collares de la temporada.\n\nNuestros orfebres de Valenza muestran cómo se engasta un diamante de laboratorio en oro reciclado de 18 quilates, y nuestra gemóloga responde a todas las preguntas sobre talla, color y pureza. Después, un aperitivo en el patio del showroom.',
        ...MILAN_SHOWROOM.es,
      },
      de: {
        title: 'Ein Abend im Showroom Mailand',
        summary: 'Partner und Kunden entdecken die Herbstkollektion bei einem Aperitivo.',
        description:
          'Ein Herbstabend im Herzen Mailands, zwischen den neuen Ringen und Colliers der Saison.\n\nUnsere Goldschmiede aus Valenza zeigen, wie ein im Labor gezüchteter Diamant in recyceltes 18-Karat-Gold gefasst wird, und unsere Gemmologin beantwortet jede Frage zu Schliff, Farbe und Reinheit. Anschließend Aperitivo im Innenhof des Showrooms.',
        ...MILAN_SHOWROOM.de,
      },
    },
  },
  {
    key: 'valenza-atelier-winter-evening-2026',
    inSeasonAhead: true,
    startsAt: '2026-12-10T18:00:00+01:00',
    endsAt: '2026-12-10T21:00:00+01:00',
    capacity: 200,
    seatsReserved: 40,
    status: 'open',
    texts: {
      en: {
        title: 'Winter evening at the Valenza atelier',
        summary: 'Watch our goldsmiths at the bench and toast the season where every AMA jewel is made.',
        description:
          'Once a year we open the doors of our atelier in Valenza, the town where Italian fine jewellery has been made for two centuries.\n\nWalk from bench to bench as our goldsmiths shape recycled gold, set diamonds and engrave each serial code. Mulled wine and Piedmontese sweets by the fire; bring your colleagues, there is room for everyone.',
        venueName: 'AMA atelier',
        address: 'Viale Dante 12, 15048 Valenza',
        city: 'Valenza',
      },
      it: {
        title: "Serata d'inverno nel laboratorio di Valenza",
        summary: 'Guarda i nostri orafi al banco e brinda alla stagione dove nasce ogni gioiello AMA.',
        description:
          "Una volta l'anno apriamo le porte del nostro laboratorio a Valenza, la città dove da due secoli nasce l'alta gioielleria italiana.\n\nPassa da un banco all'altro mentre i nostri orafi modellano l'oro riciclato, incastonano i diamanti e incidono ogni codice seriale. Vin brulè e dolci piemontesi accanto al camino; porta i tuoi colleghi, c'è posto per tutti.",
        venueName: 'Laboratorio AMA',
        address: 'Viale Dante 12, 15048 Valenza',
        city: 'Valenza',
      },
      es: {
        title: 'Velada de invierno en el taller de Valenza',
        summary: 'Mira a nuestros orfebres en el banco y brinda por la temporada donde nace cada joya AMA.',
        description:
          'Una vez al año abrimos las puertas de nuestro taller en Valenza, la ciudad donde desde hace dos siglos se crea la alta joyería italiana.\n\nPasea de banco en banco mientras nuestros orfebres dan forma al oro reciclado, engastan los diamantes y graban cada código de serie. Vino caliente y dulces piamonteses junto a la chimenea; trae a tus colegas, hay sitio para todos.',
        venueName: 'Taller AMA',
        address: 'Viale Dante 12, 15048 Valenza',
        city: 'Valenza',
      },
      de: {
        title: 'Winterabend im Atelier in Valenza',
        summary: 'Schauen Sie unseren Goldschmieden über die Schulter, dort, wo jedes AMA-Schmuckstück entsteht.',
        description:
          'Einmal im Jahr öffnen wir die Türen unseres Ateliers in Valenza, der Stadt, in der seit zwei Jahrhunderten italienischer Feinschmuck entsteht.\n\nGehen Sie von Werkbank zu Werkbank, während unsere Goldschmiede recyceltes Gold formen, Diamanten fassen und jeden Seriencode gravieren. Glühwein und piemontesisches Gebäck am Kamin; bringen Sie Ihre Kolleginnen und Kollegen mit, es ist Platz für alle.',
        venueName: 'AMA Atelier',
        address: 'Viale Dante 12, 15048 Valenza',
        city: 'Valenza',
      },
    },
  },
  {
    key: 'rome-holiday-preview-2026',
    inSeasonAhead: true,
    startsAt: '2026-12-16T18:30:00+01:00',
    endsAt: '2026-12-16T21:00:00+01:00',
    capacity: 40,
    seatsReserved: 37,
    status: 'open',
    texts: {
      en: {
        title: 'Holiday preview in Rome',
        summary: 'A private first look at the gifts of the season, a few steps from the Spanish Steps.',
        description:
          'Before the boutique opens its holiday windows, we welcome a small circle of guests for a private preview.\n\nOur stylists suggest a piece for everyone on your list, engravings are offered on the spot, and prosecco flows until late. Only a few seats remain.',
        venueName: 'AMA Rome boutique',
        address: 'Via dei Condotti 21, 00187 Rome',
        city: 'Rome',
      },
      it: {
        title: 'Anteprima delle feste a Roma',
        summary: 'Uno sguardo privato sui regali della stagione, a due passi da Trinità dei Monti.',
        description:
          "Prima che la boutique allestisca le vetrine delle feste, accogliamo una piccola cerchia di ospiti per un'anteprima privata.\n\nI nostri stylist suggeriscono un gioiello per ogni persona della tua lista, le incisioni sono offerte sul momento e il prosecco scorre fino a tardi. Restano pochi posti.",
        venueName: 'Boutique AMA di Roma',
        address: 'Via dei Condotti 21, 00187 Roma',
        city: 'Roma',
      },
      es: {
        title: 'Preestreno navideño en Roma',
        summary: 'Un primer vistazo privado a los regalos de la temporada, a dos pasos de la Plaza de España.',
        description:
          'Antes de que la boutique estrene sus escaparates navideños, recibimos a un pequeño círculo de invitados para un preestreno privado.\n\nNuestros estilistas sugieren una pieza para cada persona de tu lista, los grabados se ofrecen al momento y el prosecco corre hasta tarde. Quedan pocas plazas.',
        venueName: 'Boutique AMA de Roma',
        address: 'Via dei Condotti 21, 00187 Roma',
        city: 'Roma',
      },
      de: {
        title: 'Festtags-Preview in Rom',
        summary: 'Ein privater erster Blick auf die Geschenke der Saison, wenige Schritte von der Spanischen Treppe.',
        description:
          'Bevor die Boutique ihre Festtagsfenster enthüllt, empfangen wir einen kleinen Kreis von Gästen zu einer privaten Vorschau.\n\nUnsere Stylisten schlagen für jede Person auf Ihrer Liste ein Schmuckstück vor, Gravuren gibt es direkt vor Ort, und der Prosecco fließt bis spät. Es sind nur noch wenige Plätze frei.',
        venueName: 'AMA Boutique Rom',
        address: 'Via dei Condotti 21, 00187 Rom',
        city: 'Rom',
      },
    },
  },
  {
    key: 'milan-lab-grown-diamonds-talk-2027',
    inSeasonAhead: true,
    startsAt: '2027-01-21T19:00:00+01:00',
    endsAt: '2027-01-21T21:00:00+01:00',
    capacity: 30,
    seatsReserved: 30,
    status: 'open',
    texts: {
      en: {
        title: 'Lab-grown diamonds: a conversation',
        summary: 'Our gemmologist on how a diamond is grown, graded and certified. Sold out, thank you!',
        description:
          'What makes a lab-grown diamond a real diamond? How is it graded, and what does the IGI certificate tell you?\n\nAn hour with our gemmologist, loupes in hand, followed by questions and a glass of Franciacorta. All seats are taken; watch this page for the next date.',
        ...MILAN_SHOWROOM.en,
      },
      it: {
        title: 'Diamanti coltivati: una conversazione',
        summary: 'La nostra gemmologa racconta come un diamante viene coltivato, classificato e certificato. Tutto esaurito, grazie!',
        description:
          "Che cosa rende un diamante coltivato un vero diamante? Come si classifica, e che cosa dice il certificato IGI?\n\nUn'ora con la nostra gemmologa, lente alla mano, seguita da domande e un calice di Franciacorta. Tutti i posti sono esauriti; segui questa pagina per la prossima data.",
        ...MILAN_SHOWROOM.it,
      },
      es: {
        title: 'Diamantes de laboratorio: una conversación',
        summary: 'Nuestra gemóloga explica cómo se cultiva, clasifica y certifica un diamante. ¡Agotado, gracias!',
        description:
          '¿Qué hace que un diamante de laboratorio sea un diamante de verdad? ¿Cómo se clasifica y qué dice el certificado IGI?\n\nUna hora con nuestra gemóloga, lupa en mano, seguida de preguntas y una copa de Franciacorta. Todas las plazas están ocupadas; consulta esta página para la próxima fecha.',
        ...MILAN_SHOWROOM.es,
      },
      de: {
        title: 'Im Labor gezüchtete Diamanten: ein Gespräch',
        summary: 'Unsere Gemmologin erklärt, wie ein Diamant gezüchtet, bewertet und zertifiziert wird. Ausverkauft, vielen Dank!',
        description:
          'Was macht einen im Labor gezüchteten Diamanten zu einem echten Diamanten? Wie wird er bewertet, und was sagt das IGI-Zertifikat?\n\nEine Stunde mit unserer Gemmologin, die Lupe in der Hand, danach Fragen und ein Glas Franciacorta. Alle Plätze sind vergeben; auf dieser Seite finden Sie den nächsten Termin.',
        ...MILAN_SHOWROOM.de,
      },
    },
  },
  {
    key: 'florence-spring-collection-2027',
    inSeasonAhead: true,
    startsAt: '2027-03-18T18:30:00+01:00',
    endsAt: '2027-03-18T21:30:00+01:00',
    capacity: 120,
    seatsReserved: 20,
    status: 'open',
    texts: {
      en: {
        title: 'The spring collection in Florence',
        summary: 'New pieces inspired by the gardens of Boboli, unveiled in our Florence boutique.',
        description:
          'Spring arrives early on Via de’ Tornabuoni: we unveil a collection of rings and earrings drawn from the lines of the Boboli gardens.\n\nMeet the designer, try every piece, and enjoy Tuscan wines on the terrace. A relaxed evening for teams, partners and friends.',
        venueName: 'AMA Florence boutique',
        address: 'Via de’ Tornabuoni 15, 50123 Florence',
        city: 'Florence',
      },
      it: {
        title: 'La collezione di primavera a Firenze',
        summary: 'Nuove creazioni ispirate al Giardino di Boboli, svelate nella nostra boutique di Firenze.',
        description:
          'La primavera arriva presto in via de’ Tornabuoni: presentiamo una collezione di anelli e orecchini nata dalle linee del Giardino di Boboli.\n\nIncontra la designer, prova ogni gioiello e goditi i vini toscani in terrazza. Una serata rilassata per team, partner e amici.',
        venueName: 'Boutique AMA di Firenze',
        address: 'Via de’ Tornabuoni 15, 50123 Firenze',
        city: 'Firenze',
      },
      es: {
        title: 'La colección de primavera en Florencia',
        summary: 'Nuevas piezas inspiradas en los jardines de Boboli, presentadas en nuestra boutique de Florencia.',
        description:
          'La primavera llega pronto a Via de’ Tornabuoni: presentamos una colección de anillos y pendientes inspirada en las líneas de los jardines de Boboli.\n\nConoce a la diseñadora, pruébate cada pieza y disfruta de los vinos toscanos en la terraza. Una velada relajada para equipos, socios y amigos.',
        venueName: 'Boutique AMA de Florencia',
        address: 'Via de’ Tornabuoni 15, 50123 Florencia',
        city: 'Florencia',
      },
      de: {
        title: 'Die Frühjahrskollektion in Florenz',
        summary: 'Neue Stücke nach dem Vorbild der Boboli-Gärten, vorgestellt in unserer Boutique in Florenz.',
        description:
          'Der Frühling kommt früh in die Via de’ Tornabuoni: Wir stellen eine Kollektion von Ringen und Ohrringen vor, die den Linien der Boboli-Gärten folgt.\n\nLernen Sie die Designerin kennen, probieren Sie jedes Stück und genießen Sie toskanische Weine auf der Terrasse. Ein entspannter Abend für Teams, Partner und Freunde.',
        venueName: 'AMA Boutique Florenz',
        address: 'Via de’ Tornabuoni 15, 50123 Florenz',
        city: 'Florenz',
      },
    },
  },
  {
    key: 'venice-biennale-dinner-2027',
    inSeasonAhead: true,
    startsAt: '2027-05-13T20:00:00+02:00',
    endsAt: '2027-05-13T23:00:00+02:00',
    capacity: 50,
    seatsReserved: 0,
    status: 'cancelled',
    texts: {
      en: {
        title: 'Dinner on the lagoon in Venice',
        summary: 'Our dinner for the opening of the Biennale will not take place this year. We hope to see you at another evening.',
        description:
          'We had planned a dinner on the lagoon for the opening of the Biennale. The evening has been cancelled by the organiser; no registration is open.\n\nWe are sorry, and look forward to welcoming you at one of our other events.',
        venueName: 'Palazzo on the Grand Canal',
        address: 'San Marco 2467, 30124 Venice',
        city: 'Venice',
      },
      it: {
        title: 'Cena in laguna a Venezia',
        summary: "La nostra cena per l'apertura della Biennale quest'anno non avrà luogo. Speriamo di vederti a un'altra serata.",
        description:
          "Avevamo previsto una cena in laguna per l'apertura della Biennale. La serata è stata annullata dall'organizzatore; le registrazioni sono chiuse.\n\nCe ne scusiamo, e speriamo di accoglierti a uno dei nostri altri eventi.",
        venueName: 'Palazzo sul Canal Grande',
        address: 'San Marco 2467, 30124 Venezia',
        city: 'Venezia',
      },
      es: {
        title: 'Cena en la laguna de Venecia',
        summary: 'Nuestra cena por la inauguración de la Bienal no se celebrará este año. Esperamos verte en otra velada.',
        description:
          'Habíamos previsto una cena en la laguna para la inauguración de la Bienal. El organizador ha cancelado la velada; no hay inscripciones abiertas.\n\nLo sentimos, y esperamos recibirte en otro de nuestros eventos.',
        venueName: 'Palacio en el Gran Canal',
        address: 'San Marco 2467, 30124 Venecia',
        city: 'Venecia',
      },
      de: {
        title: 'Dinner an der Lagune in Venedig',
        summary: 'Unser Dinner zur Eröffnung der Biennale findet dieses Jahr nicht statt. Wir freuen uns, Sie bei einem anderen Abend zu sehen.',
        description:
          'Wir hatten zur Eröffnung der Biennale ein Dinner an der Lagune geplant. Der Abend wurde vom Veranstalter abgesagt; Anmeldungen sind nicht möglich.\n\nWir bedauern dies und freuen uns, Sie bei einer unserer anderen Veranstaltungen begrüßen zu dürfen.',
        venueName: 'Palazzo am Canal Grande',
        address: 'San Marco 2467, 30124 Venedig',
        city: 'Venedig',
      },
    },
  },
];
