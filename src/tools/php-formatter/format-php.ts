import { prettierIndent } from '../text-common/indent.ts';

/**
 * The PHP plugin's bundle requires prettier's CommonJS build; importing that same file here keeps
 * one copy of prettier on the page instead of two.
 */
export function loadPhpFormatter() {
  return Promise.all([import('prettier/standalone.js'), import('@prettier/plugin-php/standalone')]);
}

export async function formatPhp(code: string, indent: string): Promise<string> {
  const [prettier, php] = await loadPhpFormatter();
  return prettier.format(code, {
    parser: 'php',
    plugins: [php.default],
    // A fixed target: 'auto' makes the plugin look for composer.json on a disk it does not have.
    phpVersion: '8.1',
    ...prettierIndent(indent),
  } as Parameters<typeof prettier.format>[1]);
}
