import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { initI18n } from '../i18n';
import type { ErrorPageProps } from '../lifecycle/NotFound';
import { RemoteRoutes, toRouterPath } from './remote-routes';

const patterns = { aboutUs: '/about-us', product: '/product/:sku', elite: '/club/elite-:token', home: '/' };
const Page = ({ pageId }: { pageId: string }) => <h1>page {pageId}</h1>;
const Home = () => <h1>the home page</h1>;
const ErrorPage = ({ status, message, description }: ErrorPageProps) => (
  <section>
    <h1>
      {status} {message}
    </h1>
    <p>{description}</p>
  </section>
);

function at(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <RemoteRoutes patterns={patterns} DefaultPage={Page} pages={{ home: Home }} ErrorPage={ErrorPage} />
    </MemoryRouter>,
  );
}

beforeAll(() => initI18n('en'));

test('registry patterns become react-router paths (a prefixed parameter keeps its name)', () => {
  expect(toRouterPath('/')).toBe('');
  expect(toRouterPath('/product/:sku')).toBe('/product/:sku');
  expect(toRouterPath('/club/elite-:token')).toBe('/club/:token');
});

test('each pattern renders its page under any locale prefix', () => {
  at('/de/about-us');
  expect(screen.getByRole('heading', { name: 'page aboutUs' })).toBeInTheDocument();
});

test('a page of its own replaces the default page', () => {
  at('/it');
  expect(screen.getByRole('heading', { name: 'the home page' })).toBeInTheDocument();
});

test('a parameter route renders its page', () => {
  at('/en/product/GA-SOL-OV');
  expect(screen.getByRole('heading', { name: 'page product' })).toBeInTheDocument();
});

test('a path of the area that matches no page shows the 404 page', () => {
  at('/en/product/GA-SOL-OV/extra');
  expect(screen.getByRole('heading', { name: '404 Page not found' })).toBeInTheDocument();
});
