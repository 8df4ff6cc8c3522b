import { describe, expect, it } from 'vitest';
import { h } from 'hastscript';
import type { Root } from 'hast';
import { extractSearchRecords, withoutTags, type DocForSearch } from './records.ts';

const options = { siteUrl: 'https://docs.example.test/', language: 'en' };

function doc(children: Root['children'], extra: Partial<DocForSearch> = {}): DocForSearch {
  return {
    version: 'v3',
    docId: 'configuration/password',
    path: '/v3/configuration/password',
    title: 'Password Protection',
    lvl0: '⚙️ Configuration',
    hast: { type: 'root', children },
    ...extra,
  };
}

/** A heading as the markdown pipeline renders it: slug id and an appended `#` link with a hidden label. */
function heading(tag: string, id: string, text: string) {
  return h(tag, { id }, [text, h('a.hash-link', { href: `#${id}`, ariaLabel: `Direct link to ${text}` }, ['#'])]);
}

const page = [
  h('p', 'Two kinds of protection exist.'),
  heading('h2', 'file-password', 'File password'),
  h('p', ['Stored in the ', h('code', '.dbmeta.json'), ' file.']),
  h('pre', h('div.code-block', [h('pre.shiki', h('code', 'php -r "echo 1;"')), h('button.copy-button', 'Copy')])),
  heading('h3', 'definition', 'Definition'),
  h('ul', [
    h('li', ['Plain ', h('strong', 'text'), h('ul', [h('li', 'Nested item')])]),
    h('li', [h('p', 'Loose item')]),
  ]),
  h('aside.admonition', [h('div.admonition-heading', 'Info'), h('div.admonition-content', [h('p', 'Files only.')])]),
  heading('h2', 'global-password', 'Global password'),
  h('table', [
    h('thead', h('tr', [h('th', 'Variable'), h('th', 'Default')])),
    h('tbody', [h('tr', [h('td', h('code', 'PASSWORD_USER')), h('td', '(none)')])]),
  ]),
  h('div.mermaid-diagram', h('pre.mermaid-source', h('code', 'graph TD; A-->B'))),
];

describe('extractSearchRecords', () => {
  it('turns the page title, headings and text blocks into DocSearch records with their hierarchy and anchor', () => {
    const records = extractSearchRecords(doc(page), options);
    expect(records.map((r) => [r.type, r.type === 'content' ? r.content : r.hierarchy[r.type], r.anchor])).toEqual([
      ['lvl1', 'Password Protection', null],
      ['content', 'Two kinds of protection exist.', null],
      ['lvl2', 'File password', 'file-password'],
      ['content', 'Stored in the .dbmeta.json file.', 'file-password'],
      ['content', 'php -r "echo 1;"', 'file-password'],
      ['lvl3', 'Definition', 'definition'],
      ['content', 'Plain text', 'definition'],
      ['content', 'Nested item', 'definition'],
      ['content', 'Loose item', 'definition'],
      ['content', 'Files only.', 'definition'],
      ['lvl2', 'Global password', 'global-password'],
      ['content', 'PASSWORD_USER · (none)', 'global-password'],
    ]);
  });

  it('gives each record the full hierarchy above it, the anchored URL and the version', () => {
    const records = extractSearchRecords(doc(page), options);
    const nested = records.find((r) => r.content === 'Nested item')!;
    expect(nested).toMatchObject({
      hierarchy: {
        lvl0: '⚙️ Configuration',
        lvl1: 'Password Protection',
        lvl2: 'File password',
        lvl3: 'Definition',
        lvl4: null,
        lvl5: null,
        lvl6: null,
      },
      url: 'https://docs.example.test/v3/configuration/password#definition',
      url_without_anchor: 'https://docs.example.test/v3/configuration/password',
      version: 'v3',
      language: 'en',
    });
    // A new h2 resets the deeper levels.
    expect(records.find((r) => r.content?.startsWith('PASSWORD_USER'))!.hierarchy).toMatchObject({
      lvl2: 'Global password',
      lvl3: null,
    });
    expect(records[0]!.url).toBe('https://docs.example.test/v3/configuration/password');
    expect(records.map((r) => r.weight.level).slice(0, 6)).toEqual([100, 0, 90, 0, 0, 80]);
  });

  it('never indexes buttons, heading links, admonition titles or diagram sources', () => {
    const text = JSON.stringify(extractSearchRecords(doc(page), options));
    for (const hidden of ['Copy', 'Direct link', '"Info"', 'graph TD', 'Variable']) expect(text).not.toContain(hidden);
  });

  it('indexes each code block as one record marked as code, from the highlighted HTML the pipeline renders', () => {
    const block = h('div.code-block', { dataLanguage: 'nginx' }, [
      h('div.code-title', 'nginx.conf'),
      h('docsgen-code-body', {
        dataHtml:
          '<pre class="shiki"><code><span class="line"><span style="color:red">proxy_set_header</span> ' +
          'Host $host;</span>\n<span class="line">if (a &lt; b &amp;&amp; c) {}</span></code></pre><button ' +
          'class="copy-button">Copy</button>',
      }),
    ]);
    const records = extractSearchRecords(doc([h('p', 'Before.'), block]), options);
    const code = records.filter((r) => r.code);
    expect(code.map((r) => r.content)).toEqual(['proxy_set_header Host $host; if (a < b && c) {}']);
    expect(code[0]).toMatchObject({ type: 'content', anchor: null });
    expect(JSON.stringify(records)).not.toContain('nginx.conf');
  });

  it('puts the front matter description on the page record', () => {
    const records = extractSearchRecords(
      doc([h('p', 'Body.')], { description: 'Lock files  with a password.' }),
      options,
    );
    expect(records[0]).toMatchObject({ type: 'lvl1', content: 'Lock files with a password.' });
  });

  it('gives unique objectIDs that stay the same across builds and when other sections change', () => {
    const first = extractSearchRecords(doc(page), options);
    const again = extractSearchRecords(doc(page), options);
    expect(again.map((r) => r.objectID)).toEqual(first.map((r) => r.objectID));
    expect(new Set(first.map((r) => r.objectID)).size).toBe(first.length);

    // A paragraph added under "Global password" leaves the records of every other section alone.
    const edited = extractSearchRecords(
      doc([...page.slice(0, 8), h('p', 'New paragraph.'), ...page.slice(8)]),
      options,
    );
    const byText = (rs: typeof first) =>
      new Map(rs.map((r) => [`${r.type}:${r.content ?? r.hierarchy.lvl1}:${r.anchor}`, r.objectID]));
    const before = byText(first);
    const untouched = [...byText(edited)].filter(([key]) => !key.endsWith(':global-password'));
    expect(untouched.length).toBe(10);
    for (const [key, id] of untouched) expect(id, key).toBe(before.get(key));

    // The same text in another version or page is another record.
    const other = extractSearchRecords(doc(page, { version: 'v2', path: '/v2/configuration/password' }), options);
    expect(other.some((r) => first.some((f) => f.objectID === r.objectID))).toBe(false);
  });
});

describe('withoutTags', () => {
  it('removes what /<[^>]*>/g matches, on generated markup', () => {
    const parts = ['<', '>', 'a', ' ', '<span class="token">', '</span>', '\n', '&amp;', '<<', '>>'];
    let seed = 11;
    const next = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    for (let n = 0; n < 2000; n++) {
      let html = '';
      for (let k = next(12); k > 0; k--) html += parts[next(parts.length)];
      expect(withoutTags(html), JSON.stringify(html)).toBe(html.replace(/<[^>]*>/g, ''));
    }
  });
});
