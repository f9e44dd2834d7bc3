import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmAction } from './ConfirmAction';

/** A promise the test settles, to look at the pending state in between. */
function deferred() {
  let settle!: (done: boolean) => void;
  const promise = new Promise<boolean>((resolve) => (settle = resolve));
  return { promise, settle };
}

function renderAction(onConfirm: () => Promise<boolean>) {
  render(
    <ConfirmAction start="Cancel the visit" question="Cancel the visit?" confirm="Yes, cancel it" keep="Keep the visit" sending="Cancelling…" onConfirm={onConfirm}>
      <p>The guest is e-mailed.</p>
    </ConfirmAction>,
  );
  return userEvent.setup();
}

const question = () => screen.queryByRole('group', { name: 'Cancel the visit?' });

test('asks in place: the question, what it means and its two answers, the focus on the question; nothing done yet', async () => {
  const onConfirm = jest.fn(async () => true);
  const user = renderAction(onConfirm);
  expect(question()).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Cancel the visit' }));

  expect(question()).toHaveTextContent('The guest is e-mailed.');
  expect(screen.getByText('Cancel the visit?')).toHaveFocus();
  expect(screen.getByRole('button', { name: 'Yes, cancel it' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Keep the visit' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Cancel the visit' })).not.toBeInTheDocument();
  expect(onConfirm).not.toHaveBeenCalled();
});

test('keep puts the question away, the focus back on the start button, and does nothing', async () => {
  const onConfirm = jest.fn(async () => true);
  const user = renderAction(onConfirm);
  await user.click(screen.getByRole('button', { name: 'Cancel the visit' }));
  await user.click(screen.getByRole('button', { name: 'Keep the visit' }));

  expect(question()).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Cancel the visit' })).toHaveFocus();
  expect(onConfirm).not.toHaveBeenCalled();
});

test('pending while it is done (confirm busy, keep disabled), then the question goes', async () => {
  const { promise, settle } = deferred();
  const user = renderAction(() => promise);
  await user.click(screen.getByRole('button', { name: 'Cancel the visit' }));
  await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));

  const busy = screen.getByRole('button', { name: /Yes, cancel it|Cancelling…/ });
  expect(busy).toHaveAttribute('aria-busy', 'true');
  expect(screen.getByRole('button', { name: 'Keep the visit' })).toBeDisabled();

  settle(true);
  await waitFor(() => expect(question()).not.toBeInTheDocument());
  expect(screen.getByRole('button', { name: 'Cancel the visit' })).toBeInTheDocument();
});

test('refused: the question stays, to try again (the caller said why)', async () => {
  const onConfirm = jest.fn().mockResolvedValueOnce(false).mockResolvedValueOnce(true);
  const user = renderAction(onConfirm);
  await user.click(screen.getByRole('button', { name: 'Cancel the visit' }));
  await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));

  await waitFor(() => expect(screen.getByRole('button', { name: 'Yes, cancel it' })).not.toHaveAttribute('aria-busy'));
  expect(question()).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Keep the visit' })).toBeEnabled();

  await user.click(screen.getByRole('button', { name: 'Yes, cancel it' }));
  await waitFor(() => expect(question()).not.toBeInTheDocument());
  expect(onConfirm).toHaveBeenCalledTimes(2);
});

test('in a row: the focus goes to the confirm button, which says it all', async () => {
  render(
    <ConfirmAction
      start="Take it off"
      question="Take it off?"
      focusOnAsk="confirm"
      confirm="Confirm taking it off"
      keep="Keep it"
      sending="Saving…"
      onConfirm={async () => true}
    />,
  );
  await userEvent.setup().click(screen.getByRole('button', { name: 'Take it off' }));
  expect(screen.getByRole('button', { name: 'Confirm taking it off' })).toHaveFocus();
});

test('a form may answer the question instead, named by it, with its own way to keep', async () => {
  render(
    <ConfirmAction
      start="Terminate"
      question="Terminate the membership?"
      answer={({ questionId, keep }) => (
        <form aria-labelledby={questionId}>
          <button type="button" onClick={keep}>
            Keep the membership
          </button>
        </form>
      )}
    />,
  );
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Terminate' }));
  expect(screen.getByRole('form', { name: 'Terminate the membership?' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Keep the membership' }));
  expect(screen.getByRole('button', { name: 'Terminate' })).toHaveFocus();
});
