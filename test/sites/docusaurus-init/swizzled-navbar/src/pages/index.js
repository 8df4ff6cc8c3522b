import React from 'react';
import Layout from '@theme/Layout';

export default function Home() {
  return (
    <Layout title="Quay">
      <main>
        <h1>Quay</h1>
        <p>Berths for small boats.</p>
      </main>
    </Layout>
  );
}
