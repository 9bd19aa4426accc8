import { expect, userEvent, waitFor } from 'storybook/test';

/**
 * Closes an Ark layer (menu, select list) with Escape. Ark starts listening for Escape a
 * frame after the layer opens (zag's dismissable layer, `defer: true`): on a loaded machine
 * an Escape pressed before that is ignored, so it is pressed until `isOpen()` turns false.
 */
export async function closeWithEscape(isOpen: () => boolean): Promise<void> {
  await waitFor(async () => {
    if (isOpen()) await userEvent.keyboard('{Escape}');
    expect(isOpen()).toBe(false);
  });
}

/** An Ark trigger's own account of its layer. */
export const expanded = (trigger: HTMLElement) => () =>
  trigger.getAttribute('aria-expanded') === 'true';
