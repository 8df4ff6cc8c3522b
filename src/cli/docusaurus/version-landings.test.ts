import { describe, expect, it } from 'vitest';
import { withoutVersionLandings } from './version-landings.ts';

describe('withoutVersionLandings', () => {
  it('writes landing: false on every version, as Docusaurus has no page at a version path', () => {
    const config = { versions: [{ name: 'current' }, { name: '1.x' }] };
    withoutVersionLandings(config, { presets: [['classic', { docs: { sidebarPath: './sidebars.js' } }]] });
    expect(config.versions).toEqual([
      { name: 'current', landing: false },
      { name: '1.x', landing: false },
    ]);
  });

  it("keeps the landing of a Docusaurus 2 alpha site whose homePageId serves a doc at the version's path", () => {
    const config = { versions: [{ name: 'current' }] };
    withoutVersionLandings(config, { presets: [['@docusaurus/preset-classic', { docs: { homePageId: 'intro' } }]] });
    expect(config.versions).toEqual([{ name: 'current' }]);
  });
});
