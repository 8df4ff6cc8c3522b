/** Public API for site.config.ts and templates. */
export { defineConfig } from './shared/config-schema.ts';
export type { SiteConfig, SiteSettings, VersionConfig, NavItem } from './shared/config-schema.ts';
export type * from './shared/types.ts';
export type { DropdownEntryConfig, FooterConfig, LogoConfig, NavItemConfig } from './shared/config-chrome.ts';
export type * from './render/page-props.ts';
export type * from './render/blog-props.ts';
export type { MarkdownPageContext, PluginEntry } from './render/markdown/processor.ts';
