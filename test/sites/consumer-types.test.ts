import path from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain script without declarations
import { emitTypes } from '../../scripts/emit-types.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const site = path.join(root, 'test/sites/consumer-types');
const types = path.join(root, 'dist/types');

/**
 * Type-checks the consumer site (site.config.ts, a markdown plugin, theme overrides, all importing
 * 'docsgen') with its strict tsconfig and skipLibCheck off, so docsgen's declaration files are
 * checked under the site's flags. `extra` adds in-memory files to the program.
 */
function checkSite(options: ts.CompilerOptions = {}, extra: Record<string, string> = {}) {
  const configPath = path.join(site, 'tsconfig.json');
  const parsed = ts.parseJsonConfigFileContent(ts.readConfigFile(configPath, ts.sys.readFile).config, ts.sys, site);
  const compilerOptions = { ...parsed.options, ...options };
  const host = ts.createCompilerHost(compilerOptions);
  const extraFiles = new Map(Object.entries(extra).map(([f, text]) => [path.join(site, f), text]));
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (name, language, ...rest) => {
    const text = extraFiles.get(path.resolve(name));
    return text === undefined ? getSourceFile(name, language, ...rest) : ts.createSourceFile(name, text, language);
  };
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => extraFiles.has(path.resolve(name)) || fileExists(name);
  const program = ts.createProgram([...parsed.fileNames, ...extraFiles.keys()], compilerOptions, host);
  const errors = ts.getPreEmitDiagnostics(program).map((d) => ({
    file: d.file ? path.relative(root, d.file.fileName) : '(no file)',
    message: ts.flattenDiagnosticMessageText(d.messageText, '\n'),
  }));
  const files = program.getSourceFiles().map((f) => path.resolve(f.fileName));
  return { errors, files };
}

/** An error is docsgen's when it is in its declarations or, if they ever leak again, its sources. */
const insideDocsgen = (e: { file: string }) => /^(dist|src)\//.test(e.file);

const RESOLUTIONS: [string, ts.CompilerOptions][] = [
  ['moduleResolution Bundler', {}],
  ['moduleResolution NodeNext', { module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext }],
];

/** A deliberate site mistake beside the fixture: it must be reported at the site's file, so the check is live. */
const PROBE = {
  'templates/Navbar.tsx': [
    "import type { SimplePageProps } from 'docsgen';",
    'export function Navbar(props: SimplePageProps) {',
    '  return <nav>{props.site.settings.titel}</nav>;',
    '}',
  ].join('\n'),
};

describe("a site's type check against docsgen's published types", () => {
  beforeAll(() => {
    emitTypes(root);
  }, 180_000);

  // One program per resolution (each checks React's and zod's declarations too: seconds of CPU each).
  for (const [name, options] of RESOLUTIONS) {
    it(`passes strict, exactOptionalPropertyTypes, noPropertyAccessFromIndexSignature and noUncheckedIndexedAccess (${name})`, () => {
      const { errors, files } = checkSite(options, PROBE);
      // The package's `types` condition led to the emitted declarations, which were checked (skipLibCheck off).
      expect(files).toContain(path.join(types, 'index.d.ts'));
      expect(files).toContain(path.join(types, 'shared/plugin-api.d.ts'));
      expect(files).toContain(path.join(types, 'theme/Footer.d.ts'));
      expect(files.filter((f) => f.startsWith(path.join(root, 'src') + path.sep))).toEqual([]);
      expect(errors.filter(insideDocsgen)).toEqual([]);
      // The only error is the probe's, at its own line, naming the field docsgen's types do not have.
      expect(errors).toEqual([
        {
          file: 'test/sites/consumer-types/templates/Navbar.tsx',
          message: expect.stringContaining("Property 'titel' does not exist"),
        },
      ]);
    }, 600_000);
  }
});
