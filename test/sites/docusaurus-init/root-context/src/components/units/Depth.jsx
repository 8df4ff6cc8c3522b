import React from 'react';
import { useUnit } from './context';

export default function Depth({ value }) {
  const { unit } = useUnit();
  return <span className="depth">{value} {unit}</span>;
}
