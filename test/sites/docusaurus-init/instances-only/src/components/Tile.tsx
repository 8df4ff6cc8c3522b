import React from 'react';
import Link from '@docusaurus/Link';

/** A tile that leaves the site's router for an outside host's page (a redirect the host serves). */
export default function Tile({ href, away, label }: { href: string; away?: boolean; label: string }): JSX.Element {
  return away ? <a href={href}>{label}</a> : <Link to={href}>{label}</Link>;
}
