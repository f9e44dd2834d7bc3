import { LOCALES } from '@ama/contracts';
import { escapeHtml } from '../mail';
import { buildConfirmationMail } from './confirmation-mail';
import { generateDiscountCode } from './discount-code';

const input = { email: 'ada@example.com', name: 'Ada', surname: 'Lovelace', discountCode: 'WELCOME10-ABCD-EFGH-JKMN-PQRS', discountPercent: 10 };

describe('buildConfirmationMail', () => {
  it.each([
    ['en', 'AMA: your 10% welcome code', 'Dear Ada,'],
    ['it', 'AMA: il tuo codice di benvenuto del 10%', 'Gentile Ada,'],
    ['es', 'AMA: tu código de bienvenida del 10 %', 'Hola, Ada:'],
    ['de', 'AMA: Ihr Willkommenscode über 10 %', 'Guten Tag Ada Lovelace,'],
  ] as const)('writes the %s mail in that language with the code', (locale, subject, greeting) => {
    const mail = buildConfirmationMail({ ...input, locale });
    expect(mail).toMatchObject({ to: 'ada@example.com', subject });
    expect(mail.text.startsWith(`${greeting}\n\n`)).toBe(true);
    expect(mail.text).toContain(`\n\n${input.discountCode}\n\n`);
    expect(mail.html).toContain(`<html lang="${locale}">`);
    expect(mail.html).toContain(`<strong>${input.discountCode}</strong>`);
  });

  it('gives every language its own texts', () => {
    const bodies = LOCALES.map((locale) => buildConfirmationMail({ ...input, locale }).text);
    expect(new Set(bodies).size).toBe(LOCALES.length);
  });

  it('renders user text in the HTML as text, never as markup', () => {
    const mail = buildConfirmationMail({ ...input, name: '"><script>alert(1)</script>', surname: "O'Brien & Co", locale: 'de' });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('Guten Tag &quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt; O&#39;Brien &amp; Co,');
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters and nothing else', () => {
    expect(escapeHtml(`<a href="x">Tom & Jerry's</a> è`)).toBe('&lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#39;s&lt;/a&gt; è');
  });
});

describe('generateDiscountCode', () => {
  it('spells 80 random bits as 16 unambiguous symbols after the offer prefix', () => {
    expect(generateDiscountCode(10, Buffer.alloc(10, 0))).toBe('WELCOME10-0000-0000-0000-0000');
    expect(generateDiscountCode(10, Buffer.alloc(10, 0xff))).toBe('WELCOME10-ZZZZ-ZZZZ-ZZZZ-ZZZZ');
    expect(generateDiscountCode(10, Buffer.from([0, 0, 0, 0, 0, 0, 0, 0, 0, 33]))).toBe('WELCOME10-0000-0000-0000-0011');
  });

  it('draws a fresh code every time, without I, L, O or U', () => {
    const codes = Array.from({ length: 200 }, () => generateDiscountCode(10));
    expect(new Set(codes).size).toBe(200);
    for (const code of codes) expect(code).toMatch(/^WELCOME10(-[0-9A-HJKMNP-TV-Z]{4}){4}$/);
  });
});
