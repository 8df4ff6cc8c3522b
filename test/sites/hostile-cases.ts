/** The hostile-input cases (test/sites/hostile-inputs.test.ts and scripts/bench-hostile.mjs). */
export interface HostileCase {
  name: string;
  /** File name under content/v1. */
  file: string;
  source: () => string;
  /** The diagnostic code the build must end with. */
  code: string;
  /** Line of the diagnostic, when the case has one. */
  line?: number;
}

const TITLE = '---\ntitle: Hostile\n---\n\n';

/** A 1 MB table: `row` repeated under its head and delimiter rows. */
function table(head: string, delimiter: string, row: string): string {
  let s = `${TITLE}${head}\n${delimiter}\n`;
  while (s.length < 1_000_000) s += `${row}\n`;
  return s;
}

const cells = (n: number, cell: string) => Array.from({ length: n }, () => cell).join(' | ');

export const HOSTILE_CASES: readonly HostileCase[] = [
  {
    name: '~a × 50,000',
    file: 'tildes.md',
    source: () => `${TITLE}${'~a'.repeat(50_000)}\n`,
    code: 'markdown-too-complex',
    line: 5,
  },
  {
    name: '{ × 20,000 in MDX',
    file: 'braces.mdx',
    source: () => `${TITLE}${'{'.repeat(20_000)}\n`,
    code: 'markdown-too-complex',
    line: 5,
  },
  {
    name: 'a paragraph of 100,000 lines',
    file: 'lines.md',
    source: () => `${TITLE}${Array.from({ length: 100_000 }, (_, i) => `word${i}`).join('\n')}\n`,
    code: 'markdown-too-complex',
    line: 3005,
  },
  {
    name: 'a 1 MB table without leading pipes',
    file: 'table-no-pipes.md',
    source: () => table('a | b', '--|--', 'xx | yy'),
    code: 'markdown-too-complex',
  },
  {
    name: 'a 1 MB table of 250 columns',
    file: 'table-wide.md',
    source: () => table(cells(250, 'h'), cells(250, '-'), cells(250, 'c')),
    code: 'markdown-too-complex',
  },
  {
    name: 'an MDX expression that loops',
    file: 'loop-expression.mdx',
    source: () => `${TITLE}A {(()=>{while(true){}})()} loop.\n`,
    code: 'render-timeout',
  },
  {
    name: 'an MDX export that loops',
    file: 'loop-export.mdx',
    source: () => `${TITLE}export const x = (()=>{for(;;){}})()\n\nText.\n`,
    code: 'render-timeout',
    line: 5,
  },
  {
    name: 'a component that renders itself',
    file: 'recursion.mdx',
    source: () => `${TITLE}export const R = () => <div><R /></div>\n\n<R />\n`,
    code: 'render-timeout',
  },
  {
    name: 'process.exit in MDX',
    file: 'exit.mdx',
    source: () => `${TITLE}Before {process.exit(0)} after.\n`,
    code: 'mdx-expression-error',
    line: 5,
  },
];
