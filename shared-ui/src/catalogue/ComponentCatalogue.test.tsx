import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BUTTON_THEMES, MODAL_EXIT_MS, icons, tokens } from '..';
import { ComponentCatalogue } from '.';
import { CATALOGUE_CONTENTS } from './catalogue-contents';

const COMPONENT_SECTIONS = [
  'Button',
  'IconButton',
  'Icons',
  'Toaster',
  'Modal',
  'Tooltip',
  'Menu',
  'Form fields',
  'ErrorPage',
  'RemoteFallback',
  'PageIntro',
  'Spinner',
  'VisuallyHidden',
  'Design tokens',
];

function toastRegion() {
  return screen.getByRole('region', { name: 'Catalogue notifications' });
}

describe('ComponentCatalogue', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('has one h1 and a named region with an h2 per component, listed in the contents', () => {
    render(<ComponentCatalogue />);
    // ErrorPage and PageIntro render an h1 of their own; their previews are inert, which removes
    // them from the accessibility tree in a browser (jsdom's role queries do not know inert).
    const liveH1s = screen.getAllByRole('heading', { level: 1 }).filter((heading) => !heading.closest('[inert]'));
    expect(liveH1s).toHaveLength(1);
    expect(liveH1s[0]).toHaveTextContent('AMA design system');
    const contents = screen.getByRole('navigation', { name: 'Catalogue contents' });
    for (const title of COMPONENT_SECTIONS) {
      const region = screen.getByRole('region', { name: title });
      expect(within(region).getAllByRole('heading', { level: 2 })[0]).toHaveTextContent(title);
      const entry = CATALOGUE_CONTENTS.find((section) => section.title === title);
      expect(within(contents).getByRole('link', { name: title })).toHaveAttribute('href', `#${entry?.id}`);
      expect(region).toHaveAttribute('id', entry?.id);
    }
  });

  it('shows every button theme, every size and the three states', () => {
    render(<ComponentCatalogue />);
    const buttons = within(screen.getByRole('region', { name: 'Button' }));
    for (const theme of BUTTON_THEMES) {
      expect(buttons.getByRole('button', { name: theme })).toHaveClass(`ama-button--${theme}`, 'ama-button--m');
    }
    for (const size of ['xs', 's', 'm', 'l', 'xl']) {
      expect(buttons.getAllByRole('button', { name: `Size ${size}` })[0]).toHaveClass(`ama-button--${size}`);
    }
    expect(buttons.getByRole('button', { name: 'Active' })).toBeEnabled();
    expect(buttons.getByRole('button', { name: 'Disabled' })).toBeDisabled();
    expect(buttons.getByRole('button', { name: 'Loading' })).toHaveAttribute('aria-busy', 'true');
    expect(buttons.getByRole('link', { name: 'A link that looks like a button' })).toHaveClass('ama-button', 'ama-button--indigo');
  });

  it('pushes a danger toast as an alert with its message, and closing it removes it', async () => {
    const user = userEvent.setup();
    render(<ComponentCatalogue />);
    expect(within(toastRegion()).queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Show danger toast' }));
    const alert = within(toastRegion()).getByRole('alert');
    expect(alert).toHaveTextContent('Payment error: the card was declined.');

    await user.click(within(alert).getByRole('button', { name: 'Close' }));
    expect(within(toastRegion()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('confirms with a status toast that leaves by itself after its lifetime', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<ComponentCatalogue />);

    await user.click(screen.getByRole('button', { name: 'Show success toast' }));
    expect(within(toastRegion()).getByRole('status')).toHaveTextContent('The ring was added to your bag.');
    act(() => {
      jest.advanceTimersByTime(2_100);
    });
    expect(within(toastRegion()).queryByRole('status')).not.toBeInTheDocument();
  });

  it('reports the clicked action of a toast with two stacked actions and dismisses it', async () => {
    const user = userEvent.setup();
    render(<ComponentCatalogue />);
    await user.click(screen.getByRole('button', { name: 'Toast with two actions' }));
    const alert = within(toastRegion()).getByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Reload now' })).toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Later' }));
    expect(screen.getByText('Last action clicked: Later')).toBeInTheDocument();
    expect(within(toastRegion()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('opens a modal dialog of the chosen type and closes it from its footer', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<ComponentCatalogue />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open danger modal' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete this address?' });
    expect(dialog).toHaveClass('ama-modal--danger');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    act(() => {
      jest.advanceTimersByTime(MODAL_EXIT_MS);
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open danger modal' })).toHaveFocus();
  });

  it('labels every icon of the set with its name', () => {
    render(<ComponentCatalogue />);
    const iconNames = Object.keys(icons);
    const grid = screen.getByRole('list', { name: `${iconNames.length} icons` });
    const cells = within(grid).getAllByRole('listitem');
    expect(cells).toHaveLength(iconNames.length);
    for (const name of iconNames) expect(within(grid).getByText(name)).toBeInTheDocument();
  });

  it('shows each colour token with its name and hex value', () => {
    render(<ComponentCatalogue />);
    const tokensRegion = within(screen.getByRole('region', { name: 'Design tokens' }));
    for (const [name, hex] of Object.entries(tokens.colors)) {
      const swatch = tokensRegion.getByText(name).closest('li');
      expect(swatch).toHaveTextContent(hex);
      expect(swatch).toHaveTextContent(tokens.cssVariableName('color', name));
    }
    for (const [step] of Object.entries(tokens.space)) {
      expect(tokensRegion.getByText(tokens.cssVariableName('space', step))).toBeInTheDocument();
    }
  });

  it('counts the engraving up to 10 characters', async () => {
    const user = userEvent.setup();
    render(<ComponentCatalogue />);
    const engraving = screen.getByRole('textbox', { name: 'Engraving' });
    await user.type(engraving, 'Forever yours');
    expect(engraving).toHaveValue('Forever yo');
    expect(screen.getByText('10/10')).toBeInTheDocument();
  });

  it('filters the towns of the combobox as one types, accents optional, with the keep-typing line', async () => {
    const user = userEvent.setup();
    render(<ComponentCatalogue />);
    const town = screen.getByRole('combobox', { name: 'Town' });
    await user.click(town);
    expect(within(screen.getByRole('listbox', { name: 'Town' })).getAllByRole('option')).toHaveLength(8);
    expect(screen.getByText('8 of 15 towns shown: keep typing to narrow the list.')).toBeInTheDocument();
    await user.type(town, 'forli');
    await user.keyboard('{ArrowDown}{Enter}');
    expect(town).toHaveValue('Forlì');
  });

  it('shows the remote fallback on request and hides it on retry', async () => {
    const user = userEvent.setup();
    render(<ComponentCatalogue />);
    const region = within(screen.getByRole('region', { name: 'RemoteFallback' }));
    expect(region.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(region.getByRole('button', { name: 'Simulate a failed remote' }));
    expect(region.getByRole('alert')).toHaveTextContent('This part of the page could not be loaded');
    await user.click(region.getByRole('button', { name: 'Try again' }));
    expect(region.queryByRole('alert')).not.toBeInTheDocument();
    expect(region.getByText('Retried 1 time')).toBeInTheDocument();
  });
});
