/**
 * How a warning names the imports a site file is missing. Two kinds need different advice: a
 * package the site has not installed (`npm install` brings it), and a part of Docusaurus's own
 * theme or client API (`@theme/Navbar/Content`, `@docusaurus/ErrorBoundary`) that docsgen does
 * not provide, which no install brings.
 */

/** Package names under `@docusaurus/` are kebab-case (`theme-common`) or one of these words; its client API modules are not. */
const DOCUSAURUS_PACKAGE = /^@docusaurus\/(?:[a-z]+(?:-[a-z\d]+)+|core|utils|types|logger)(?:\/|$)/;

/** Whether a missing import is a Docusaurus theme, client-API or generated module rather than an installable package. */
export function isDocusaurusPart(name: string): boolean {
  return (
    /^@theme(?:-original|-init)?\//.test(name) ||
    // `@generated/docusaurus.config` and the like are files a Docusaurus build writes, not packages.
    name.startsWith('@generated/') ||
    (name.startsWith('@docusaurus/') && !DOCUSAURUS_PACKAGE.test(name))
  );
}

export interface MissingModulesText {
  /** `"a", "b", which are not installed, and "@theme/X", which docsgen does not provide`. */
  phrase: string;
  /** What to do, as a sentence. */
  hint: string;
}

export function missingModulesText(names: readonly string[]): MissingModulesText {
  const quote = (list: string[]) => list.map((n) => `"${n}"`).join(', ');
  const parts = names.filter(isDocusaurusPart);
  const packages = names.filter((n) => !isDocusaurusPart(n));
  const phrase = [
    packages.length ? `${quote(packages)}, which ${packages.length === 1 ? 'is' : 'are'} not installed` : '',
    parts.length ? `${quote(parts)}, which docsgen does not provide` : '',
  ]
    .filter(Boolean)
    .join(', and ');
  const hints = [
    packages.length ? "Run `npm install` in the site's folder." : '',
    parts.length ? 'Draw what the Docusaurus part drew with plain elements in the component, or leave it out.' : '',
  ];
  return { phrase, hint: hints.filter(Boolean).join(' ') };
}
