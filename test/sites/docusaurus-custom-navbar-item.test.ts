import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docusaurusFixtures } from './docusaurus-fixtures.ts';
import { parseHtml, query, queryAll, text } from '../support/html.ts';

/**
 * A navbar item of a custom type (`custom-stars`), which the site's swizzled
 * NavbarItem/ComponentTypes maps to its own component, switched in place and built.
 */
const { initAndBuild } = docusaurusFixtures('custom-navbar-item');

describe('custom navbar item types and dropdown extras', () => {
  it("draws the site's component with the item's fields as props, in the navbar of every page", async () => {
    const { dir, init, build } = await initAndBuild('custom-navbar-item');
    expect(init.status).toBe(0);
    const notes = init.stdout + init.stderr;
    expect(notes).not.toMatch(/custom-stars/);
    expect(notes).not.toMatch(/NavbarItem\/ComponentTypes/);
    expect(build.status).toBe(0);
    expect(build.stdout + build.stderr).toMatch(/0 warnings and 0 errors/);
    for (const page of ['docs/intro/index.html', '404.html']) {
      const html = readFileSync(path.join(dir, 'build', page), 'utf8');
      const right = query(parseHtml(html), '.navbar-right')!;
      const stars = query(right, 'a[href="https://github.com/comet/comet"]')!;
      expect(text(stars).replace(/\s+/g, ' ')).toBe('★ 1,200 stars');
      // The component's CSS module is in the page.
      const cls = stars.attrs.find((a) => a.name === 'class')!.value.split(' ')[1]!;
      expect(html).toMatch(new RegExp(`\\.${cls}\\s*\\{[^}]*font-weight:\\s*700`));
      expect(text(query(parseHtml(html), '.navbar-left .navbar-html')!)).toBe('beta');
      // The locale dropdown lists the locales, then the link of its dropdownItemsAfter.
      const locales = queryAll(query(right, '.locale-menu')!, '.dropdown-menu a').map((a) => text(a).trim());
      expect(locales).toEqual(['English', 'Français', 'Help us translate']);
    }
    expect(readFileSync(path.join(dir, 'build/fr/docs/intro/index.html'), 'utf8')).toContain('Help us translate');
  }, 180_000);
});
