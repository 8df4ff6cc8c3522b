import React from 'react';
import BrowserOnly from '@docusaurus/BrowserOnly';
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { useLocation } from '@docusaurus/router';
import { useColorMode } from '@docusaurus/theme-common';
import useIsBrowser from '@docusaurus/useIsBrowser';

// Reads the hooks components use to adapt to where and how they run.
export default function ModeNote() {
  const { colorMode, setColorMode } = useColorMode();
  const isBrowser = useIsBrowser();
  const { pathname } = useLocation();
  // Read after mount: in render it would differ from the prerendered HTML and break hydration.
  const hasDom = isBrowser && ExecutionEnvironment.canUseDOM;
  return (
    <div className="mode-note">
      <p className="mode-note-where">
        {isBrowser ? 'Running in the browser' : 'Prerendered'} at {pathname}, DOM {hasDom ? 'available' : 'absent'}.
      </p>
      <p className="mode-note-mode">Colour mode: {colorMode}</p>
      <BrowserOnly fallback={<p className="mode-note-only">Waiting for the browser</p>}>
        {() => <p className="mode-note-only">Window width known: {window.innerWidth > 0 ? 'yes' : 'no'}</p>}
      </BrowserOnly>
      <button type="button" className="mode-note-dark" onClick={() => setColorMode('dark')}>Go dark</button>
    </div>
  );
}
