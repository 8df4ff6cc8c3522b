import React from 'react';
import AnnouncementBar from '@theme/AnnouncementBar';
import Sparkle from 'kiln-sparkle-widget';

export default function Glazes() {
  return (
    <main>
      <AnnouncementBar />
      <h1>Glazes</h1>
      <Sparkle>Celadon and tenmoku.</Sparkle>
    </main>
  );
}
