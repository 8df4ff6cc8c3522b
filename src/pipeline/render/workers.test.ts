import { describe, expect, it } from 'vitest';
import type { ResolvedConfig } from '../config.ts';
import { workerInputs } from './workers.ts';

const config = (editUrl: unknown) =>
  ({
    site: { title: 'x', editUrl },
    root: '/site',
    contentDir: '/site/content',
    staticDir: '/site/static',
    templatesDir: '/site/templates',
    outDir: '/site/build',
    cacheDir: '/site/.docsgen-cache',
    configFile: '/site/site.config.ts',
  }) as unknown as ResolvedConfig;

describe('workerInputs', () => {
  it('hands a plain-data config to the workers as it is', () => {
    const inputs = workerInputs(config('https://example.com/edit'), 'out');
    expect(inputs).toEqual({ root: '/site', outDir: 'out', config: config('https://example.com/edit') });
  });

  it('leaves a config holding a function to the worker to load (a function cannot be copied to a thread)', () => {
    const inputs = workerInputs(
      config(() => 'https://example.com/edit'),
      undefined,
    );
    expect(inputs).toEqual({ root: '/site', outDir: undefined, config: undefined });
  });
});
