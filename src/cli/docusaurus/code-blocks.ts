/**
 * `themeConfig.prism` as docsgen's `codeBlocks`: the Prism engine with our table of each named
 * theme when there is one (pages look as they did), else shiki with the closest of its themes;
 * magic comments carry over with docsgen's highlight class.
 */
import { prismLanguageId } from '../../render/markdown/prism-engine.ts';
import { prismTheme } from '../../render/markdown/prism-themes.ts';
import { nearestPrismTheme } from './prism-object-theme.ts';
import { arr, obj, refPath } from './config-values.ts';

type Skip = (field: string, why: string) => void;

export interface MappedCodeBlocks {
  engine?: 'prism';
  lightTheme: string;
  darkTheme: string;
  magicComments?: unknown[];
  prismLanguages?: string[];
}

/** Prism themes of prism-react-renderer and the shiki theme that looks most like each. */
const PRISM_TO_SHIKI: Record<string, string> = {
  github: 'github-light',
  vsLight: 'light-plus',
  vsDark: 'dark-plus',
  dracula: 'dracula',
  duotoneDark: 'houston',
  duotoneLight: 'min-light',
  nightOwl: 'night-owl',
  nightOwlLight: 'night-owl-light',
  oceanicNext: 'material-theme-ocean',
  okaidia: 'monokai',
  palenight: 'material-theme-palenight',
  shadesOfPurple: 'synthwave-84',
  synthwave84: 'synthwave-84',
  ultramin: 'min-light',
  oneDark: 'one-dark-pro',
  oneLight: 'one-light',
  jettwaveDark: 'tokyo-night',
  jettwaveLight: 'github-light',
  gruvboxMaterialDark: 'gruvbox-dark-medium',
  gruvboxMaterialLight: 'gruvbox-light-medium',
};

/** The code block settings for `themeConfig.prism`, or undefined when it is empty or missing. */
export function mapCodeBlocks(prism: Record<string, unknown>, skip: Skip): MappedCodeBlocks | undefined {
  if (!Object.keys(prism).length) return undefined;
  let codeBlocks: MappedCodeBlocks;
  // Docusaurus' own highlight class is styled by its theme; docsgen's theme styles its own.
  const magic = Array.isArray(prism.magicComments)
    ? { magicComments: prism.magicComments.map((m) => themeHighlightClass(obj(m))) }
    : {};
  const lightTheme = ourPrismTheme(prism.theme);
  const darkTheme = ourPrismTheme(prism.darkTheme);
  if (lightTheme !== null && darkTheme !== null) {
    // The Prism engine with our table of each named theme: the pages look as they did under Docusaurus.
    const light = lightTheme ?? 'github-light';
    codeBlocks = {
      engine: 'prism',
      lightTheme: light,
      darkTheme: darkTheme ?? (prism.theme ? light : 'github-dark'),
      ...magic,
    };
    // Every Prism language loads on first use; a name Prism does not know would only warn on each block.
    arr(prism.additionalLanguages).forEach((lang, i) => {
      if (typeof lang !== 'string' || !prismLanguageId(lang.toLowerCase()))
        skip(`themeConfig.prism.additionalLanguages[${i}]`, `Prism has no language "${String(lang)}"`);
    });
  } else {
    // A theme docsgen has no Prism table for: shiki with the closest of its themes.
    const light = shikiFor(prism.theme, 'themeConfig.prism.theme', skip) ?? 'github-light';
    const dark =
      shikiFor(prism.darkTheme, 'themeConfig.prism.darkTheme', skip) ?? (prism.theme ? light : 'github-dark');
    codeBlocks = { lightTheme: light, darkTheme: dark, ...magic };
    if (prism.additionalLanguages !== undefined)
      skip('themeConfig.prism.additionalLanguages', 'shiki knows these languages already');
  }
  if (prism.defaultLanguage !== undefined) skip('themeConfig.prism.defaultLanguage', 'no equivalent');
  return codeBlocks;
}

/** Our Prism theme for a prism-react-renderer theme reference: its name, undefined if none was given, null if we have none. */
function ourPrismTheme(value: unknown): string | undefined | null {
  if (value === undefined) return undefined;
  const ref = refPath(value);
  const name = ref ? /themes[./]([A-Za-z0-9]+)$/.exec(ref)?.[1] : undefined;
  // A theme object (a site's own, or a library theme loaded for real): the nearest of our tables.
  if (!name) return nearestPrismTheme(value) ?? null;
  return (prismTheme(name) ?? prismTheme(PRISM_TO_SHIKI[name] ?? ''))?.name ?? null;
}

function shikiFor(value: unknown, where: string, skip: Skip): string | undefined {
  if (value === undefined) return undefined;
  const ref = refPath(value);
  const name = ref ? /themes[./]([A-Za-z0-9]+)$/.exec(ref)?.[1] : undefined;
  if (name && PRISM_TO_SHIKI[name]) return PRISM_TO_SHIKI[name];
  skip(
    where,
    name
      ? `no shiki theme is close to Prism's "${name}"; the default is used`
      : 'a custom Prism theme object cannot be carried over; the default is used',
  );
  return undefined;
}

/** A Docusaurus magic comment with the class docsgen's theme styles in place of Docusaurus' highlight class. */
function themeHighlightClass(m: Record<string, unknown>): Record<string, unknown> {
  return m.className === 'theme-code-block-highlighted-line' ? { ...m, className: 'code-line-highlighted' } : m;
}
