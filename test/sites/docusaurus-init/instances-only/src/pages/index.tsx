import React from 'react';
import Link from '@docusaurus/Link';
import Tile from '@site/src/components/Tile';

const tiles = [
  { label: 'Admin guide', href: '/users/admin/console' },
  { label: 'Donate', href: '/donate', away: true },
];

export default function Home(): JSX.Element {
  return (
    <main>
      <h1>Lantern</h1>
      <Link to="/users">User guide</Link>
      <p>
        Older notes: <a href="/users/retired">retired page</a>.
      </p>
      {tiles.map((t) => (
        <Tile key={t.label} {...t} />
      ))}
    </main>
  );
}
