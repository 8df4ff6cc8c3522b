import React from 'react';
import Layout from '@theme/Layout';
import { useUnit } from '@site/src/components/units/context';

export default function Tides() {
  const { unit } = useUnit();
  return (
    <Layout title="Tides">
      <p className="tides-unit">Depths on this site are in {unit}.</p>
    </Layout>
  );
}
