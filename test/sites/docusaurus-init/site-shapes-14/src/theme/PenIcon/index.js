import React from 'react';

export default function PenIcon() {
  return <span aria-hidden="true">✎</span>;
}
