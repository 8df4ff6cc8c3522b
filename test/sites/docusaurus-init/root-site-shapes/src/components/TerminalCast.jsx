import React, { useEffect, useRef } from 'react';
import * as Player from 'terminal-cast-player';

export default function TerminalCast({ src }) {
  const ref = useRef(null);
  useEffect(() => {
    Player.create(src, ref.current);
  }, [src]);
  return <div className="terminal-cast" ref={ref} data-src={src} />;
}
