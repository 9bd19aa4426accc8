import { lightTheme } from '@arte-gospel/ui';
import type { Preview } from '@storybook/react-vite';

// The theme class sits on <html>, as in the site: the page-wide rules (body font and
// colours) and what Ark renders in portals (dialogs, menus, tooltips, toasts) read it too.
document.documentElement.classList.add(lightTheme);
document.documentElement.lang = 'pt-BR';

/** Every story renders inside the light theme (the product forces light), in pt-BR. */
const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
  decorators: [
    (Story) => (
      <div className={lightTheme} lang="pt-BR">
        <Story />
      </div>
    ),
  ],
};

export default preview;
