import type { SiteSettings } from '../../shared/config-schema.ts';
import { sideOf } from '../../theme/nav-items.ts';
import { prismTheme, type PrismTheme } from '../markdown/prism-themes.ts';
import type { PrismRendererTheme } from '../../theme/mdx/theme-common.ts';

/**
 * Docusaurus's `themeConfig` for `useThemeConfig()`: the parts docsgen's config already says,
 * with the site's own `themeConfig` over them (one level deep, so `navbar: { items }` keeps the
 * title). `prism.theme`/`darkTheme` are the code themes in prism-react-renderer's shape; with
 * shiki themes (no Prism table) they are docsgen's GitHub tables.
 */
export function docusaurusThemeConfig(
  site: Pick<SiteSettings, 'themeConfig' | 'colorMode' | 'toc' | 'navbar' | 'codeBlocks'> &
    Partial<Pick<SiteSettings, 'footer'>>,
): Record<string, unknown> {
  const derived: Record<string, Record<string, unknown>> = {
    colorMode: { ...site.colorMode },
    tableOfContents: { ...site.toc },
    // A swizzled Navbar reads the items here and hands each to `@theme/NavbarItem`; each says its side, as Docusaurus's do.
    navbar: {
      title: site.navbar.title,
      ...(site.navbar.logo ? { logo: site.navbar.logo } : {}),
      items: site.navbar.items.map((item) => ({ ...item, position: sideOf(item) })),
    },
    // A swizzled Footer reads its columns and copyright here, as from Docusaurus's config.
    ...(site.footer ? { footer: { ...site.footer } } : {}),
    prism: {
      theme: rendererTheme(prismTheme(site.codeBlocks.lightTheme) ?? prismTheme('github-light')!),
      darkTheme: rendererTheme(prismTheme(site.codeBlocks.darkTheme) ?? prismTheme('github-dark')!),
    },
  };
  const out: Record<string, unknown> = { ...derived };
  for (const [key, value] of Object.entries(site.themeConfig)) {
    const base = derived[key];
    out[key] =
      base && value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...base, ...value } : value;
  }
  return out;
}

/** A Prism table as prism-react-renderer describes a theme: the default colours and one style per colour. */
function rendererTheme(theme: PrismTheme): PrismRendererTheme {
  const byColor = new Map<string, string[]>();
  for (const [type, color] of Object.entries(theme.tokens)) byColor.set(color, [...(byColor.get(color) ?? []), type]);
  return {
    plain: { color: theme.fg, backgroundColor: theme.bg },
    styles: [...byColor].map(([color, types]) => ({ types, style: { color } })),
  };
}
