import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const require = createRequire(import.meta.url);

/** Absolute package folders: in the monorepo Storybook cannot find framework and addons by bare name. */
const packageDir = (name: string) => dirname(require.resolve(`${name}/package.json`));

const config: StorybookConfig = {
  // The designers' and tenants' pages (introduction, guides, tokens) first, then the components' stories.
  stories: ['./docs/*.mdx', '../packages/ui/src/**/*.stories.tsx'],
  framework: { name: packageDir('@storybook/react-vite'), options: {} },
  addons: [packageDir('@storybook/addon-docs'), packageDir('@storybook/addon-a11y')],
  core: { disableTelemetry: true },
  typescript: {
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: fileURLToPath(new URL('../packages/ui/tsconfig.json', import.meta.url)),
      shouldExtractLiteralValuesFromEnum: true,
      propFilter: (prop) => !prop.parent?.fileName.includes('node_modules/@types/react'),
    },
  },
  async viteFinal(viteConfig) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, { plugins: [vanillaExtractPlugin()] });
  },
};

export default config;
