import React from 'react';
import Layout from '@theme/Layout';
import Berth from '../components/Berth';

export default function Home() {
  return (
    <Layout title="Quay">
      <p className="tw-wide">Welcome to the quay.</p>
      <Berth>Berth 7</Berth>
    </Layout>
  );
}
