import { describe, expect, it } from 'vitest';
import { fromHtml } from 'hast-util-from-html';
import type { Element, ElementContent } from 'hast';
import { highlightToHtml, tokenCss } from './code-tokens.ts';
import { createCodeHighlighter, resolveLanguage, type ShikiCodeHighlighter } from './highlighter.ts';

const SAMPLES: Record<string, string> = {
  ts: [
    "import { readFile } from 'node:fs/promises';",
    '',
    '/** A listing entry. */',
    'export interface Entry<T extends object = {}> { name: string; size?: number; meta: T }',
    'export async function* walk(dir: string, depth = 2): AsyncGenerator<Entry> {',
    '  const re = /^(?<name>[\\w.-]+)\\.(md|mdx)$/u; // a regular expression',
    '  for (const line of (await readFile(dir, "utf8")).split("\\n")) {',
    '    if (re.test(line)) yield { name: `${dir}/${line}`, meta: {} };',
    '  }',
    '}',
    'class Cache<K, V> extends Map<K, V> { #hits = 0; get size2() { return this.size * 2; } }',
  ].join('\n'),
  bash: 'docker run -d -p 8080:80 -e THEME="dark" adrianschubek/dir-browser  # comment\nexport PAGE_SIZE=$((10 * 10))\ncat <<EOF > .env\nA=1\nEOF',
  php: '<?php\n$limit = getenv(\'LIMIT\') ?: 100;\necho "<b>Limit: {$limit}</b>";\n?>\n<div class="x"><?= $limit ?></div>',
  yaml: 'services:\n  web:\n    image: adrianschubek/dir-browser # pinned\n    ports: ["8080:80"]\n    environment:\n      - THEME=dark',
  css: '.listing > a:hover { --gap: 4px; color: rgb(0 0 0 / 50%); } @media (min-width: 40em) { .x::after { content: "\\2014"; } }',
  html: '<!doctype html>\n<script>const a = 1 < 2 && "x";</script>\n<style>p { color: red }</style>\n<p class="a" data-x=\'1\'>Text &amp; more</p>',
};

/** Light and dark colour of every non-space character, as shiki's own two-theme tokenizing gives them. */
function shikiColours(ch: ShikiCodeHighlighter, code: string, lang: string): string[] {
  const { tokens } = ch.highlighter.codeToTokens(code, {
    lang: lang as never,
    themes: { light: ch.themes.light, dark: ch.themes.dark },
    defaultColor: false,
    tokenizeTimeLimit: 0,
  });
  const out: string[] = [];
  for (const line of tokens) {
    for (const token of line) {
      const style = (token.htmlStyle ?? {}) as Record<string, string>;
      const light = style['--shiki-light'] ?? '';
      const dark = style['--shiki-dark'] ?? light;
      for (const c of token.content) if (!/\s/.test(c)) out.push(`${c} ${light.toLowerCase()} ${dark.toLowerCase()}`);
    }
  }
  return out;
}

/** The same from our HTML and stylesheet: a class's variable, or the block's default colour. */
function ourColours(ch: ShikiCodeHighlighter, code: string, lang: string): string[] {
  const css = tokenCss(ch.palette);
  const vars = new Map<string, Record<string, string>>();
  for (const m of css.matchAll(/\.shiki \.([ldc]\d+)\{([^}]*)\}/g))
    vars.set(m[1]!, Object.fromEntries(m[2]!.split(';').map((d) => d.split(':') as [string, string])));
  const pre = fromHtml(
    highlightToHtml(ch.highlighter.getLanguage(lang), code, ch.palette, { lineClasses: new Map(), lineNumbers: false }),
    { fragment: true },
  ).children[0] as Element;
  // The blocks' default colours are set once in the stylesheet, for the class every highlighted <pre> has.
  expect(pre.properties.className).toContain('shiki-themes');
  const blockStyle = Object.fromEntries(
    /\.shiki-themes\{([^}]*)\}/
      .exec(css)![1]!
      .split(';')
      .map((d) => d.split(':') as [string, string]),
  );
  const defaults = {
    light: blockStyle['--shiki-light']!,
    dark: blockStyle['--shiki-dark'] ?? blockStyle['--shiki-light']!,
  };
  const out: string[] = [];
  const walk = (node: ElementContent, colours: { light: string; dark: string }) => {
    if (node.type === 'text') {
      for (const c of node.value)
        if (!/\s/.test(c)) out.push(`${c} ${colours.light.toLowerCase()} ${colours.dark.toLowerCase()}`);
      return;
    }
    if (node.type !== 'element') return;
    let own = colours;
    const classes = (node.properties.className as string[] | undefined) ?? [];
    if (node.tagName === 'span' && !classes.includes('line')) {
      own = { ...defaults };
      for (const c of classes) {
        const v = vars.get(c) ?? {};
        if (v['--tok-light']) own.light = v['--tok-light'];
        if (v['--tok-dark'] && (!c.startsWith('l') || !ch.palette.dark)) own.dark = v['--tok-dark'];
      }
    }
    for (const child of node.children) walk(child, own);
  };
  for (const child of pre.children) walk(child, defaults);
  return out;
}

describe('code tokens: one tokenization, colours as classes', () => {
  for (const themes of [
    { light: 'github-light', dark: 'github-dark' },
    { light: 'min-light', dark: 'nord' },
    { light: 'material-theme-ocean', dark: 'material-theme-ocean' },
  ]) {
    it(`gives every character shiki's colours (${themes.light} / ${themes.dark})`, async () => {
      const ch = await createCodeHighlighter(themes);
      for (const [requested, code] of Object.entries(SAMPLES)) {
        const lang = (await resolveLanguage(ch, requested))!;
        const expected = shikiColours(ch, code, lang);
        expect(new Set(expected).size, `${requested} has several colours`).toBeGreaterThan(3);
        expect(ourColours(ch, code, lang), `${requested} in ${themes.light} / ${themes.dark}`).toEqual(expected);
      }
    });
  }

  it('writes no inline styles on tokens, escapes the code and keeps line classes and empty lines', async () => {
    const ch = await createCodeHighlighter({ light: 'github-light', dark: 'github-dark' });
    await resolveLanguage(ch, 'ts');
    const html = highlightToHtml(
      ch.highlighter.getLanguage('typescript'),
      'const a = 1 < 2 && b > 0;\n\nlet c = "&";',
      ch.palette,
      { lineClasses: new Map([[3, ['code-line-highlighted']]]), lineNumbers: true },
    );
    expect(html).toMatch(/^<pre class="shiki shiki-themes line-numbers" tabindex="0"><code>/);
    expect(html.match(/<span [^>]*style=/g)).toBeNull();
    expect(html).toContain('&lt;');
    expect(html).toContain('&amp;');
    expect(html.split('\n')[1]).toBe('<span class="line"></span>');
    expect(html.split('\n')[2]).toMatch(/^<span class="line code-line-highlighted">/);
    // Plain text: no grammar, no token spans; a block without line classes or numbers, no line elements.
    expect(
      highlightToHtml(undefined, 'a < b\nc', ch.palette, { lineClasses: new Map(), lineNumbers: false }),
    ).toContain('<code>a &lt; b\nc</code>');
  });
});
