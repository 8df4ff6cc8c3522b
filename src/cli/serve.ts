import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import { BuildError } from '../shared/diagnostics.ts';
import { failWith, printDiagnostics } from './report.ts';
import { parseBaseUrl, siteBaseUrl } from './site-base-url.ts';

/** commander shows an InvalidArgumentError's message as the error line. */
function wrapParser(parse: (value: string) => string): (value: string) => string {
  return (value) => {
    try {
      return parse(value);
    } catch (error) {
      throw new InvalidArgumentError((error as Error).message);
    }
  };
}

interface ServeOptions {
  root: string;
  out: string;
  port: string;
  host: string;
  watch?: boolean;
  open?: boolean;
  baseUrl?: string;
}

export function registerServe(program: Command): void {
  program
    .command('serve')
    .description(
      'Preview the built site like the production host would; with --watch, rebuild and reload on every save',
    )
    .option('--root <dir>', 'project folder holding site.config.ts', '.')
    .option('--out <dir>', 'output folder, relative to the project', 'build')
    .option('--port <n>', 'port to listen on (0 picks a free one)', '3000')
    .option('--host <host>', 'address to bind; other machines can connect only if you change it', '127.0.0.1')
    .option('--watch', 'build first, then rebuild on changes and reload open pages')
    .option('--open', 'open the site in the default browser')
    .option('--base-url <path>', "serve under this path instead of the config's baseUrl", wrapParser(parseBaseUrl))
    .action((opts: ServeOptions) => serve(opts));
}

/** A preview server, or a watch session, as `serve`'s action starts it; its URL and how to stop it. */
interface Running {
  url: string;
  close: () => Promise<void>;
}

async function serve(opts: ServeOptions): Promise<void> {
  const port = Number(opts.port);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.exitCode = failWith(
      'bad-option',
      `--port ${opts.port}`,
      'The port must be a whole number from 0 to 65535.',
    );
    return;
  }
  const root = path.resolve(opts.root);
  const outDir = path.resolve(root, opts.out);
  const shown = path.relative(process.cwd(), outDir) || '.';
  if (!opts.watch && !existsSync(path.join(outDir, 'index.html'))) {
    process.exitCode = failWith(
      'missing-output',
      shown,
      `There is no built site in ${shown}/ (no index.html).`,
      'Run `docsgen build` first, or use `docsgen serve --watch` to build and preview together.',
    );
    return;
  }
  let running: Running;
  try {
    running = await start(opts, root, outDir, port);
  } catch (error) {
    const code = startFailure(error, opts, port);
    if (code === undefined) throw error;
    process.exitCode = code;
    return;
  }
  const { url, close } = running;
  process.stdout.write(
    `Serving ${shown}/ at ${url}/${opts.watch ? ' (watching for changes)' : ''}\nPress Ctrl+C to stop.\n`,
  );
  if (opts.open) openBrowser(url);
  await new Promise<void>((resolve) => {
    const stop = () => {
      process.off('SIGINT', stop);
      process.off('SIGTERM', stop);
      process.stdout.write('\nStopping…\n');
      close().then(resolve, resolve);
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
}

async function start(opts: ServeOptions, root: string, outDir: string, port: number): Promise<Running> {
  if (opts.watch) {
    const { startWatchSession } = await import('../dev/watch-session.ts');
    // --debug is the program's option: it also lists each save's steps with their milliseconds.
    const session = await startWatchSession({
      root,
      outDir: opts.out,
      port,
      host: opts.host,
      stepTimings: process.argv.includes('--debug'),
    });
    return { url: session.url, close: session.close };
  }
  const basePath = await siteBaseUrl(root, opts.baseUrl);
  const { startStaticServer } = await import('../dev/static-server.ts');
  const server = await startStaticServer({ root: outDir, port, host: opts.host, basePath });
  return { url: server.url + basePath.replace(/\/$/, ''), close: server.close };
}

/** The exit code for a config that does not build or an address that cannot be listened on; undefined for anything else. */
function startFailure(error: unknown, opts: ServeOptions, port: number): number | undefined {
  if (error instanceof BuildError) {
    printDiagnostics(error.diagnostics);
    return 1;
  }
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE' || code === 'EACCES' || code === 'EADDRNOTAVAIL') {
    const why =
      code === 'EADDRINUSE'
        ? `Port ${port} is already in use.`
        : code === 'EACCES'
          ? `Port ${port} needs more privileges.`
          : `${opts.host} is not an address of this machine.`;
    return failWith(
      'listen-failed',
      `${opts.host}:${port}`,
      why,
      `Pass another one, e.g. --port ${port === 3000 ? 3001 : 3000}${code === 'EADDRNOTAVAIL' ? ' or --host 127.0.0.1' : ''}.`,
    );
  }
  return undefined;
}

/** Best effort: a missing opener only means the user opens the URL by hand. */
function openBrowser(url: string): void {
  const [command, args] =
    process.platform === 'darwin'
      ? ['open', [url]]
      : process.platform === 'win32'
        ? ['cmd', ['/c', 'start', '', url]]
        : ['xdg-open', [url]];
  try {
    const child = spawn(command as string, args as string[], { stdio: 'ignore', detached: true });
    child.on('error', () => process.stderr.write(`Could not open a browser; open ${url} yourself.\n`));
    child.unref();
  } catch {
    process.stderr.write(`Could not open a browser; open ${url} yourself.\n`);
  }
}
