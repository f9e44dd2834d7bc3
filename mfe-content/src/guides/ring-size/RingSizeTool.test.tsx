import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addMessages, createShopStore, initI18n } from '@ama/platform';
import { messages } from '../../i18n';
import { renderContentAt as renderAt } from '../../test-support';

beforeAll(() => {
  createShopStore();
  initI18n('en');
  addMessages('content', messages);
});

test('the guide explains both ways to measure and lists the conversion table', () => {
  renderAt('/en/guides/ring-size');
  expect(screen.getByRole('heading', { level: 1, name: 'Find your ring size' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: /strip of paper or a string/ })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 3, name: 'A ring that fits you well' })).toBeInTheDocument();
  const table = screen.getByRole('table');
  const row14 = within(table).getByRole('row', { name: /^14 54 17\.2 7 N$/ });
  expect(row14).toBeInTheDocument();
});

test("a ring's inside diameter gives the Italian, US and UK sizes and a link to rings in that size", async () => {
  const user = userEvent.setup();
  renderAt('/en/guides/ring-size');
  await user.click(screen.getByRole('radio', { name: "A ring's inside diameter" }));
  await user.type(screen.getByRole('textbox', { name: 'Measurement in millimetres' }), '17,2');
  await user.click(screen.getByRole('button', { name: 'Show my size' }));

  const result = screen.getByRole('status');
  expect(within(result).getByText('Italian / EU').nextSibling).toHaveTextContent('14');
  expect(within(result).getByText('US').nextSibling).toHaveTextContent('7');
  expect(within(result).getByText('UK').nextSibling).toHaveTextContent('N');
  expect(within(result).getByRole('link', { name: 'Shop rings in size 14' })).toHaveAttribute('href', '/en/results?category=RINGS,ENGAGEMENT_RINGS&size=14');
});

test('a finger circumference half-way between two sizes gives the larger one', async () => {
  const user = userEvent.setup();
  renderAt('/en/guides/ring-size');
  expect(screen.getByRole('radio', { name: "My finger's circumference" })).toBeChecked();
  await user.type(screen.getByRole('textbox', { name: 'Measurement in millimetres' }), '56.5');
  await user.click(screen.getByRole('button', { name: 'Show my size' }));
  expect(within(screen.getByRole('status')).getByRole('link', { name: 'Shop rings in size 17' })).toBeInTheDocument();
});

test('a measurement out of the table says so, and text that is not millimetres marks the field invalid', async () => {
  const user = userEvent.setup();
  renderAt('/en/guides/ring-size');
  const field = screen.getByRole('textbox', { name: 'Measurement in millimetres' });
  await user.type(field, '30');
  await user.click(screen.getByRole('button', { name: 'Show my size' }));
  expect(screen.getByRole('status')).toHaveTextContent('smaller than our smallest size');
  expect(within(screen.getByRole('status')).queryByRole('link')).not.toBeInTheDocument();

  await user.clear(field);
  await user.type(field, '80');
  await user.click(screen.getByRole('button', { name: 'Show my size' }));
  expect(screen.getByRole('status')).toHaveTextContent('larger than our largest size');

  await user.clear(field);
  await user.type(field, 'big');
  await user.click(screen.getByRole('button', { name: 'Show my size' }));
  expect(field).toHaveAttribute('aria-invalid', 'true');
  expect(field).toHaveAccessibleDescription(/Enter a measurement in millimetres/);
});

test('in Italian the tool speaks Italian, reads a decimal comma and writes half sizes with one', async () => {
  const user = userEvent.setup();
  initI18n('it');
  renderAt('/it/guides/ring-size');
  await user.type(screen.getByRole('textbox', { name: 'Misura in millimetri' }), '56');
  await user.click(screen.getByRole('button', { name: 'Mostra la mia misura' }));
  const result = screen.getByRole('status');
  expect(within(result).getByText('Italiana / EU').nextSibling).toHaveTextContent('16');
  expect(within(result).getByText('USA').nextSibling).toHaveTextContent('7,5');
  expect(within(result).getByRole('link', { name: 'Scopri gli anelli nella misura 16' })).toHaveAttribute('href', '/it/results?category=RINGS,ENGAGEMENT_RINGS&size=16');
});
