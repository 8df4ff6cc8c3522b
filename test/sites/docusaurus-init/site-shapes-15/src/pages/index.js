import React from 'react';
import Layout from '@theme/Layout';

// The badge is picked at render time, so the bundler cannot know which file: it keeps every file the pattern matches.
const last = (names) => names[names.length - 1];

export default function Home() {
  const badge = require('@site/assets/public/img/otter-' + last(['1', '2']) + '.png').default;
  return (
    <Layout title="Otter">
      <main>
        <img className="otter-badge" src={badge} alt="Otter badge" />
      </main>
    </Layout>
  );
}
