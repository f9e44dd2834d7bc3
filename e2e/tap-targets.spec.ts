import { expect, test, type Locator, type Page } from './fixtures/test';
import { islandsHydrated } from './fixtures/islands';

// Tap targets on a phone (docs/accessibility.md#tap-targets, WCAG 2.5.5): every choice and button of the
// shopper's forms is at least 44 × 44 CSS px on a touch screen, the whole row of a radio or a checkbox
// taking the tap.

test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

const MIN = 44;

/** The next weekday at least two days ahead, when the video calls have free times. */
function nextWeekday(): string {
  const day = new Date();
  day.setUTCDate(day.getUTCDate() + 2);
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

/** The targets under `scope` smaller than 44 px either way, named for the failure message. */
async function smallTargets(scope: Locator): Promise<string[]> {
  return scope.evaluate((root, min) => {
    // A combobox's value input is aria-hidden and never tapped (shared-ui's Combobox).
    const targets = root.querySelectorAll(
      '.ama-radio-group__option, .ama-checkbox__row, button, select, input:not([type=radio]):not([type=checkbox]):not([type=hidden]):not([aria-hidden=true])',
    );
    return Array.from(targets)
      .filter((element) => (element as HTMLElement).offsetParent !== null)
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.height < min - 0.5 || box.width < min - 0.5)
      .map(
        ({ element, box }) =>
          `${element.tagName.toLowerCase()}.${element.className} "${(element.textContent ?? '').trim().slice(0, 30)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      );
  }, MIN);
}

async function openForm(page: Page, path: string): Promise<Locator> {
  await page.goto(path);
  expect(await islandsHydrated(page)).toBe(true);
  return page.getByRole('main');
}

test('booking: the kinds, the times, the consent and the buttons are 44 px targets (it)', async ({ page }) => {
  const main = await openForm(page, '/it/book-an-appointment');
  await main.getByRole('radio', { name: /Videochiamata/ }).check();
  await main.getByLabel(/^Giorno/).fill(nextWeekday());
  await expect(
    main
      .getByRole('radiogroup', { name: /Orari liberi/ })
      .getByRole('radio')
      .first(),
  ).toBeVisible();
  expect(await smallTargets(main)).toEqual([]);
});

test("an event's registration: presence, conditions, companions and the buttons are 44 px targets (de)", async ({ page, request }) => {
  const list = (await (await request.get('/api/events?locale=de')).json()) as { upcoming: Array<{ key: string; soldOut?: boolean }> };
  const event = list.upcoming.find((candidate) => candidate.key.startsWith('valenza-atelier-winter-evening-'));
  expect(event, 'the seeded open event').toBeDefined();
  const main = await openForm(page, `/de/events/booking?event=${event!.key}`);
  await expect(main.getByRole('checkbox').first()).toBeVisible();
  expect(await smallTargets(main)).toEqual([]);
});

test('club sign-up: its choices, the consent and the button are 44 px targets (it)', async ({ page }) => {
  const main = await openForm(page, '/it/club/sign-up');
  expect(await smallTargets(main)).toEqual([]);
});
