import React from 'react';
import Layout from '@theme/Layout';
import Logo from '/img/quill.svg';

export default function Home() {
  return (
    <Layout title="Quill">
      <Logo className="home-logo" />
      <p>Write with Quill.</p>
    </Layout>
  );
}
