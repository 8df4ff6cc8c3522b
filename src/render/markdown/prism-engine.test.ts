import { describe, expect, it } from 'vitest';
import { fromHtml } from 'hast-util-from-html';
import type { Element, ElementContent } from 'hast';
import { tokenCss } from './code-tokens.ts';
import { createCodeHighlighter, resolveLanguage, type CodeHighlighter } from './highlighter.ts';
import { prismTheme } from './prism-themes.ts';

const themes = { engine: 'prism', light: 'github-light', dark: 'dracula' } as const;
const light = prismTheme('github-light')!.tokens;
const dark = prismTheme('dracula')!.tokens;

/** Each line of a block as [text, light colour, dark colour] runs, read from the HTML and the stylesheet. */
function colouredLines(ch: CodeHighlighter, html: string): [string, string, string][][] {
  const vars = new Map<string, Record<string, string>>();
  const css = tokenCss(ch.palette);
  for (const m of css.matchAll(/\.shiki \.([ldc]\d+)\{([^}]*)\}/g))
    vars.set(m[1]!, Object.fromEntries(m[2]!.split(';').map((d) => d.split(':') as [string, string])));
  const pre = fromHtml(html, { fragment: true }).children[0] as Element;
  // The blocks' default colours: set once in the stylesheet, for the class every highlighted <pre> has.
  expect(pre.properties.className).toContain('shiki-themes');
  const style = Object.fromEntries(
    /\.shiki-themes\{([^}]*)\}/
      .exec(css)![1]!
      .split(';')
      .map((d) => d.split(':') as [string, string]),
  );
  const code = pre.children[0] as Element;
  const lines: [string, string, string][][] = [];
  const walk = (node: ElementContent, colours: [string, string], out: [string, string, string][]) => {
    if (node.type === 'text') return void out.push([node.value, ...colours]);
    if (node.type !== 'element') return;
    const own: [string, string] = [...colours];
    for (const c of (node.properties.className as string[] | undefined) ?? []) {
      const v = vars.get(c);
      if (v?.['--tok-light']) own[0] = v['--tok-light'];
      if (v?.['--tok-dark']) own[1] = v['--tok-dark'];
    }
    for (const child of node.children) walk(child, own, out);
  };
  // A block with line elements is walked line by line; a plain block's runs are cut at its newlines.
  const defaults: [string, string] = [style['--shiki-light']!, style['--shiki-dark']!];
  const withLines = code.children.some(
    (c) => c.type === 'element' && (c.properties.className as string[] | undefined)?.includes('line'),
  );
  if (withLines) {
    for (const line of code.children) {
      if (line.type !== 'element') continue;
      const out: [string, string, string][] = [];
      walk(line, defaults, out);
      lines.push(out);
    }
    return lines;
  }
  const runs: [string, string, string][] = [];
  for (const child of code.children) walk(child, defaults, runs);
  let line: [string, string, string][] = [];
  for (const [text, light, dark] of runs) {
    text.split('\n').forEach((piece, i) => {
      if (i > 0) {
        lines.push(line);
        line = [];
      }
      if (piece) line.push([piece, light, dark]);
    });
  }
  lines.push(line);
  return lines;
}

/** The colours of the run holding `text` on a line. */
function colourOf(line: [string, string, string][], text: string): [string, string] | undefined {
  const run = line.find(([t]) => t.includes(text));
  return run && [run[1], run[2]];
}

async function highlight(lang: string, code: string, lineClasses = new Map<number, string[]>()) {
  const ch = await createCodeHighlighter(themes);
  const name = await resolveLanguage(ch, lang);
  if (!name) throw new Error(`${lang} is unknown`);
  const html = ch.toHtml(code, name, { lineClasses, lineNumbers: false });
  return { ch, html, lines: colouredLines(ch, html) };
}

describe('Prism engine: tokens to lines', () => {
  it('splits a block comment across its lines, each piece in the comment colour', async () => {
    const { lines } = await highlight('ts', '/* one\n   two */\nconst x = 1;');
    expect(lines).toHaveLength(3);
    expect(lines[0]).toEqual([['/* one', light.comment, dark.comment]]);
    expect(lines[1]).toEqual([['   two */', light.comment, dark.comment]]);
    expect(colourOf(lines[2]!, 'const')).toEqual([light.keyword, dark.keyword]);
    expect(colourOf(lines[2]!, '1')).toEqual([light.number, dark.number]);
  });

  it('splits a template string across lines and colours its nested interpolation', async () => {
    const { lines } = await highlight('js', 'const s = `a\n${name}\nb`;');
    expect(lines).toHaveLength(3);
    expect(colourOf(lines[0]!, '`a')).toEqual([light.string, dark.string]);
    // Inside the string: `${`…`}` is punctuation, not string, and `name` is plain code again.
    const middle = lines[1]!;
    expect(middle.map(([t]) => t).join('')).toBe('${name}');
    expect(colourOf(middle, 'name')).not.toEqual([light.string, dark.string]);
    expect(colourOf(lines[2]!, 'b`')).toEqual([light.string, dark.string]);
  });

  it('colours a nested token by its own type, not its parent', async () => {
    const { lines } = await highlight('html', '<a href="/x" class="y">Link</a>');
    const line = lines[0]!;
    expect(colourOf(line, '<a')).toEqual([light.tag, dark.tag]);
    expect(colourOf(line, 'href')).toEqual([light['attr-name'], dark['attr-name']]);
    expect(colourOf(line, '/x')).toEqual([light['attr-value'], dark['attr-value']]);
    expect(colourOf(line, 'Link')).toEqual([prismTheme('github-light')!.fg, prismTheme('dracula')!.fg]);
  });

  it('escapes < and & and keeps empty lines, line classes and no inline token styles', async () => {
    const { html } = await highlight(
      'ts',
      'const a = 1 < 2 && b;\n\nlet c = "<&>";',
      new Map([[3, ['code-line-highlighted']]]),
    );
    expect(html).toMatch(/^<pre class="shiki shiki-themes" tabindex="0"><code>/);
    expect(html.match(/<span [^>]*style=/g)).toBeNull();
    const text = (html.match(/<code>([\s\S]*)<\/code>/)?.[1] ?? '').replace(/<\/?span[^>]*>/g, '');
    expect(text).toBe('const a = 1 &lt; 2 &amp;&amp; b;\n\nlet c = "&lt;&amp;&gt;";');
    expect(html.split('\n')[1]).toBe('<span class="line"></span>');
    expect(html.split('\n')[2]).toMatch(/^<span class="line code-line-highlighted">/);
  });

  it("highlights PHP inside HTML through Prism's templating hooks", async () => {
    const { lines } = await highlight('php', '<div><?php echo $limit; ?></div>');
    expect(colourOf(lines[0]!, 'echo')).toEqual([light.keyword, dark.keyword]);
    expect(colourOf(lines[0]!, '$limit')).toEqual([light.variable, dark.variable]);
    expect(colourOf(lines[0]!, '<div')).toEqual([light.tag, dark.tag]);
  });

  it("accepts the shiki path's fence names, loads Prism's languages on first use and knows no made-up one", async () => {
    const ch = await createCodeHighlighter(themes);
    for (const [fence, name] of [
      ['sh', 'bash'],
      ['yml', 'yaml'],
      ['docker', 'dockerfile'],
      ['conf', 'nginx'],
      ['env', 'dotenv'],
      ['ts', 'ts'],
      ['HTML', 'html'],
      ['apache', 'apache'],
      ['txt', 'text'],
    ] as const) {
      expect(await resolveLanguage(ch, fence), fence).toBe(name);
    }
    expect(await resolveLanguage(ch, 'klingon')).toBeUndefined();
    // A language outside Prism's default bundle loads with the ones it builds on.
    const nginx = colouredLines(
      ch,
      ch.toHtml('server {\n  listen 80;\n}', 'nginx', { lineClasses: new Map(), lineNumbers: false }),
    );
    expect(colourOf(nginx[1]!, 'listen')).not.toEqual([prismTheme('github-light')!.fg, prismTheme('dracula')!.fg]);
  });

  it('writes one class per colour of each theme in the stylesheet', async () => {
    const ch = await createCodeHighlighter(themes);
    const css = tokenCss(ch.palette);
    expect(css).toContain(`{--tok-light:${light.keyword}}`);
    expect(css).toContain(`{--tok-dark:${dark.keyword}}`);
    // The default colour has no class: plain code takes the block's colour.
    expect(css).not.toContain(`--tok-light:${prismTheme('github-light')!.fg}}`);
  });
});
