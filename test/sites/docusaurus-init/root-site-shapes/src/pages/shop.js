import React from 'react';
import { Redirect } from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import Layout from '@theme/Layout';

export default function Shop() {
  const { i18n } = useDocusaurusContext();
  // The shop ships from France only: other locales send visitors to the French page.
  if (i18n.currentLocale !== 'fr') return <Redirect to="/fr/shop/" />;
  return (
    <Layout title="Boutique">
      <p>La boutique.</p>
    </Layout>
  );
}
