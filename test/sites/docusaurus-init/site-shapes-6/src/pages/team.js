import React from 'react';
import Layout from '@theme/Layout';
import { useSpring } from '@react-spring/web';

export default function Team() {
  const [{ tilt }] = useSpring(() => ({ tilt: [0, 0, 1] }));
  return (
    <Layout title="Team">
      <main>Tilted by {tilt.join(',')}</main>
    </Layout>
  );
}
