import { describe, expect, it } from 'vitest';
import {
  duplicates,
  filterDocCardListItems,
  isSamePath,
  splitNavbarItems,
  ThemeClassNames,
  useActivePlugin,
  useDocsSidebar,
  useDocsVersion,
  usePluralForm,
  useWindowSize,
} from './theme-common-more.ts';
import * as docsClient from './docsClient.ts';

describe("theme-common's other names", () => {
  it('answer as Docusaurus does on the server', () => {
    expect(usePluralForm().selectMessage(1, 'One card|{count} cards')).toBe('One card');
    expect(usePluralForm().selectMessage(3, 'One card|{count} cards')).toBe('{count} cards');
    expect(filterDocCardListItems([{ label: 'a' }, { label: 'b', unlisted: true }])).toEqual([{ label: 'a' }]);
    expect(splitNavbarItems([{ position: 'right', n: 1 }, { n: 2 }])).toEqual([
      [{ n: 2 }],
      [{ position: 'right', n: 1 }],
    ]);
    expect(isSamePath('/Docs/intro', '/docs/intro/')).toBe(true);
    expect(duplicates([1, 2, 1, 3, 3])).toEqual([1, 3]);
    expect(useWindowSize()).toBe('ssr');
  });

  it('give an empty class for any theme class name, and a clear error for what docsgen lacks', () => {
    const names = ThemeClassNames as { docs: { docMarkdown: unknown } };
    expect(`${String(names.docs.docMarkdown)}`).toBe('');
    // Docs hooks older sites take from here are the docs client's own.
    expect(useDocsVersion).toBe(docsClient.useDocsVersion);
    expect(useDocsSidebar).toBe(docsClient.useDocsSidebar);
    expect(() => useActivePlugin()).toThrow('useActivePlugin (@docusaurus/theme-common) is not provided by docsgen');
  });
});
