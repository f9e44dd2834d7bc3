/** @jest-environment @ama/platform/testing/jsdom-fetch-environment.cjs */
import { waitFor } from '@testing-library/react';
import { CLUB_PERSONALISATION_LIMITS } from '@ama/contracts';
import { errorResponse } from '../test-support';
import { setUpMemberPageTests } from './member-test-support';
import { fillRequest, openPersonalisations } from './personalisation-form-test-support';
import { memberPersonalisations, RING, servePersonalisations } from './personalisation-test-support';

setUpMemberPageTests();

const { maxDaysBack } = CLUB_PERSONALISATION_LIMITS;

test('nothing chosen or typed is told at each field, the first one focused, and nothing is sent', async () => {
  const server = servePersonalisations('member', memberPersonalisations());
  const { user, section } = await openPersonalisations();
  await user.click(section.getByRole('button', { name: 'Send the request' }));
  const occasion = section.getByRole('combobox', { name: 'The occasion' });
  await waitFor(() => expect(occasion).toHaveFocus());
  for (const control of [occasion, section.getByLabelText(/^Day of the occasion/), section.getByRole('textbox', { name: 'A few words about it' })]) {
    expect(control).toHaveAttribute('aria-invalid', 'true');
    expect(control).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
  }
  expect(section.getByRole('combobox', { name: 'The piece' })).toHaveAccessibleDescription(expect.stringContaining('This field is required.'));
  expect(server.posts).toEqual([]);
});

test("the server's field problems (an occasion too long ago, a piece not theirs) are shown at those fields", async () => {
  servePersonalisations('member', memberPersonalisations(), () => errorResponse(400, 'VALIDATION_FAILED', { occasionDate: 'too_long_ago', piece: 'unknown_piece' }));
  const opened = await openPersonalisations();
  await fillRequest(opened, RING.key);
  const { section } = opened;
  await waitFor(() =>
    expect(section.getByLabelText(/^Day of the occasion/)).toHaveAccessibleDescription(expect.stringContaining(`The occasion can be at most ${maxDaysBack} days ago.`)),
  );
  expect(section.getByRole('combobox', { name: 'The piece' })).toHaveAccessibleDescription(expect.stringContaining('Please choose one of your pieces, or a new piece.'));
  expect(section.getByRole('combobox', { name: 'The piece' })).toHaveAttribute('aria-invalid', 'true');
  expect(section.queryByText(/Your request is sent/)).not.toBeInTheDocument();
});

test.each([
  ['personalisation_limit_reached', 'The free personalisation for the year of this occasion has already been asked for: a refused request does not count.'],
  ['members_only', 'This benefit starts when your membership is active.'],
])("the server's refusal (%s) is said above the button, and what was typed stays", async (problem, text) => {
  servePersonalisations('member', memberPersonalisations(), () => errorResponse(409, 'CLUB_BENEFIT_REFUSED', { _: problem }));
  const opened = await openPersonalisations();
  await fillRequest(opened, RING.key);
  const { section } = opened;
  const message = await section.findByText(text);
  expect(message.compareDocumentPosition(section.getByRole('button', { name: 'Send the request' }))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  expect(section.getByRole('textbox', { name: 'A few words about it' })).toHaveValue('Our initials and the date inside the band');
  expect(section.queryByText(/Your request is sent/)).not.toBeInTheDocument();
});
