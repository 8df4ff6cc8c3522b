import React from 'react';
import { countLabel } from 'heron-count';

export default function Count() {
  return <p className="heron-count">{countLabel(12)}</p>;
}
