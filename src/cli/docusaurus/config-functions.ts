/**
 * Functions of docusaurus.config.js that site.config.ts calls where they are (a function reads
 * helpers and constants of its own file, so its text alone would not run): init marks each place
 * in the mapped config, and the written site.config.ts loads the Docusaurus config through
 * `docsgen/docusaurus` and looks the function up there (src/cli/docusaurus-functions.ts).
 */
const MARK = '__docsgenDocusaurusFunction:';

/** The mapped config's value for the function at `where` (`presets[0][1].docs.sidebarItemsGenerator`). */
export function functionAt(where: string): string {
  return `${MARK}${where}`;
}

/** A docs plugin's `sidebarItemsGenerator` (its options at `where`) as a version field, when it is a function. */
export function sidebarGeneratorOf(
  options: Record<string, unknown>,
  where: string,
): { sidebarItemsGenerator?: string } {
  return typeof options.sidebarItemsGenerator === 'function'
    ? { sidebarItemsGenerator: functionAt(`${where}.sidebarItemsGenerator`) }
    : {};
}

/** Whether the mapped config calls a function of the Docusaurus config anywhere. */
export function callsFunctions(config: unknown): boolean {
  return JSON.stringify(config).includes(MARK);
}

/**
 * The JSON body of site.config.ts with each marked place as a call of the lookup, and the lines
 * that make the lookup; unchanged (and no lines) when nothing is marked.
 */
export function withFunctionCalls(body: string, configName: string): { body: string; preamble: string } {
  if (!body.includes(MARK)) return { body, preamble: '' };
  const escaped = MARK.replace(/[$]/g, '\\$&');
  const calls = body.replace(
    new RegExp(`"${escaped}([^"\\\\]*)"`, 'g'),
    (_m, where: string) => `docusaurus('${where}')`,
  );
  const preamble =
    `import { docusaurusFunctions } from 'docsgen/docusaurus';\n\n` +
    `// The functions of ${configName} this site uses, called where they are, as Docusaurus calls them.\n` +
    `const docusaurus = await docusaurusFunctions(import.meta.dirname, ${JSON.stringify(configName)});\n`;
  return { body: calls, preamble };
}
