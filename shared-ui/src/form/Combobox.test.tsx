import { useState } from 'react';
import { act, render, screen, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { Combobox, type ComboboxOption } from './Combobox';

const TOWNS: ComboboxOption[] = ['Bologna', 'Cesena', 'Forlì', 'Forlimpopoli', 'Imola', 'Modena', 'Parma', 'Ravenna', "Sant'Agata Bolognese"].map((name) => ({
  value: name,
  label: name,
}));
const messages = { noMatch: 'No town matches.', moreMatches: (shown: number, total: number) => `${shown} of ${total} shown: keep typing.` };

/** A form as an app draws one: the value in its state, sent on submit. */
function TownForm({ onSubmit, options = TOWNS, maxShown }: { onSubmit: (town: string, posted: FormData) => void; options?: ComboboxOption[]; maxShown?: number }) {
  const [town, setTown] = useState('');
  return (
    <form
      aria-label="Address"
      // As the shop's forms: their own messages, not the browser's.
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(town, new FormData(event.currentTarget));
      }}
    >
      <Combobox label="Town" name="city" required options={options} value={town} onValueChange={setTown} messages={messages} maxShown={maxShown} />
      <button type="submit">Send</button>
    </form>
  );
}

const town = () => screen.getByRole('combobox', { name: 'Town' });

describe('Combobox', () => {
  it('is a labelled, required combobox, its list closed and not drawn until used', () => {
    render(<TownForm onSubmit={() => {}} />);
    expect(town()).toBeRequired();
    expect(town()).toHaveAttribute('aria-expanded', 'false');
    expect(town()).toHaveAttribute('aria-autocomplete', 'list');
    expect(document.getElementById(town().getAttribute('aria-controls')!)).toHaveAttribute('role', 'listbox');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('by keyboard: type, ArrowDown, Enter chooses the option; the form submits its value', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<TownForm onSubmit={onSubmit} />);
    await user.type(town(), 'mo');
    expect(town()).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Town' });
    // Starting with what was typed first, then containing it.
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Modena', 'Imola']);
    expect(town()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    const modena = screen.getByRole('option', { name: 'Modena' });
    expect(modena).toHaveAttribute('aria-selected', 'true');
    expect(town()).toHaveAttribute('aria-activedescendant', modena.id);
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(town()).toHaveValue('Modena');
    expect(town()).toHaveAttribute('aria-expanded', 'false');

    // Enter with the list closed submits, as in any field.
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [value, posted] = onSubmit.mock.calls[0] as [string, FormData];
    expect(value).toBe('Modena');
    expect(posted.getAll('city')).toEqual(['Modena']);
  });

  it('finds a town whatever its accents and letter case, and typing its whole name chooses it', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<TownForm onSubmit={onSubmit} />);
    await user.type(town(), 'FORLI');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Forlì', 'Forlimpopoli']);
    await user.clear(town());
    await user.type(town(), 'sant agata');
    expect(screen.getByRole('option', { name: "Sant'Agata Bolognese" })).toBeInTheDocument();
    await user.clear(town());
    await user.type(town(), 'forli');
    await user.tab();
    expect(town()).toHaveValue('Forlì');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit.mock.calls[0]![0]).toBe('Forlì');
  });

  it('says when nothing matches, and leaves nothing chosen; the text goes when the focus leaves', async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<TownForm onSubmit={onSubmit} />);
    await user.type(town(), 'Milano');
    expect(screen.getByRole('status')).toHaveTextContent('No town matches.');
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(town()).toHaveAttribute('aria-expanded', 'false');
    await user.tab();
    expect(town()).toHaveValue('');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSubmit.mock.calls[0]![0]).toBe('');
  });

  it('shows a bounded list and asks to keep typing when more match', async () => {
    const user = userEvent.setup();
    render(<TownForm onSubmit={() => {}} maxShown={3} />);
    await user.click(town());
    expect(screen.getAllByRole('option')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('3 of 9 shown: keep typing.');
    await user.type(town(), 'bo');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Bologna', "Sant'Agata Bolognese"]);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('chooses with a tap or a click, keeping the focus in the field', async () => {
    const user = userEvent.setup();
    render(<TownForm onSubmit={() => {}} />);
    await user.click(town());
    await user.click(screen.getByRole('option', { name: 'Ravenna' }));
    expect(town()).toHaveValue('Ravenna');
    expect(town()).toHaveFocus();
    expect(screen.queryAllByRole('option')).toHaveLength(0);
  });

  it('Escape closes the list, then empties the field; Home and End go back to the text', async () => {
    const user = userEvent.setup();
    const onEscape = jest.fn();
    render(
      <div onKeyDown={(event) => event.key === 'Escape' && onEscape()}>
        <TownForm onSubmit={() => {}} />
      </div>,
    );
    await user.type(town(), 'Parma');
    await user.keyboard('{ArrowDown}');
    expect(town()).toHaveAttribute('aria-activedescendant');
    await user.keyboard('{Home}');
    expect(town()).not.toHaveAttribute('aria-activedescendant');
    expect((town() as HTMLInputElement).selectionStart).toBe(0);
    await user.keyboard('{End}{Escape}');
    expect(town()).toHaveAttribute('aria-expanded', 'false');
    expect(town()).toHaveValue('Parma');
    await user.keyboard('{Escape}');
    expect(town()).toHaveValue('');
    // Both Escapes were the field's: a dialog around it stays open.
    expect(onEscape).not.toHaveBeenCalled();
  });

  it('shows its error and hint as its description, and a saved value before its options arrive', () => {
    render(<Combobox label="Town" options={[]} value="Imola" hint="Choose the region first." error="Please choose a town." messages={messages} />);
    expect(town()).toHaveValue('Imola');
    expect(town()).toBeInvalid();
    expect(town()).toHaveAccessibleDescription('Please choose a town. Choose the region first.');
  });

  it('passes the focus to the field when its form focuses it by name (the first field to fix)', () => {
    render(<TownForm onSubmit={() => {}} />);
    document.querySelector<HTMLElement>('[name="city"]')!.focus();
    expect(town()).toHaveFocus();
  });

  it('is drawn by the server with its chosen text and no options, and hydrates without a mismatch', async () => {
    const field = <Combobox label="Town" name="city" options={TOWNS} value="Forlì" onValueChange={() => {}} messages={messages} />;
    const container = document.createElement('div');
    container.innerHTML = renderToString(field);
    document.body.append(container);
    expect(container.querySelector('input[role="combobox"]')).toHaveAttribute('value', 'Forlì');
    expect(container.querySelector('[role="option"]')).toBeNull();
    const problems = jest.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable = jest.fn();
    const root = await act(async () => hydrateRoot(container, field, { onRecoverableError: recoverable }));
    expect(recoverable).not.toHaveBeenCalled();
    expect(problems).not.toHaveBeenCalled();
    problems.mockRestore();
    expect(town()).toHaveValue('Forlì');
    act(() => root.unmount());
    container.remove();
  });
});
