import { build } from 'esbuild';

/**
 * `contents` bundled as scripts/compile.mjs bundles dist/, with the given esbuild plugins (the
 * compile step's rewrites of dependencies): the text, to check a rewrite and import it.
 */
export async function bundleWithPlugins(contents: string, plugins: unknown[]): Promise<string> {
  const result = await build({
    stdin: { contents, resolveDir: process.cwd() },
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    plugins: plugins as never,
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}
