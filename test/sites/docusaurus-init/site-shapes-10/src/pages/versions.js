import React from 'react';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export default function Versions() {
  const { siteConfig } = useDocusaurusContext();
  const included = siteConfig.presets[0][1].docs.onlyIncludeVersions;
  const repo = `https://github.com/${siteConfig.organizationName}/${siteConfig.projectName}`;
  return (
    <Layout title="Versions">
      <h1>Documented versions</h1>
      <p>Included: {included.join(', ')}</p>
      <a href={repo}>Source</a>
    </Layout>
  );
}
