import React from 'react';
import Link from '@docusaurus/Link';

export default function Home(): JSX.Element {
  return (
    <main>
      <h1>Lantern</h1>
      <Link to="/users">User guide</Link>
      <p>
        Older notes: <a href="/users/retired">retired page</a>.
      </p>
    </main>
  );
}
