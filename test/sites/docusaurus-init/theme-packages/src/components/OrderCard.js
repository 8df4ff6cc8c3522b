import React from 'react';
import SchemaViewer from '@theme/SchemaViewer';

// A site component wrapping the theme's viewer, as sites do to give it a frame.
export default function OrderCard() {
  return (
    <section className="order-card">
      <SchemaViewer schema={{ title: 'Line item', properties: { sku: { type: 'string' } } }} />
    </section>
  );
}
