import { describe, expect, it } from 'vitest';
import type { Message } from 'esbuild';
import { stylesheetDiagnostics } from './stylesheet-plugins.ts';

const unresolved = (spec: string, lineText: string): Message =>
  ({
    id: '',
    pluginName: '',
    text: `Could not resolve "${spec}"`,
    location: {
      file: '/site/src/css/custom.css',
      line: 3,
      column: 8,
      lineText,
      namespace: '',
      length: 1,
      suggestion: '',
    },
    notes: [],
    detail: undefined,
  }) as Message;

describe('stylesheetDiagnostics', () => {
  it('names a package a stylesheet imports that is not installed, with the command', () => {
    const [scoped] = stylesheetDiagnostics(
      [unresolved('@fontsource/inter/400.css', "@import '@fontsource/inter/400.css';")],
      '/site',
    );
    expect(scoped).toMatchObject({ code: 'bad-stylesheet', file: 'src/css/custom.css', line: 3, column: 9 });
    expect(scoped!.message).toContain('from the package @fontsource/inter, which is not installed');
    expect(scoped!.hint).toContain('npm install @fontsource/inter');
    const [plain] = stylesheetDiagnostics(
      [unresolved('modern-normalize/modern-normalize.css', '@import "modern-normalize/modern-normalize.css";')],
      '/site',
    );
    expect(plain!.hint).toContain('npm install modern-normalize');
  });

  it('keeps a missing relative file a path to fix', () => {
    const [d] = stylesheetDiagnostics([unresolved('img/hero.png', '  background: url(img/hero.png);')], '/site');
    expect(d!.message).toBe('The stylesheet refers to "img/hero.png", which does not exist.');
  });
});
