import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { addMessages } from '../i18n/messages';
import { createShopStore } from '../store/store';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectMobileMenuOpen } from '../store/selectors';
import { uiActions } from '../store/ui-slice';
import { PlatformProvider } from './PlatformProvider';
import { useLocale } from './use-locale';

addMessages('demo', {
  en: { menu: 'Menu', open: 'Open' },
  it: { menu: 'Menù', open: 'Aperto' },
  es: { menu: 'Menú', open: 'Abierto' },
  de: { menu: 'Menü', open: 'Offen' },
});

function MenuButton() {
  const { t } = useTranslation('demo');
  const open = useAppSelector(selectMobileMenuOpen);
  const dispatch = useAppDispatch();
  return (
    <button type="button" aria-expanded={open} onClick={() => dispatch(uiActions.toggleMobileMenu())}>
      {t('menu')}
    </button>
  );
}

function LocaleBadge() {
  return <p>locale: {useLocale()}</p>;
}

const navigate = (path: string, event: Event = new PopStateEvent('popstate')) =>
  act(() => {
    window.history.pushState(null, '', path);
    window.dispatchEvent(event);
  });

beforeEach(() => window.history.pushState(null, '', '/en'));

describe('PlatformProvider', () => {
  it("gives a remote the shell's store and the shared texts", async () => {
    const store = createShopStore();
    render(
      <PlatformProvider>
        <MenuButton />
      </PlatformProvider>,
    );
    const button = screen.getByRole('button', { name: 'Menu' });
    act(() => button.click());
    expect(store.getState().ui.mobileMenuOpen).toBe(true);
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('follows the URL when the visitor switches language', () => {
    createShopStore();
    render(
      <PlatformProvider>
        <MenuButton />
      </PlatformProvider>,
    );
    navigate('/de/cart');
    expect(screen.getByRole('button', { name: 'Menü' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'de');
  });
});

describe('useLocale', () => {
  it('reads the locale from the URL and updates on single-spa routing events', () => {
    render(<LocaleBadge />);
    expect(screen.getByText('locale: en')).toBeInTheDocument();
    navigate('/es/events', new CustomEvent('single-spa:routing-event'));
    expect(screen.getByText('locale: es')).toBeInTheDocument();
    navigate('/');
    expect(screen.getByText('locale: it')).toBeInTheDocument();
  });
});
