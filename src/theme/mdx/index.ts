import Admonition from './Admonition.tsx';
import { ADMONITION_ICON_MODULES } from './AdmonitionIcons.tsx';
import BrowserOnly from './BrowserOnly.tsx';
import CodeBlock from './CodeBlock.tsx';
import CodeInline from './CodeInline.tsx';
import Details from './Details.tsx';
import DocCardList from './DocCardList.tsx';
import DocCard from './DocCard.tsx';
import ExecutionEnvironment from './ExecutionEnvironment.ts';
import Head from './Head.tsx';
import Heading from './Heading.tsx';
import * as docsClient from './docsClient.ts';
import * as blogClient from './blogClient.ts';
import IdealImage from './IdealImage.tsx';
import Interpolate, { interpolate } from './Interpolate.tsx';
import isInternalUrl, { hasProtocol } from './isInternalUrl.ts';
import Link from './Link.tsx';
import Layout from './Layout.tsx';
import IconExternalLink from './IconExternalLink.tsx';
import EditThisPage from './EditThisPage.tsx';
import LastUpdated from './LastUpdated.tsx';
import TagsListInline from './TagsListInline.tsx';
import MDXComponents from './MDXComponents.tsx';
import { Code, Img, Li, Pre, Ul } from './MDXElements.tsx';
import Mermaid from './Mermaid.tsx';
import {
  ComposedNavbar,
  DefaultNavbarItem,
  DropdownNavbarItem,
  LocaleDropdownNavbarItem,
  NavbarColorModeToggle,
  NavbarContent,
  NavbarItem,
  NavbarLayout,
  NavbarLogo,
  NavbarMobileSidebar,
  NavbarMobileSidebarToggle,
  NavbarSearch,
  SearchBar,
} from './NavbarParts.tsx';
import {
  ComposedFooter,
  FooterCopyright,
  FooterLayout,
  FooterLinkItem,
  FooterLinks,
  FooterLogo,
} from './FooterParts.tsx';
import TabItem from './TabItem.tsx';
import Tabs from './Tabs.tsx';
import TOCInline from './TOCInline.tsx';
import Translate, { translate } from './Translate.tsx';
import ThemedImage from './ThemedImage.tsx';
import useBaseUrl, { useBaseUrlUtils } from './useBaseUrl.ts';
import useDocusaurusContext from './useDocusaurusContext.ts';
import useGlobalData, { useAllPluginInstancesData, usePluginData } from './useGlobalData.ts';
import useIsBrowser from './useIsBrowser.ts';
import useRouteContext from './useRouteContext.ts';
import * as router from './router.ts';
import * as themeCommon from './theme-common.ts';
import {
  OriginalDocItemFooter,
  OriginalDocItemLayout,
  OriginalBlogPostItem,
  OriginalFooter,
  OriginalLogo,
  OriginalNavbar,
  OriginalNotFound,
  PassThrough,
} from './theme-originals.tsx';

export { HeadContext } from './Head.tsx';
export { PageLayoutContext, type PageLayoutRequest } from './Layout.tsx';
export { ThemeOriginalsContext } from './theme-originals.tsx';
export { ComposedNavbar, ComposedFooter };
export { PagePropsContext } from './page-props.ts';
export { CodeRequestContext, type CodeRequest } from './CodeBlock.tsx';
export {
  MdxSiteContext,
  useMdxSite,
  type MdxCategory,
  type MdxSidebar,
  type MdxVersionDoc,
  type MdxDocsVersion,
  type MdxSiteInfo,
} from './context.ts';

/** A module as an import sees it: `default` plus named exports. */
export type ModuleRecord = Readonly<Record<string, unknown>>;

/** What `@theme/*` and `@docusaurus/*` imports in MDX and in site components resolve to. */
export const BUILTIN_MODULES: Readonly<Record<string, ModuleRecord>> = {
  '@theme/Tabs': { default: Tabs },
  '@theme/TabItem': { default: TabItem },
  '@theme/Details': { default: Details },
  '@theme/Admonition': { default: Admonition },
  ...ADMONITION_ICON_MODULES,
  '@theme/CodeBlock': { default: CodeBlock },
  '@theme/CodeInline': { default: CodeInline },
  '@theme/IdealImage': { default: IdealImage },
  '@theme/ThemedImage': { default: ThemedImage },
  '@theme/MDXComponents': { default: MDXComponents },
  // What an ejected MDXComponents imports, one element each.
  '@theme/MDXComponents/A': { default: Link },
  '@theme/MDXComponents/Code': { default: Code },
  '@theme/MDXComponents/Pre': { default: Pre },
  '@theme/MDXComponents/Details': { default: Details },
  '@theme/MDXComponents/Heading': { default: Heading },
  '@theme/MDXComponents/Ul': { default: Ul },
  '@theme/MDXComponents/Li': { default: Li },
  '@theme/MDXComponents/Img': { default: Img },
  '@theme/Mermaid': { default: Mermaid },
  // The page parts a site may swizzle: docsgen's own, for a wrapper (`@theme-original/Footer`).
  '@theme/Footer': { default: OriginalFooter },
  '@theme/Navbar': { default: OriginalNavbar },
  // What a swizzled Navbar or Footer composes: docsgen's own pieces under Docusaurus's names.
  '@theme/Navbar/Layout': { default: NavbarLayout },
  '@theme/Navbar/Content': { default: NavbarContent },
  '@theme/Navbar/Logo': { default: NavbarLogo },
  '@theme/Navbar/Search': { default: NavbarSearch },
  '@theme/Navbar/ColorModeToggle': { default: NavbarColorModeToggle },
  '@theme/Navbar/MobileSidebar': { default: NavbarMobileSidebar },
  '@theme/Navbar/MobileSidebar/Toggle': { default: NavbarMobileSidebarToggle },
  '@theme/NavbarItem': { default: NavbarItem },
  '@theme/NavbarItem/DropdownNavbarItem': { default: DropdownNavbarItem },
  '@theme/NavbarItem/DefaultNavbarItem': { default: DefaultNavbarItem },
  '@theme/NavbarItem/LocaleDropdownNavbarItem': { default: LocaleDropdownNavbarItem },
  '@theme/SearchBar': { default: SearchBar },
  '@theme/Footer/Layout': { default: FooterLayout },
  '@theme/Footer/Links': { default: FooterLinks },
  '@theme/Footer/Links/MultiColumn': { default: FooterLinks },
  '@theme/Footer/Links/Simple': { default: FooterLinks },
  '@theme/Footer/Logo': { default: FooterLogo },
  '@theme/Footer/Copyright': { default: FooterCopyright },
  '@theme/Footer/LinkItem': { default: FooterLinkItem },
  '@theme/NotFound': { default: OriginalNotFound },
  '@theme/NotFound/Content': { default: OriginalNotFound },
  '@theme/DocItem/Footer': { default: OriginalDocItemFooter },
  '@theme/DocItem/Layout': { default: OriginalDocItemLayout },
  '@theme/BlogPostItem': { default: OriginalBlogPostItem },
  '@theme/Logo': { default: OriginalLogo },
  '@theme/Root': { default: PassThrough },
  // The theme's context providers (`LayoutProviders` before Docusaurus 2.0): docsgen provides the context around every
  // page, so a page that wraps itself in them draws just its children.
  '@theme/Layout/Provider': { default: PassThrough },
  '@theme/LayoutProviders': { default: PassThrough },
  '@theme/DocCardList': { default: DocCardList },
  '@theme/DocCard': { default: DocCard },
  '@theme/Heading': { default: Heading },
  '@theme/TOCInline': { default: TOCInline },
  '@theme/Layout': { default: Layout },
  '@theme/IconExternalLink': { default: IconExternalLink },
  '@theme/Icon/ExternalLink': { default: IconExternalLink },
  '@theme/EditThisPage': { default: EditThisPage },
  '@theme/LastUpdated': { default: LastUpdated },
  '@theme/TagsListInline': { default: TagsListInline },
  '@docusaurus/Link': { default: Link },
  '@docusaurus/Head': { default: Head },
  '@docusaurus/useBaseUrl': { default: useBaseUrl, useBaseUrlUtils },
  '@docusaurus/useDocusaurusContext': { default: useDocusaurusContext },
  '@docusaurus/BrowserOnly': { default: BrowserOnly },
  '@docusaurus/plugin-content-docs/client': docsClient,
  '@docusaurus/plugin-content-blog/client': blogClient,
  '@docusaurus/Translate': { default: Translate, translate },
  '@docusaurus/theme-common': themeCommon,
  '@docusaurus/useIsBrowser': { default: useIsBrowser },
  '@docusaurus/ExecutionEnvironment': { default: ExecutionEnvironment },
  '@docusaurus/router': router,
  '@docusaurus/Interpolate': { default: Interpolate, interpolate },
  '@docusaurus/isInternalUrl': { default: isInternalUrl, hasProtocol },
  '@docusaurus/useGlobalData': { default: useGlobalData, useAllPluginInstancesData, usePluginData },
  '@docusaurus/useRouteContext': { default: useRouteContext },
};

const THEME_COMMON = '@docusaurus/theme-common';

/**
 * `@docusaurus/theme-classic/lib/theme/Details` and `@docusaurus/theme-common/…/X` mean `@theme/X`;
 * so do `@theme-original/X` and `@theme-init/X`, which a swizzled component imports to wrap the
 * theme's own: docsgen's is the original. `@docusaurus/theme-common/internal` means `@docusaurus/theme-common`.
 */
export function builtinName(specifier: string): string | undefined {
  const alias =
    /^@docusaurus\/theme-(?:classic|common)\/(?:lib|src)\/theme\/(.+?)(?:\/index)?(?:\.[jt]sx?)?$/.exec(specifier) ??
    /^@theme-(?:original|init)\/(.+)$/.exec(specifier);
  // The internal entry re-exports the public one, and the names swizzled components take from it.
  const name = alias ? `@theme/${alias[1]}` : specifier === `${THEME_COMMON}/internal` ? THEME_COMMON : specifier;
  return name in BUILTIN_MODULES ? name : undefined;
}

/** Components an MDX page may use without importing them (Docusaurus' MDXComponents). */
export const GLOBAL_COMPONENTS: Readonly<Record<string, unknown>> = { ...MDXComponents };
