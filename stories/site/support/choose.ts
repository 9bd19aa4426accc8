import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { closeWithEscape, expanded } from '../../support/escape';

/** Picks an option of a ui `Select` (Ark: a trigger and a listbox in a portal) by their names. */
export async function choose(canvasElement: HTMLElement, select: string, option: string) {
  const trigger = within(canvasElement).getByRole('combobox', { name: select });
  // The filters wait while results load.
  await waitFor(() => expect(trigger).toBeEnabled());
  await userEvent.click(trigger);
  const choice = await screen.findByRole('option', { name: option });
  // The listbox takes no pointer events until it has opened: on a busy machine the option was
  // found (and clicked) while it still had `pointer-events: none`.
  await waitFor(() => expect(getComputedStyle(choice).pointerEvents).not.toBe('none'));
  await userEvent.click(choice);
}

/** The option names a ui `Select` offers: opens its listbox (in a portal while open), reads, closes. */
export async function optionsOf(canvasElement: HTMLElement, select: string) {
  const trigger = within(canvasElement).getByRole('combobox', { name: select });
  await waitFor(() => expect(trigger).toBeEnabled());
  await userEvent.click(trigger);
  const listbox = await screen.findByRole('listbox', { name: select });
  const names = within(listbox)
    .getAllByRole('option')
    .map((option) => option.textContent?.replace('✓', '').trim());
  await closeWithEscape(expanded(trigger));
  return names;
}
