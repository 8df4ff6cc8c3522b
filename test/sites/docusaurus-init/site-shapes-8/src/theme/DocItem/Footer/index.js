// Swizzled doc footer: the edit link and tags from useDoc, the default locale from the site config.
import React from 'react';
import { useDoc } from '@docusaurus/theme-common/internal';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import EditThisPage from '@theme/EditThisPage';
import TagsListInline from '@theme/TagsListInline';

export default function DocItemFooter() {
  const { metadata } = useDoc();
  const { editUrl, tags } = metadata;
  const { siteConfig } = useDocusaurusContext();
  return (
    <footer className="heath-doc-footer">
      {tags.length > 0 ? <span>tagged</span> : null}
      {editUrl ? <a href={editUrl}>Suggest a change</a> : null}
      <EditThisPage editUrl={editUrl} />
      <TagsListInline tags={tags} />
      <span>Written in {siteConfig.i18n.defaultLocale}</span>
    </footer>
  );
}
