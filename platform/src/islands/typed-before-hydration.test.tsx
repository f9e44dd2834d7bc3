import { useState, type FormEvent } from 'react';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateIslands } from './hydrate-islands';
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATED_ATTRIBUTE, ISLAND_ID_PREFIX_ATTRIBUTE } from './island-markup';
import { registerIsland } from './island-registry';

/** A request form as the shop's islands write them: controlled fields, sent from the component's state. */
function RequestForm({ onSend }: { onSend: (sent: object) => void }) {
  const [name, setName] = useState('');
  const [note, setNote] = useState('A first line');
  const [kind, setKind] = useState('');
  const [agreed, setAgreed] = useState(false);
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSend({ name, note, kind, agreed });
  };
  return (
    <form aria-label="Request" onSubmit={send}>
      <label>
        Name <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <label>
        Note <textarea value={note} onChange={(event) => setNote(event.target.value)} />
      </label>
      <label>
        Kind
        <select value={kind} onChange={(event) => setKind(event.target.value)}>
          <option value="">Choose</option>
          <option value="ring">Ring</option>
          <option value="pendant">Pendant</option>
        </select>
      </label>
      <label>
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} /> I agree
      </label>
      <button type="submit">Send</button>
    </form>
  );
}

const sent: object[] = [];
const Island = () => <RequestForm onSend={(values) => sent.push(values)} />;
registerIsland('test-request-form', Island);

/** The server's markup of the island, in the page as the browser received it. */
function serverPage(): HTMLElement {
  const island = document.createElement('div');
  island.setAttribute(ISLAND_ATTRIBUTE, 'test-request-form');
  island.setAttribute(ISLAND_ID_PREFIX_ATTRIBUTE, 'i1-');
  island.innerHTML = renderToString(<Island />);
  document.body.replaceChildren(island);
  return island;
}

describe('what a visitor typed before an island hydrated', () => {
  beforeEach(() => (sent.length = 0));

  it('is the island’s own once it is live: shown, kept on the next render, and sent', async () => {
    const island = serverPage();
    // Typed into the server's fields while the code was still on its way.
    (screen.getByRole('textbox', { name: 'Name' }) as HTMLInputElement).value = 'Giulia Rossi';
    (screen.getByRole('textbox', { name: 'Note' }) as HTMLTextAreaElement).value = '';
    (screen.getByRole('combobox', { name: 'Kind' }) as HTMLSelectElement).value = 'pendant';
    (screen.getByRole('checkbox', { name: 'I agree' }) as HTMLInputElement).checked = true;

    await act(async () => {
      hydrateIslands(document.body, { hydrateRoot, wrap: (tree) => tree });
    });
    await waitFor(() => expect(island).toHaveAttribute(ISLAND_HYDRATED_ATTRIBUTE));

    // One more keystroke renders the form again from its state: nothing typed before goes away.
    await userEvent.type(screen.getByRole('textbox', { name: 'Name' }), '!');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Giulia Rossi!');
    expect(screen.getByRole('textbox', { name: 'Note' })).toHaveValue('');
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveValue('pendant');
    expect(screen.getByRole('checkbox', { name: 'I agree' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual([{ name: 'Giulia Rossi!', note: '', kind: 'pendant', agreed: true }]);
  });

  it('leaves an untouched form as the server wrote it', async () => {
    const island = serverPage();
    await act(async () => {
      hydrateIslands(document.body, { hydrateRoot, wrap: (tree) => tree });
    });
    await waitFor(() => expect(island).toHaveAttribute(ISLAND_HYDRATED_ATTRIBUTE));
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(sent).toEqual([{ name: '', note: 'A first line', kind: '', agreed: false }]);
  });
});
