// Reads the EnvConfig tables of a facts sheet (`- Env table: `NAME` — default `X`; …`, or a list
// under `- Env table (…):` whose items may inherit the default from the header) and prints them
// as JSON. The site's tests compare the built pages with that JSON, so they need nothing outside
// the repository; rerun this when the facts change:
//   node scripts/facts-env.mjs ../shared/facts/v3.md > test/site/facts-v3-env.json
import { readFileSync } from 'node:fs';

export function parseFactsEnvTables(markdown) {
  const out = [];
  const lines = markdown.split('\n');
  let page = '';
  const value = (raw) => (raw === '<empty>' ? '' : raw);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const route = /^- Route: `([^`]+)`/.exec(line);
    if (route) page = route[1];
    const table = /^(\s*)- Env table(?: \(([^)]*)\))?:(.*)$/.exec(line);
    if (!table) continue;
    const indent = table[1].length;
    const shared = /default `([^`]*)`/.exec(table[2] ?? '')?.[1];
    const sharedAdded = /added v([\d.]+)/.exec(table[2] ?? '')?.[1];
    // Entry texts: the rest of the header line, then each list item one level deeper;
    // wrapped lines belong to the entry above them.
    const texts = table[3].trim() ? [table[3]] : [];
    for (let j = i + 1; j < lines.length; j++) {
      const item = /^(\s*)- (.*)$/.exec(lines[j]);
      if (!item && /^\s+\S/.test(lines[j]) && texts.length) texts[texts.length - 1] += ` ${lines[j].trim()}`;
      else if (!item || item[1].length <= indent) break;
      else if (item[1].length === indent + 2) texts.push(item[2]);
      else if (texts.length) texts[texts.length - 1] += ` ${item[2]}`;
    }
    for (const entry of texts) {
      const m = /^`([A-Z][A-Z0-9_]*)` — (?:default `([^`]*)`)?/.exec(entry.trim());
      if (!m) continue;
      const fallback = m[2] ?? shared;
      if (fallback === undefined) throw new Error(`No default for ${m[1]} in the facts (line ${i + 1}).`);
      const added = /added v([\d.]+)/.exec(entry)?.[1] ?? sharedAdded;
      out.push({
        page,
        name: m[1],
        fallback: value(fallback),
        ...(added ? { added } : {}),
        experimental: /flag `e`/.test(entry),
      });
    }
  }
  return out;
}

if (process.argv[2])
  process.stdout.write(`${JSON.stringify(parseFactsEnvTables(readFileSync(process.argv[2], 'utf8')), null, 1)}\n`);
