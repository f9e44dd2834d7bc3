import { render, screen } from '@testing-library/react';
import { createShopStore, initI18n, PlatformProvider } from '@ama/platform';
import { InlineText } from './inline-text';
import { fillFacts, plainText } from './plain-text';
import { contentFacts } from './facts';

const facts = { days: '14', email: 'care@example.com' };

beforeAll(() => {
  createShopStore();
  initI18n('it');
});

function renderText(text: string) {
  window.history.replaceState(null, '', '/it/help');
  return render(
    <PlatformProvider>
      <p data-testid="text">
        <InlineText text={text} facts={facts} />
      </p>
    </PlatformProvider>,
  );
}

test('facts are filled in, an unknown one is a writer mistake', () => {
  expect(fillFacts('Within {{days}} days', facts)).toBe('Within 14 days');
  expect(() => fillFacts('{{nope}}', facts)).toThrow('Unknown fact {{nope}}');
});

test('strong text and a shop link (given the locale prefix) become elements', () => {
  renderText('Read **carefully** the [return policy](/return-policy) within {{days}} days.');
  expect(screen.getByText('carefully').tagName).toBe('STRONG');
  expect(screen.getByRole('link', { name: 'return policy' })).toHaveAttribute('href', '/it/return-policy');
  expect(screen.getByTestId('text')).toHaveTextContent('Read carefully the return policy within 14 days.');
});

test('mail and web links keep their target; a web link opens apart', () => {
  renderText('Write to [{{email}}](mailto:{{email}}) or [chat](https://wa.me/390280881234).');
  expect(screen.getByRole('link', { name: 'care@example.com' })).toHaveAttribute('href', 'mailto:care@example.com');
  expect(screen.getByRole('link', { name: 'chat' })).toHaveAttribute('rel', 'noopener noreferrer');
});

test('markup in a document is shown as text, and a script address is refused', () => {
  renderText('<img src=x onerror=alert(1)> stays text');
  expect(screen.getByTestId('text')).toHaveTextContent('<img src=x onerror=alert(1)> stays text');
  expect(screen.queryByRole('img')).toBeNull();
  expect(() => renderText('[x](javascript:alert(1))')).toThrow('Refused link target');
});

test('plain text drops the markup and keeps the words', () => {
  expect(plainText('A **bold** [link](/guides) in {{days}} days', facts)).toBe('A bold link in 14 days');
});

test('facts are written the way each language writes them, from the shared constants', () => {
  expect(contentFacts('en')).toMatchObject({ goldPurity: '99.9', contributionEuArea: '€30', returnDays: '14', recycledGold: '100%' });
  expect(contentFacts('it')).toMatchObject({ goldPurity: '99,9', contributionEuArea: '30\u00a0€', igiAboveCarat: '0,50' });
  expect(contentFacts('de').euAreaExtras).toBe('Schweiz, San Marino, Vatikanstadt, Liechtenstein, Monaco und Andorra');
  expect(contentFacts('en').whatsappUrl).toBe('https://wa.me/390280881234');
});
