import React from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import SkipToContent from '@theme/SkipToContent';

export default function Layout({ children }) {
  return (
    <div className="kiln-layout">
      <SkipToContent />
      <ErrorBoundary fallback={() => null}>{children}</ErrorBoundary>
    </div>
  );
}
