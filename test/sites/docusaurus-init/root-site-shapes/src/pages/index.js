import React from 'react';
import Layout from '@theme/Layout';
import Hero from '@site/src/components/Hero';

export default function Home() {
  // Node 21+ has a global navigator while pages render; this page was written on such a Node.
  const french = navigator && navigator.language && navigator.language.startsWith('fr');
  return (
    <Layout title="Home">
      <main>
        <h1>Lanternfish</h1>
        <Hero>Lights for deep water</Hero>
        <p id="visitor-language">{french ? 'Bonjour' : 'Hello'} ({navigator.language})</p>
      </main>
    </Layout>
  );
}
