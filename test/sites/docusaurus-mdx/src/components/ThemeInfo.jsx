import React from 'react';
import { useThemeConfig, usePrismTheme } from '@docusaurus/theme-common';
import { usePluginData } from '@docusaurus/useGlobalData';
import useRouteContext from '@docusaurus/useRouteContext';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Head from '@docusaurus/Head';

// Reads the site-wide settings a Docusaurus component reaches for: theme config, code colours, plugin data.
export default function ThemeInfo() {
  const { community, navbar, tableOfContents } = useThemeConfig();
  const prism = usePrismTheme();
  const docs = usePluginData('docusaurus-plugin-content-docs');
  const { plugin } = useRouteContext();
  const { siteConfig } = useDocusaurusContext();
  return (
    <div className="theme-info" style={{ background: prism.plain.backgroundColor, color: prism.plain.color }}>
      <Head>
        <link rel="alternate" type="application/rss+xml" href="/releases.xml" />
      </Head>
      <p>Chat: <a href={community.chat}>{community.chat}</a>; navbar hides on scroll: {String(navbar.hideOnScroll)}; brand: {navbar.title}.</p>
      <p>TOC levels {tableOfContents.minHeadingLevel} to {tableOfContents.maxHeadingLevel}; site config has {siteConfig.themeConfig === useThemeConfig() ? 'the same' : 'another'} theme config.</p>
      <p className="theme-info-code">Code background: {prism.plain.backgroundColor}</p>
      <p>Docs at {docs.path}, versions {docs.versions.map((v) => v.label).join(', ')}; this page is from {plugin.name}.</p>
    </div>
  );
}
