import { CLUB, LOCALES } from '@ama/contracts';
import { buildFriendMail, buildSignUpMail } from './mails';

const signUp = {
  email: 'ada@example.com',
  name: 'Ada',
  lastname: 'Lovelace',
  memberLink: 'https://shop.example/it/club/member?token=abc.def.ghi',
  welcomeCode: 'CLUBWELCOME5-0000-0000-0000-0000',
  welcomePercent: CLUB.welcomeDiscount.percent,
  // 16 April 00:00 in Rome: the last valid day is 15 April.
  welcomeValidUntil: new Date('2026-04-15T22:00:00Z'),
};

describe('club sign-up mail', () => {
  it.each([
    ['en', 'Welcome to Club AMA', 'Dear Ada,', 'April 15, 2026', '€2,000'],
    ['it', 'Benvenuto nel Club AMA', 'Gentile Ada,', '15 aprile 2026', '2000 €'],
    ['es', 'Bienvenido al Club AMA', 'Hola, Ada:', '15 de abril de 2026', '2000 €'],
    ['de', 'Willkommen im Club AMA', 'Guten Tag Ada Lovelace,', '15. April 2026', '2.000 €'],
  ] as const)('writes the %s mail in that language: pending until €2,000, the link, the code and its last day', (locale, subject, greeting, lastDay, minimum) => {
    const mail = buildSignUpMail({ ...signUp, locale });
    expect(mail).toMatchObject({ to: signUp.email, subject });
    expect(mail.text.startsWith(`${greeting}\n\n`)).toBe(true);
    expect(mail.text).toContain(`\n\n${signUp.memberLink}\n\n`);
    expect(mail.text).toContain(`\n\n${signUp.welcomeCode}\n\n`);
    expect(mail.text).toContain(lastDay);
    expect(mail.text.replace(/\u00a0|\u202f/g, ' ')).toContain(minimum);
    expect(mail.html).toContain(`<html lang="${locale}">`);
    expect(mail.html).toContain(`<strong>${signUp.welcomeCode}</strong>`);
    expect(mail.html).toContain(`<a href="${signUp.memberLink}">`);
  });

  it('gives every language its own texts', () => {
    expect(new Set(LOCALES.map((locale) => buildSignUpMail({ ...signUp, locale }).text)).size).toBe(LOCALES.length);
  });

  it('renders names in the HTML as text, never as markup', () => {
    const mail = buildSignUpMail({ ...signUp, name: '<img src=x onerror=alert(1)>', lastname: "O'Brien & Co", locale: 'de' });
    expect(mail.html).not.toContain('<img');
    expect(mail.html).toContain('Guten Tag &lt;img src=x onerror=alert(1)&gt; O&#39;Brien &amp; Co,');
    expect(mail.text).toContain("Guten Tag <img src=x onerror=alert(1)> O'Brien & Co,");
  });

  it('escapes the link in its attribute', () => {
    const mail = buildSignUpMail({ ...signUp, memberLink: 'https://shop.example/en/club/member?token=a&b="c"', locale: 'en' });
    expect(mail.html).toContain('<a href="https://shop.example/en/club/member?token=a&amp;b=&quot;c&quot;">');
  });
});

describe('bring-a-friend mail', () => {
  it('tells the friend, in the member’s language, who gave them which code until when, escaping the member’s name', () => {
    const mail = buildFriendMail({
      friendEmail: 'friend@example.com',
      memberName: '<b>Ada</b>',
      memberLastname: 'Lovelace',
      locale: 'it',
      code: 'CLUBFRIEND10-0000-0000-0000-0000',
      percent: CLUB.bringAFriendDiscount.percent,
      validUntil: new Date('2026-04-15T22:00:00Z'),
    });
    expect(mail.to).toBe('friend@example.com');
    expect(mail.subject).toBe('AMA: un regalo del 10% da un amico');
    expect(mail.text).toContain('<b>Ada</b> Lovelace, socio del Club AMA');
    expect(mail.text).toContain('15 aprile 2026');
    expect(mail.html).toContain('&lt;b&gt;Ada&lt;/b&gt; Lovelace');
    expect(mail.html).not.toContain('<b>Ada');
    expect(mail.html).toContain('<strong>CLUBFRIEND10-0000-0000-0000-0000</strong>');
  });
});
