import { describe, expect, test } from 'vitest';
import type { Route } from '../../shared/types.ts';
import { PageRenderError, type RenderedPage } from './route-renderer.ts';
import { renderPages } from './stage.ts';
import type { OutputFolder } from '../write.ts';
import { formatUnexpected } from '../../cli/report.ts';

const route = (p: string): Route => ({
  path: p,
  kind: 'doc',
  version: 'v1',
  docId: p.slice(4),
  file: `content${p}.md`,
});
const page = (r: Route): RenderedPage => ({
  route: r,
  outFile: `${r.path.slice(1)}/index.html`,
  html: '<p>x</p>',
  links: [],
  ids: [],
  assets: [],
  title: 't',
});

describe('renderPages when a page throws', () => {
  test('writes already started settle before the error reaches the caller (who removes staging)', async () => {
    const finished: string[] = [];
    const out = {
      root: '/nowhere',
      files: 0,
      bytes: 0,
      write: (rel: string) => new Promise<void>((resolve) => setTimeout(() => (finished.push(rel), resolve()), 50)),
    } as unknown as OutputFolder;
    const routes = [route('/v1/a'), route('/v1/b'), route('/v1/c')];
    const failing = new PageRenderError('content/v1/c.md', '/v1/c', new RangeError('Maximum call stack size exceeded'));
    const run = renderPages({
      plan: { routes, out, inPlace: false, pending: new Map(), indexSearch: [], servedHtml: () => undefined },
      renderHere: async (r) => {
        if (r.path === '/v1/c') throw failing;
        return { page: page(r), diagnostics: [] };
      },
      workerSetup: {
        root: '.',
        table: { routes: [] } as never,
        navs: new Map(),
        pages: [],
        assets: {} as never,
        blogs: [],
      },
    });
    await expect(run).rejects.toBe(failing);
    expect(finished.sort()).toEqual(['v1/a/index.html', 'v1/b/index.html']);
  });
});

describe('the message of an unexpected failure', () => {
  test('names the file being rendered and the underlying error', () => {
    const error = new PageRenderError(
      'content/v1/deep.md',
      '/v1/deep',
      new RangeError('Maximum call stack size exceeded'),
    );
    expect(formatUnexpected(error, false)).toBe(
      'Errors:\n(site)  internal  Rendering content/v1/deep.md (/v1/deep) failed: RangeError: Maximum call stack size exceeded\n' +
        '  This looks like a bug in docsgen. Run again with --debug for the stack trace and report it.\n\n1 error, 0 warnings\n',
    );
  });

  test('a system error (disk full) is not called a bug; --debug adds the stack of the cause', () => {
    const cause = Object.assign(new Error("ENOSPC: no space left on device, write 'build.staging/v1/x/index.html'"), {
      code: 'ENOSPC',
    });
    const error = new PageRenderError('content/v1/x.md', '/v1/x', cause);
    const text = formatUnexpected(error, true);
    expect(text).toContain(
      "(site)  system  Rendering content/v1/x.md (/v1/x) failed: Error: ENOSPC: no space left on device, write 'build.staging/v1/x/index.html'\n",
    );
    expect(text).toContain('The system refused an operation (ENOSPC); check free space and permissions');
    expect(text).not.toContain('bug in docsgen');
    expect(text).toContain('at '); // the stack
  });
});
