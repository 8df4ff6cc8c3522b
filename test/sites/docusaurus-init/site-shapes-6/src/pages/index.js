import React from 'react';
import Layout from '@theme/Layout';
import Features from '@site/src/components/Features';

export default function Home() {
  return (
    <Layout title="Home">
      <main>
        <Features />
      </main>
    </Layout>
  );
}
