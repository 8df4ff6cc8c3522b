import React from 'react';
import Layout from '@theme/Layout';

export default function Home() {
  return (
    <Layout title="Quay">
      <p className="tw-wide">Welcome to the quay.</p>
    </Layout>
  );
}
