import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

/** Picks an option of a ui `Select` (Ark: a trigger and a listbox in a portal) by their names. */
export async function choose(canvasElement: HTMLElement, select: string, option: string) {
  const trigger = within(canvasElement).getByRole('combobox', { name: select });
  // The filters wait while results load.
  await waitFor(() => expect(trigger).toBeEnabled());
  await userEvent.click(trigger);
  await userEvent.click(await screen.findByRole('option', { name: option }));
}

/** The option names a ui `Select` offers (its listbox lives in a portal). */
export async function optionsOf(canvasElement: HTMLElement, select: string) {
  const trigger = within(canvasElement).getByRole('combobox', { name: select });
  const listbox = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
  if (!listbox) throw new Error(`No listbox for '${select}'`);
  return within(listbox)
    .getAllByRole('option', { hidden: true })
    .map((option) => option.textContent?.replace('✓', '').trim());
}
