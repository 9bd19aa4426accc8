import { expect, screen, waitFor } from 'storybook/test';

/**
 * The open dialog named `name`, once its focus trap has moved the focus into it. Ark moves
 * it a frame or more after the dialog appears (to its first button, 'Fechar'); keys typed
 * into a field before then can land on that button instead, and a space there closes the
 * dialog (an art's edit dialog closed after 'Sa' of 'Santa Ceia 2027' in a full run).
 */
export async function openedDialog(name: string | RegExp): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { name });
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  return dialog;
}
