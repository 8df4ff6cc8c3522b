import React from 'react';
import Layout from '@theme/Layout';
import styles from '../components/Banner.module.css';

export default function Home() {
  return (
    <Layout title="Nightjar">
      <div className={styles.banner}>Nightjars of the heath</div>
    </Layout>
  );
}
