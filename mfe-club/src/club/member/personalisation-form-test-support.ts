import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderClubAt } from '../test-support';
import { OCCASION_DAY, TOKEN } from './personalisation-test-support';

/** The personalisation form's tests share these: the member page opened on the section, and a request filled in as a member would. */

export const openPersonalisations = async () => {
  renderClubAt(`/en/club/member?token=${encodeURIComponent(TOKEN)}`);
  const user = userEvent.setup();
  const heading = await screen.findByRole('heading', { level: 2, name: 'Free personalisation' });
  return { user, section: within(heading.closest('section')!) };
};
export type OpenedPersonalisations = Awaited<ReturnType<typeof openPersonalisations>>;

/** A wedding on OCCASION_DAY for `piece` (an option's label or value), then "Send the request". */
export async function fillRequest({ user, section }: OpenedPersonalisations, piece: string, description = 'Our initials and the date inside the band') {
  await user.selectOptions(section.getByRole('combobox', { name: 'The occasion' }), 'Wedding');
  await user.type(section.getByLabelText(/^Day of the occasion/), OCCASION_DAY);
  await user.type(section.getByRole('textbox', { name: 'A few words about it' }), description);
  await user.selectOptions(section.getByRole('combobox', { name: 'The piece' }), piece);
  await user.click(section.getByRole('button', { name: 'Send the request' }));
}
