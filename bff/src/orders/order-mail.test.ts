import { LOCALES, type Order } from '@ama/contracts';
import { buildOrderMail } from './order-mail';

const order = (overrides: Partial<Order> = {}): Order => ({
  reference: 'r'.repeat(43),
  number: 'AMA-7K3F-9Q',
  placedAt: '2030-06-14T22:30:00.000Z',
  locale: 'en',
  email: 'ada@example.com',
  customer: { name: 'Ada', surname: 'Lovelace', phone: '+393471234567' },
  shippingAddress: { country: 'IT', region: 'Lombardia', province: 'MI', city: 'Milano', address: 'Via Montenapoleone 1', zipCode: '20121' },
  billingAddress: { country: 'DE', city: 'Berlin', address: 'Unter den Linden 1', zipCode: '10117' },
  fiscalCode: null,
  giftWrapping: false,
  giftMessage: null,
  shipsBy: '2026-12-22',
  discountCode: null,
  discountKind: null,
  lines: [
    {
      sku: 'GA-SOL-OV',
      name: 'Gaia Solitaire Ring',
      imageUrl: '/api/products/GA-SOL-OV/image.svg?gold=ROSE',
      quantity: 2,
      options: { gold: 'ROSE', size: '14', engraving: 'A&B <3' },
      selection: [
        { type: 'GOLD_COLOUR', value: 'ROSE', label: 'Gold colour', valueLabel: '18KT rose gold', priceDeltaCents: 0 },
        { type: 'SIZE', value: '14', label: 'Ring size', valueLabel: '14', priceDeltaCents: 0 },
        { type: 'WRITING', value: 'A&B <3', label: 'Engraving', valueLabel: 'A&B <3', priceDeltaCents: 5_000 },
      ],
      unitPriceCents: 123_450,
      lineTotalCents: 246_900,
    },
  ],
  totals: { subtotalCents: 246_900, discountCents: 24_690, shippingCents: 0, totalCents: 222_210, currency: 'EUR' },
  payment: { brand: 'visa', last4: '4242' },
  status: 'received',
  history: [{ status: 'received', at: '2026-03-14T10:00:00.000Z', carrier: null, trackingNumber: null }],
  returns: [],
  returnable: { until: null, lines: [{ position: 1, block: 'not_delivered' }] },
  renewals: [],
  renewable: { until: '2028-03-14T23:00:00.000Z', area: 'eu_area', contributionCents: 3_000, lines: [{ position: 1, block: 'not_delivered' }] },
  ...overrides,
});

describe('the order summary e-mail', () => {
  it('lists the order number, each line with its options and engraving fee, the totals, the payment and both addresses', () => {
    const mail = buildOrderMail(order({ discountCode: 'AMA10', discountKind: 'percent', fiscalCode: 'RSSMRA85T10A562S' }));
    expect(mail.to).toBe('ada@example.com');
    expect(mail.subject).toBe('AMA: your order AMA-7K3F-9Q');
    for (const line of [
      'Dear Ada,',
      'Order number: AMA-7K3F-9Q',
      // 22:30 UTC on 14 June is 15 June in Italy.
      'Placed on: June 15, 2030',
      '2 × Gaia Solitaire Ring: €2,469.00',
      'Gold colour: 18KT rose gold',
      'Engraving: A&B <3 (+€50.00)',
      'Subtotal: €2,469.00',
      'Discount (AMA10): −€246.90',
      'Shipping (insured): Free',
      'Total (VAT included): €2,222.10',
      'Ships by: Tuesday, December 22, 2026',
      'Paid with Visa ending in 4242',
      'Shipping address\nAda Lovelace\nVia Montenapoleone 1\n20121 Milano (MI)\nLombardia\nItaly',
      'Billing address\nAda Lovelace\nUnter den Linden 1\n10117 Berlin\nGermany\nTax code: RSSMRA85T10A562S',
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).not.toContain('Gift');
  });

  it('escapes every text of the shopper and the catalogue in the HTML, and keeps the gift message’s lines', () => {
    const mail = buildOrderMail(
      order({ customer: { name: '<img src=x onerror=alert(1)>', surname: 'L', phone: '+1' }, giftWrapping: true, giftMessage: 'Per te\n<script>alert("x")</script>' }),
    );
    expect(mail.html).toContain('Dear &lt;img src=x onerror=alert(1)&gt;,');
    expect(mail.html).toContain('Engraving: A&amp;B &lt;3 (+€50.00)');
    expect(mail.html).toContain('Per te<br>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
    expect(mail.html).not.toMatch(/<img|<script/);
    expect(mail.text).toContain('Gift wrapping requested');
    expect(mail.text).toContain('Gift message\nPer te\n<script>alert("x")</script>');
  });

  it.each([
    [
      'it',
      'AMA: il tuo ordine AMA-7K3F-9Q',
      [
        'Gentile Ada,',
        'Totale (IVA inclusa): 2222,10 €',
        'Effettuato il: 15 giugno 2030',
        'Spedizione entro il: martedì 22 dicembre 2026',
        '(+50,00 €)',
        'Italia',
        'Spedizione (assicurata): Gratuita',
      ],
    ],
    ['es', 'AMA: tu pedido AMA-7K3F-9Q', ['Hola, Ada:', 'Total (IVA incluido): 2222,10 €', 'Realizado el: 15 de junio de 2030', 'Alemania']],
    [
      'de',
      'AMA: Ihre Bestellung AMA-7K3F-9Q',
      [
        'Guten Tag Ada Lovelace,',
        'Gesamt (inkl. MwSt.): 2.222,10 €',
        'Bestellt am: 15. Juni 2030',
        'Versand bis: Dienstag, 22. Dezember 2026',
        'Italien',
        'Versand (versichert): Kostenlos',
      ],
    ],
  ] as const)('speaks %s: amounts, dates and countries as that language writes them', (locale, subject, lines) => {
    const mail = buildOrderMail(order({ locale }));
    expect(mail.subject).toBe(subject);
    // Intl separates the amount from the euro sign with a no-break space.
    const text = mail.text.replace(/\u00A0/g, ' ');
    for (const line of lines) expect(text).toContain(line);
  });

  it('has a subject, a greeting and a signature in every locale, and never a placeholder left', () => {
    const subjects = LOCALES.map((locale) => buildOrderMail(order({ locale })).subject);
    expect(new Set(subjects).size).toBe(LOCALES.length);
    for (const locale of LOCALES) expect(buildOrderMail(order({ locale })).text).not.toMatch(/undefined|null|NaN|\$\{/);
  });

  it.each([
    ['en', 'Free engraving, Club AMA (ENGRAVE-7Q2M): −€50.00'],
    ['it', 'Incisione in omaggio, Club AMA (ENGRAVE-7Q2M): −50,00 €'],
    ['es', 'Grabado gratuito, Club AMA (ENGRAVE-7Q2M): −50,00 €'],
    ['de', 'Kostenlose Gravur, Club AMA (ENGRAVE-7Q2M): −50,00 €'],
  ] as const)('names a Club AMA free engraving as such, not as a discount (%s)', (locale, line) => {
    const totals = { subtotalCents: 246_900, discountCents: 5_000, shippingCents: 0, totalCents: 241_900, currency: 'EUR' } as const;
    const mail = buildOrderMail(order({ locale, discountCode: 'ENGRAVE-7Q2M', discountKind: 'engraving', totals }));
    expect(mail.text.replace(/\u00A0/g, ' ')).toContain(line);
    expect(mail.text).not.toMatch(/(Discount|Sconto|Descuento|Rabatt) \(ENGRAVE/);
  });

  it('leaves the discount out when there is none, and shows a shipping cost that is not free', () => {
    const mail = buildOrderMail(order({ totals: { subtotalCents: 246_900, discountCents: 0, shippingCents: 1_500, totalCents: 248_400, currency: 'EUR' } }));
    expect(mail.text).not.toContain('Discount');
    expect(mail.text).toContain('Shipping (insured): €15.00');
  });
});
