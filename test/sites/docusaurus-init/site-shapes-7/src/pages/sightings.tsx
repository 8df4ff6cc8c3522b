import React from 'react';
import Layout from '@theme/Layout';
import { useHistory, useLocation } from '@docusaurus/router';

export default function Sightings(): JSX.Element {
  const history = useHistory();
  const location = useLocation();
  const region = new URLSearchParams(location.search).get('region') ?? 'all regions';
  return (
    <Layout title="Sightings">
      <p>Sightings in {region}.</p>
      <a href={history.createHref({ search: 'region=north' })}>Northern sightings</a>
    </Layout>
  );
}
