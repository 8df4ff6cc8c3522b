import { createRequire } from 'node:module';

/**
 * Parsers of data files that docsgen itself ships. A config that reads its own YAML or JSON5
 * files (`customFields: { users: parse(readFileSync('./data/users.yml')) }`) computes plain data
 * with them; when the site has not installed the package, docsgen's copy runs instead of a
 * stand-in, so that data reaches site.config.ts and the pages read it as under Docusaurus.
 */
const OWN_DATA_PARSERS = new Set(['yaml', 'json5']);

/** The file docsgen's own copy of `name` loads, or undefined when docsgen carries no such parser. */
export function ownDataParser(name: string): string | undefined {
  if (!OWN_DATA_PARSERS.has(name)) return undefined;
  try {
    return createRequire(import.meta.url).resolve(name);
  } catch {
    return undefined;
  }
}
