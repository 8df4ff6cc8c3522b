/**
 * Seeded markdown for the differential fuzz of the two parse paths (test/fixtures/parse-paths-fuzz.test.ts,
 * scripts/fast-parse-fuzz.mjs): small snippets built from pieces that stress the conversion, and
 * mutations of real pages. The same seed gives the same inputs on every machine.
 */

/** Inline pieces: delimiter runs of every length, link edges, code, escapes, words and blanks. */
const INLINE = [
  '*',
  '**',
  '***',
  '_',
  '__',
  '___',
  '*a',
  'a*',
  '_a',
  'a_',
  '[',
  ']',
  '](u)',
  '[a](u)',
  '![i](p.png)',
  '`',
  '``',
  '`c`',
  '\\*',
  '~~',
  'a',
  'b c',
  'word',
  ' ',
  '  ',
  '\n',
  '(',
  ')',
  '"',
  '.',
  '1',
  ' | ',
  '\\|',
  '`a\\|b`',
  '\\\\',
  '\u00a0',
  ' \u00a0',
  'www.a.com',
  'https://a.com/p',
  'a@b.co',
  '\t',
  '<b>',
  '</b>',
  '<a href="u">',
  '<a href=/p/q>',
  '<br/>',
  '<!-- c -->',
  '<!--',
  '<?x?>',
  '<',
  '![https://a.com/x](p.png)',
  '![see www.b.com.](p.png)',
  '![a@b.co',
  // References (the line-start pieces add definitions of `a` and `B c`).
  '[a]',
  '[a][]',
  '[x][a]',
  '![i][b  C]',
  '[`a`]',
  '[b c]',
  '[z]',
];
/** Line starts: block syntax a snippet line may begin with (the families of past differences included). */
const LINE_START = [
  '',
  '',
  '',
  '- ',
  '* ',
  '1. ',
  '2. ',
  '  ',
  '    ',
  '> ',
  '>',
  '> > ',
  '| ',
  '|',
  '# ',
  '---',
  '```',
  ':::note',
  ':::',
  '- [ ] ',
  '- [\t] ',
  '1. - 2. ',
  '   :----',
  // Table bodies: the head and delimiter rows given, the snippet's pieces make the cells (short and long rows).
  '| a | b |\n| --- | --- |\n| ',
  '| a | b |\n|---|---|\n|\u00a0',
  '| a | b | c |\n|-|-|-|\n| x | ',
  '--|--',
  '  --|--',
  '    ```',
  '\n',
  // Raw HTML blocks: the seven kinds, their ends, and tags micromark reads otherwise.
  '<div>',
  '</div>',
  '<div class="x">',
  '  <details>',
  '<span>',
  '<a href=/p>',
  '<img src="a.png" />',
  '<!-- ',
  '-->',
  '<!-->',
  '<pre>',
  '</pre>',
  '<?',
  '?>',
  '<!DOCTYPE x>',
  '<![CDATA[',
  ']]>',
  // Link reference definitions.
  '[a]: ./a.md',
  '[b c]: https://x.example/p',
  '[a]: ./dup.md "t"',
  '[`a`]: ./c.md',
  '[a]:',
  '\n[a]: ./a.md\n[b c]: https://x.example/p\n\n',
];

/** mulberry32: small, seedable, the same sequence on every machine. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

/** A snippet of one to five lines. */
export function snippet(rand: () => number): string {
  const lines: string[] = [];
  const count = 1 + Math.floor(rand() * 5);
  for (let l = 0; l < count; l++) {
    let line = pick(rand, LINE_START);
    const pieces = Math.floor(rand() * 8);
    for (let p = 0; p < pieces; p++) line += pick(rand, INLINE);
    // A table needs its delimiter row right after the head.
    if (line.includes('|') && rand() < 0.5)
      line += '\n' + pick(rand, ['|---|', '---', '| --- | --- |', '|:-:|', '--|--', '  --|--', ':----']);
    lines.push(line);
  }
  return lines.join('\n') + (rand() < 0.8 ? '\n' : '');
}

/** `source` with one to three edits: a line start or piece inserted, a line duplicated, indented or removed. */
export function mutate(rand: () => number, source: string): string {
  const lines = source.split('\n');
  const edits = 1 + Math.floor(rand() * 3);
  for (let e = 0; e < edits; e++) {
    const at = Math.floor(rand() * lines.length);
    const line = lines[at] ?? '';
    switch (Math.floor(rand() * 5)) {
      case 0:
        lines[at] = pick(rand, LINE_START) + line;
        break;
      case 1: {
        const col = Math.floor(rand() * (line.length + 1));
        lines[at] = line.slice(0, col) + pick(rand, INLINE) + line.slice(col);
        break;
      }
      case 2:
        lines.splice(at, 0, line);
        break;
      case 3:
        lines[at] = pick(rand, ['  ', '    ', '\t', '> ']) + line;
        break;
      default:
        lines.splice(at, 1);
    }
  }
  return lines.join('\n');
}

/** A window of up to 8 lines of `source`, so a mutation stays small enough to read when it fails. */
export function excerpt(rand: () => number, source: string): string {
  const lines = source.split('\n');
  const start = Math.floor(rand() * Math.max(1, lines.length - 8));
  return lines.slice(start, start + 8).join('\n') + '\n';
}
