import React from 'react';
import Layout from '@theme/Layout';
import Showcase from '@site/src/components/Showcase';

export default function Home(): JSX.Element {
  return (
    <Layout title="Home">
      <p>Watch a kestrel hover.</p>
      <Showcase />
    </Layout>
  );
}
