import React from 'react';
import { useTide } from './context';

export default function TideGauge({ name }) {
  const { level, setLevel } = useTide();
  return (
    <span className="gauge">
      <span data-testid={`level-${name}`}>Level {level}</span>{' '}
      <button type="button" onClick={() => setLevel((l) => l + 1)}>
        Raise from {name}
      </button>
    </span>
  );
}
