import { lightTheme } from '@arte-gospel/ui';
import type { Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';

// The theme class sits on <html>, as in the site: the page-wide rules (body font and
// colours) and what Ark renders in portals (dialogs, menus, tooltips, toasts) read it too.
document.documentElement.classList.add(lightTheme);
document.documentElement.lang = 'pt-BR';

// A play function's lookups (`findBy…`, `waitFor`) wait for what the story draws after its
// MSW answers, its lazy code and its renders. Testing Library gives up on them after one
// second by default: a time budget nobody wrote down, which `npm test` broke on a busy
// two-core machine (the stories share it with the api, unit and BFF tests, typecheck and
// lint) while the content was on its way (a lookup failed on the route guard's spinner, another
// on the home before its testimonials). The lookups still fail when the content never
// comes, after 10 s, within the story's 30 s test timeout.
configure({ asyncUtilTimeout: 10_000 });

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
