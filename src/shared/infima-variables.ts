/**
 * The Infima custom properties (Docusaurus's `--ifm-*`) that docsgen's theme reads
 * (src/theme/css/variables.css defines and uses them). `init --from-docusaurus` lists any other
 * `--ifm-*` a site's custom CSS sets, since setting it changes nothing in docsgen.
 */
const HONOURED_INFIMA_VARIABLES: readonly string[] = [
  '--ifm-color-primary',
  '--ifm-color-primary-dark',
  '--ifm-color-primary-darker',
  '--ifm-color-primary-darkest',
  '--ifm-color-primary-light',
  '--ifm-color-primary-lighter',
  '--ifm-color-primary-lightest',
  '--ifm-background-color',
  '--ifm-background-surface-color',
  '--ifm-font-color-base',
  '--ifm-color-content-secondary',
  '--ifm-heading-color',
  '--ifm-color-emphasis-200',
  '--ifm-color-emphasis-300',
  '--ifm-link-color',
  '--ifm-link-hover-color',
  '--ifm-menu-color-active',
  '--ifm-code-background',
  '--ifm-code-font-size',
  '--ifm-code-border-radius',
  '--ifm-navbar-height',
  '--ifm-navbar-background-color',
  '--ifm-navbar-link-color',
  '--ifm-navbar-link-hover-color',
  '--ifm-navbar-shadow',
  '--ifm-navbar-padding-horizontal',
  '--ifm-footer-background-color',
  '--ifm-footer-color',
  '--ifm-footer-link-color',
  '--ifm-footer-link-hover-color',
  '--ifm-footer-title-color',
  '--ifm-footer-padding-vertical',
  '--ifm-hero-background-color',
  '--ifm-hero-text-color',
  '--ifm-color-emphasis-800',
  '--ifm-container-width',
  '--ifm-font-family-base',
  '--ifm-font-family-monospace',
  '--ifm-heading-font-family',
  '--ifm-font-size-base',
  '--ifm-line-height-base',
  '--ifm-spacing-horizontal',
  '--ifm-global-radius',
  '--ifm-container-width-xl',
  '--docusaurus-highlighted-code-line-bg',
  // Infima's fixed palette, for the site's own CSS to read.
  '--ifm-color-white',
  '--ifm-color-black',
  '--ifm-color-gray-0',
  '--ifm-color-gray-100',
  '--ifm-color-gray-200',
  '--ifm-color-gray-300',
  '--ifm-color-gray-400',
  '--ifm-color-gray-500',
  '--ifm-color-gray-600',
  '--ifm-color-gray-700',
  '--ifm-color-gray-800',
  '--ifm-color-gray-900',
  '--ifm-color-gray-1000',
  '--ifm-color-secondary',
  '--ifm-color-success',
  '--ifm-color-info',
  '--ifm-color-warning',
  '--ifm-color-danger',
  '--ifm-color-emphasis-0',
  '--ifm-color-emphasis-100',
  '--ifm-color-emphasis-400',
  '--ifm-color-emphasis-500',
  '--ifm-color-emphasis-600',
  '--ifm-color-emphasis-700',
  '--ifm-color-emphasis-900',
  '--ifm-color-emphasis-1000',
  '--ifm-color-content',
  '--ifm-color-content-inverse',
  '--ifm-font-color-base-inverse',
];

/** The `--ifm-*` (and `--docusaurus-*`) properties a stylesheet sets that docsgen's theme does not read, once each, in order. */
export function unhonouredInfimaVariables(css: string): string[] {
  const honoured = new Set(HONOURED_INFIMA_VARIABLES);
  const found = new Set<string>();
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const m of text.matchAll(/(--(?:ifm|docusaurus)-[A-Za-z0-9-]+)\s*:/g))
    if (!honoured.has(m[1]!)) found.add(m[1]!);
  return [...found];
}
