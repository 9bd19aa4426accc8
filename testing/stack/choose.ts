import type { Page } from 'playwright';

/** Picks an option of a ui Select (an Ark combobox and its listbox) in a journey's page. */
export async function choose(page: Page, select: string, option: string): Promise<void> {
  // The click waits for the select to be enabled (filters wait while results load).
  await page.getByRole('combobox', { name: select }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
