import { render, screen } from '@testing-library/react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { act } from 'react';
import { addMessages } from './messages';
import { i18n, initI18n } from './i18n-instance';
import { changeLocale } from './messages';
import { getTextDirection } from './text-direction';

const catalogMessages = {
  en: { filters: { shape: 'Shape' }, onlyInEnglish: 'Only in English' },
  it: { filters: { shape: 'Forma' }, onlyInEnglish: '' },
  es: { filters: { shape: 'Forma' }, onlyInEnglish: '' },
  de: { filters: { shape: 'Form' }, onlyInEnglish: '' },
};

beforeAll(() => {
  window.history.pushState(null, '', '/it');
  initI18n();
});

describe('i18n', () => {
  it('starts in the locale of the URL and sets the document language and direction', () => {
    expect(i18n.language).toBe('it');
    expect(document.documentElement).toHaveAttribute('lang', 'it');
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('initialises once: a second call does not reset what remotes added', () => {
    addMessages('once', { en: { a: 'A' }, it: { a: 'A' }, es: { a: 'A' }, de: { a: 'A' } });
    expect(initI18n()).toBe(i18n);
    expect(i18n.t('once:a')).toBe('A');
  });

  it("serves a remote's namespace in every language after addMessages", async () => {
    addMessages('catalog', catalogMessages);
    expect(i18n.t('catalog:filters.shape')).toBe('Forma');
    await changeLocale('de');
    expect(i18n.t('catalog:filters.shape')).toBe('Form');
    expect(document.documentElement).toHaveAttribute('lang', 'de');
  });

  it('merges a second registration of the same namespace deeply', () => {
    addMessages('catalog', {
      en: { filters: { carat: 'Carat' } },
      it: { filters: { carat: 'Carati' } },
      es: { filters: { carat: 'Quilates' } },
      de: { filters: { carat: 'Karat' } },
    });
    expect(i18n.t('catalog:filters.shape', { lng: 'it' })).toBe('Forma');
    expect(i18n.t('catalog:filters.carat', { lng: 'it' })).toBe('Carati');
  });

  it('falls back to English for a missing or empty translation', () => {
    addMessages('catalog', catalogMessages);
    expect(i18n.t('catalog:onlyInEnglish', { lng: 'de' })).toBe('Only in English');
  });

  it('has platform texts in all four languages', () => {
    expect(['en', 'it', 'es', 'de'].map((lng) => i18n.t('platform:request.failedTitle', { lng }))).toEqual([
      'Request failed',
      'Richiesta non riuscita',
      'Solicitud fallida',
      'Anfrage fehlgeschlagen',
    ]);
  });

  it('re-renders components when the language changes', async () => {
    addMessages('catalog', catalogMessages);
    await changeLocale('en');
    function ShapeLabel() {
      const { t } = useTranslation('catalog');
      return <label>{t('filters.shape')}</label>;
    }
    render(
      <I18nextProvider i18n={i18n}>
        <ShapeLabel />
      </I18nextProvider>,
    );
    expect(screen.getByText('Shape')).toBeInTheDocument();
    await act(() => changeLocale('es'));
    expect(screen.getByText('Forma')).toBeInTheDocument();
  });
});

describe('getTextDirection', () => {
  it('is ltr for our four locales and for unknown input', () => {
    expect(['en', 'it', 'es', 'de'].map(getTextDirection)).toEqual(['ltr', 'ltr', 'ltr', 'ltr']);
    expect(getTextDirection(undefined)).toBe('ltr');
    expect(getTextDirection('xx')).toBe('ltr');
  });

  it('does not claim ltr for a right-to-left language', () => {
    expect(getTextDirection('ar-EG')).toBe('rtl');
  });
});
