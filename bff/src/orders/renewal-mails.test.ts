import { LOCALES, type WarrantyRenewal } from '@ama/contracts';
import { buildRenewalMail } from './renewal-mails';

const renewal = (changes: Partial<WarrantyRenewal> = {}): WarrantyRenewal => ({
  id: '00000000-0000-4000-8000-000000000001',
  position: 1,
  name: 'Gaia <Pendant>',
  status: 'requested',
  amountCents: 3_000,
  currency: 'EUR',
  payment: { brand: 'visa', last4: '4242', status: 'captured' },
  requestedAt: '2026-12-02T10:00:00.000Z',
  receivedAt: null,
  inServiceAt: null,
  sentBackAt: null,
  carrier: null,
  trackingNumber: null,
  ...changes,
});
const mail = (locale: (typeof LOCALES)[number], changes: Partial<WarrantyRenewal> = {}) =>
  buildRenewalMail({ number: 'AMA-7K3F-9Q', locale, email: 'giulia@example.com', name: 'Giulia', surname: 'Rossi', renewal: renewal(changes) });

describe('the warranty renewal’s e-mails', () => {
  it('confirms the request in each language: the service, the piece, what was paid and how to send the piece', () => {
    expect(Object.fromEntries(LOCALES.map((locale) => [locale, mail(locale).subject]))).toEqual({
      en: 'AMA: your warranty renewal for order AMA-7K3F-9Q',
      it: 'AMA: il rinnovo in garanzia per l’ordine AMA-7K3F-9Q',
      es: 'AMA: la renovación en garantía del pedido AMA-7K3F-9Q',
      de: 'AMA: Ihre Garantie-Auffrischung zur Bestellung AMA-7K3F-9Q',
    });
    const italian = mail('it');
    expect(italian.text).toContain('Gentile Giulia,');
    expect(italian.text).toContain('rodiatura');
    expect(italian.text).toContain('Gioiello: Gaia <Pendant>');
    expect(italian.text).toContain('Contributo di spedizione pagato: 30,00');
    expect(italian.text).toContain('Pagato con Visa che termina con 4242');
    expect(italian.text).toContain('Come spedirlo');
    expect(mail('de').text).toContain('Guten Tag Giulia Rossi,');
    expect(mail('en', { amountCents: 5_000 }).text).toContain('Shipping contribution paid: €50.00');
    // The piece's name is text: escaped in the HTML.
    expect(italian.html).toContain('Gaia &lt;Pendant&gt;');
    expect(italian.html).not.toContain('<Pendant>');
  });

  it('tells each step, the way back with its carrier, tracking number and the carrier’s page', () => {
    expect(mail('es', { status: 'received' }).subject).toBe('AMA: tu joya ha llegado para su renovación (pedido AMA-7K3F-9Q)');
    expect(mail('en', { status: 'in_service' }).text).toContain('our goldsmiths are now renewing your Gaia <Pendant>');
    const back = mail('it', { status: 'sent_back', carrier: 'DHL', trackingNumber: '1234567890' });
    expect(back.subject).toBe('AMA: il tuo gioiello rinnovato è in viaggio (ordine AMA-7K3F-9Q)');
    expect(back.text).toContain('Corriere: DHL');
    expect(back.text).toContain('Numero di tracciamento: 1234567890');
    expect(back.text).toMatch(/Segui il tuo pacco: https:\/\//);
    expect(back.text).not.toContain('Come spedirlo');
    expect(mail('de', { status: 'sent_back' }).text).not.toContain('Versanddienst');
  });
});
