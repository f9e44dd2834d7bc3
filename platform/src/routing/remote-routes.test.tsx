import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { addMessages, initI18n } from '../i18n';
import { RemoteScope } from '../lifecycle/remote-scope';
import { RemoteRoutes, toRouterPath } from './remote-routes';

const patterns = { aboutUs: '/about-us', product: '/product/:sku', elite: '/club/elite-:token', home: '/' };
const Page = ({ pageId }: { pageId: string }) => <h1>page {pageId}</h1>;
const Home = () => <h1>the home page</h1>;

function at(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <RemoteRoutes patterns={patterns} DefaultPage={Page} pages={{ home: Home }} />
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
  expect(screen.getByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getByText('404')).toBeInTheDocument();
});

test("a route without a page of its own shows the area's translated intro, from the remote's namespace", () => {
  addMessages('atelier', {
    en: { pages: { aboutUs: { title: 'About the atelier', intro: 'Handmade in Valenza.' } } },
    it: { pages: { aboutUs: { title: "L'atelier", intro: 'Fatto a mano a Valenza.' } } },
    es: { pages: { aboutUs: { title: 'El taller', intro: 'Hecho a mano en Valenza.' } } },
    de: { pages: { aboutUs: { title: 'Das Atelier', intro: 'Handgefertigt in Valenza.' } } },
  });
  render(
    <RemoteScope name="mfe_atelier" namespace="atelier">
      <MemoryRouter initialEntries={['/en/about-us']}>
        <RemoteRoutes patterns={patterns} />
      </MemoryRouter>
    </RemoteScope>,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'About the atelier' })).toBeInTheDocument();
  expect(screen.getByText('Handmade in Valenza.')).toBeInTheDocument();
  expect(document.title).toContain('About the atelier');
});
