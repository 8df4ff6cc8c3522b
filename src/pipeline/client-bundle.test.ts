import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { diagramOnlyOutputs } from './client-bundle.ts';

type Output = Metafile['outputs'][string];
const output = (o: Partial<Output>): Output => ({ bytes: 1, inputs: {}, imports: [], exports: [], ...o });
const dynamic = (path: string) => ({ path, kind: 'dynamic-import' as const });
const stat = (path: string) => ({ path, kind: 'import-statement' as const });

describe('diagramOnlyOutputs', () => {
  // main bundles the islands; the diagram island loads mermaid, the search button the modal; both share a chunk.
  const metafile: Metafile = {
    inputs: {
      'src/client/islands/mermaid.ts': {
        bytes: 1,
        imports: [{ path: 'node_modules/mermaid/dist/mermaid.core.mjs', kind: 'dynamic-import', original: 'mermaid' }],
      },
      'src/client/search/search-button.ts': {
        bytes: 1,
        imports: [{ path: 'src/client/search/modal.ts', kind: 'dynamic-import', original: './modal.ts' }],
      },
    },
    outputs: {
      'out/main.js': output({
        entryPoint: 'src/client/entries/main.ts',
        imports: [stat('out/shared.js'), dynamic('out/mermaid.core.js'), dynamic('out/modal.js')],
      }),
      'out/shared.js': output({}),
      'out/modal.js': output({ entryPoint: 'src/client/search/modal.ts', imports: [stat('out/shared.js')] }),
      'out/mermaid.core.js': output({
        entryPoint: 'node_modules/mermaid/dist/mermaid.core.mjs',
        imports: [stat('out/shared.js'), stat('out/d3.js'), dynamic('out/flow.js')],
      }),
      'out/d3.js': output({}),
      'out/flow.js': output({
        entryPoint: 'node_modules/mermaid/dist/flow.mjs',
        imports: [stat('out/d3.js'), dynamic('out/katex.js')],
      }),
      'out/katex.js': output({ entryPoint: 'node_modules/katex/katex.mjs' }),
      'out/main.css': output({}),
    },
  };

  it('lists what only the diagram island reaches, not what other islands share', () => {
    expect(diagramOnlyOutputs(metafile, 'out/main.js')).toEqual([
      'out/d3.js',
      'out/flow.js',
      'out/katex.js',
      'out/mermaid.core.js',
    ]);
  });

  it('lists nothing when the bundle has no diagram island', () => {
    const { 'src/client/islands/mermaid.ts': _, ...inputs } = metafile.inputs;
    expect(diagramOnlyOutputs({ ...metafile, inputs }, 'out/main.js')).toEqual([]);
  });
});
