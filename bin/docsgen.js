#!/usr/bin/env node
// Shim: loads the compiled CLI (dist/ is built by `npm install` through the prepare script).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
if (!existsSync(cli)) {
  process.stderr.write(
    'docsgen is not compiled yet: run `npm install` (or `npm run compile`) in the docsgen folder first.\n',
  );
  process.exit(1);
}
// React picks its build when first imported: the development one is several times slower
// at rendering pages and only adds warnings a static build never shows.
process.env.NODE_ENV ??= 'production';
const { main } = await import(cli);
await main(process.argv);
