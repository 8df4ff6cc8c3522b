// Prints the README's table of diagnostic codes from src/shared/diagnostic-catalogue.ts:
//   node scripts/diagnostics-table.mjs
// The catalogue is TypeScript, so esbuild turns it into a module first.
import { build } from 'esbuild';

const result = await build({
  entryPoints: ['src/shared/diagnostic-catalogue.ts'],
  bundle: true,
  format: 'esm',
  platform: 'node',
  write: false,
  logLevel: 'error',
});
const { DIAGNOSTICS } = await import(
  `data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`
);
const rows = Object.entries(DIAGNOSTICS).map(
  ([code, d]) => `| \`${code}\` | ${d.severity} | ${d.title} | ${d.doc.replace(/\|/g, '\\|')} |`,
);
process.stdout.write(['| code | default | what | when |', '| --- | --- | --- | --- |', ...rows].join('\n') + '\n');
