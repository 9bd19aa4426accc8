import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.@(ts|tsx)'],
  addons: [
    '@storybook/addon-docs',
    '@storybook/addon-a11y',
    '@storybook/addon-vitest',
    'msw-storybook-addon',
  ],
  framework: { name: '@storybook/react-vite', options: {} },
  staticDirs: ['../stories/public'],
  core: { disableTelemetry: true },
  async viteFinal(viteConfig) {
    const { defaultClientConditions, defaultServerConditions, mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Workspace packages resolve to their TypeScript source ('source' export condition).
      resolve: { conditions: ['source', ...defaultClientConditions] },
      // The vanilla-extract compiler evaluates .css.ts files in Vite's SSR environment: it
      // reads the same source (not ui/dist, whose theme variables have other hashes).
      environments: { ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } } },
      optimizeDeps: {
        include: [
          '@vanilla-extract/recipes/createRuntimeFn',
          '@vanilla-extract/sprinkles/createRuntimeSprinkles',
          // Pre-bundled so a first run does not re-optimise (and reload) mid-test.
          '@ark-ui/react/select',
          '@ark-ui/react/combobox',
          '@ark-ui/react/dialog',
          '@ark-ui/react/file-upload',
          '@ark-ui/react/menu',
          '@ark-ui/react/portal',
          '@ark-ui/react/tooltip',
          // The editor's PDF export (issue 20), imported when asked for.
          'pdf-lib',
          // The editor's leave guard (site/src/lib/leave-guard.ts): a subpath of wouter that
          // a warm cache would otherwise find mid-run, and reload every story with it.
          'wouter/use-browser-location',
        ],
      },
    });
  },
};

export default config;
