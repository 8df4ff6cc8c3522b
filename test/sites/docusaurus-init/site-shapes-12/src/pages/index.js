import React from 'react';
import Layout from '@theme/Layout';
import Count from '../components/Count';

export default function Home() {
  return (
    <Layout title="Heron">
      <main>
        <h1>Heron</h1>
        <Count />
      </main>
    </Layout>
  );
}
