import os from 'node:os';

/** What site code sees as `navigator` while a page renders at build time. */
export interface ServerNavigator {
  hardwareConcurrency: number;
  language: string;
  languages: readonly string[];
  platform: string;
  userAgent: string;
}

let made: ServerNavigator | undefined;

/**
 * Node 21 and later have a global `navigator` (language "en-US"), so a Docusaurus page reading
 * `navigator.language` while it renders builds there; on older Node it would throw "navigator is
 * not defined". Site modules get the runtime's own when it has one, else one of the same shape,
 * so a page renders the same on every Node docsgen supports (and docsgen's own code is untouched).
 */
export function serverNavigator(): ServerNavigator {
  const own = (globalThis as { navigator?: ServerNavigator }).navigator;
  if (own) return own;
  made ??= Object.freeze({
    hardwareConcurrency: os.availableParallelism(),
    language: 'en-US',
    languages: Object.freeze(['en-US']),
    platform: platformName(),
    userAgent: `Node.js/${process.versions.node.split('.')[0]}`,
  });
  return made;
}

/** The platform as Node's own navigator names it ("Linux x86_64", "MacIntel", "Win32"). */
function platformName(): string {
  if (process.platform === 'darwin') return 'MacIntel';
  if (process.platform === 'win32') return 'Win32';
  const arch = process.arch === 'x64' ? 'x86_64' : process.arch === 'arm64' ? 'aarch64' : process.arch;
  return process.platform === 'linux' ? `Linux ${arch}` : `${process.platform} ${arch}`;
}
