import React from 'react';
import Layout from '@theme/Layout';
import styles from './index.module.css';

export default function Home() {
  return (
    <Layout title="Home">
      <div className={styles.banner}>Lighthouse keeps the lights on.</div>
      <div className={styles.elsewhere}>Served by the host.</div>
      <div className={styles.icon}>An icon.</div>
    </Layout>
  );
}
