import type { Root, Code } from 'mdast';
import type { Element, ElementContent } from 'hast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { h } from 'hastscript';
import { parse } from 'yaml';
import type { MarkdownPageContext } from 'docsgen';

export interface EnvVar {
  name: string;
  default: string;
  values: string[];
  added?: string;
  description?: string;
  deprecated?: boolean;
  experimental?: boolean;
  upcoming?: boolean;
}

export interface EnvConfigOptions {
  /** Docker image used in the "how to set" example. */
  image: string;
  /** Doc id of the installation guide the note links to, in the page's own version (when that version has it). */
  installDoc?: string;
}

/**
 * dir-browser's configuration tables, registered in site.config.ts under
 * `markdown.remarkPlugins`: ```envconfig fences (a YAML list of variables) become
 * one consistent table plus a collapsible "how to set" note built from the first variable.
 */
export function remarkEnvConfig(options: EnvConfigOptions) {
  return (tree: Root, file: VFile) => {
    const page = (file.data as { docsgen?: MarkdownPageContext }).docsgen;
    visit(tree, 'code', (node: Code) => {
      if (node.lang !== 'envconfig') return;
      const vars = parseEnvVars(node, file);
      // A bad block stays visible as its source text (the diagnostic says why).
      if (!vars)
        return void (node.data = {
          hName: 'pre',
          hChildren: [h('code', { className: ['language-envconfig'] }, node.value + '\n')],
        });
      const installHref = options.installDoc ? page?.docHref(options.installDoc) : undefined;
      const el = renderEnvConfig(vars, options.image, installHref);
      node.data = { hName: el.tagName, hProperties: el.properties, hChildren: el.children };
    });
  };
}

export function parseEnvVars(node: Code, file: VFile): EnvVar[] | undefined {
  let data: unknown;
  try {
    data = parse(node.value);
  } catch (error) {
    // Point at the line inside the block (the fence is one line above the YAML).
    const at = (error as { linePos?: { line: number; col: number }[] }).linePos?.[0];
    const place = at && node.position ? { line: node.position.start.line + at.line, column: at.col } : node.position;
    const reason = (error as Error).message.split('\n')[0]!.replace(/ at line \d+, column \d+:?$/, '');
    file.message(
      `The envconfig block is not valid YAML: ${reason}. Each entry is "- name: VAR" followed by indented "default:", "values:", "added:" lines.`,
      { place, ruleId: 'bad-envconfig', source: 'dir-browser' },
    );
    return undefined;
  }
  if (!Array.isArray(data)) {
    file.message('An envconfig block must be a YAML list (`- name: ...`).', {
      place: node.position,
      ruleId: 'bad-envconfig',
      source: 'dir-browser',
    });
    return undefined;
  }
  const out: EnvVar[] = [];
  data.forEach((entry: Record<string, unknown>, i) => {
    if (!entry || typeof entry.name !== 'string') {
      file.message(`Entry ${i + 1} of the envconfig block has no "name".`, {
        place: node.position,
        ruleId: 'bad-envconfig',
        source: 'dir-browser',
      });
      return;
    }
    const values = Array.isArray(entry.values)
      ? entry.values.map(String)
      : String(entry.values ?? '')
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean);
    out.push({
      name: entry.name,
      default: entry.default === undefined || entry.default === null ? '' : String(entry.default),
      values,
      added: entry.added === undefined ? undefined : String(entry.added),
      description: entry.description === undefined ? undefined : String(entry.description),
      deprecated: entry.deprecated === true,
      experimental: entry.experimental === true,
      upcoming: entry.upcoming === true,
    });
  });
  return out;
}

export function renderEnvConfig(vars: EnvVar[], image: string, installHref?: string): Element {
  const rows = vars.map((v) => {
    const details: ElementContent[] = [];
    if (v.description) details.push(h('span', { className: ['env-desc'] }, v.description));
    if (v.upcoming) details.push(h('span', { className: ['badge', 'badge-upcoming'] }, 'not yet available'));
    if (v.deprecated) details.push(h('span', { className: ['badge', 'badge-deprecated'] }, 'deprecated'));
    if (v.experimental) details.push(h('span', { className: ['badge', 'badge-experimental'] }, 'experimental'));
    if (v.added)
      details.push(h('span', { className: ['badge', 'badge-added'] }, `added in v${v.added.replace(/^v/, '')}`));
    return h('tr', [
      h('td', [h('code', v.name)]),
      h('td', v.default === '' ? [h('em', 'empty')] : [h('code', v.default)]),
      h(
        'td',
        v.values.flatMap((value, i) => (i ? [h('br'), h('code', value)] : [h('code', value)])),
      ),
      h('td', { className: ['env-details'] }, details),
    ]);
  });
  const first = vars[0];
  const howto: ElementContent[] = [];
  if (first) {
    const pair = `${first.name}=${first.default}`;
    howto.push(
      h('details', { className: ['envconfig-howto'] }, [
        h('summary', 'How to set these options'),
        h('p', 'Options are environment variables read when the container starts. Pass each one with -e:'),
        h('pre', { className: ['envconfig-example'] }, [h('code', `docker run -e ${pair} -p 8080:80 ${image}`)]),
        h('p', ['Or list them in a file, one ', h('code', 'NAME=value'), ' per line, and pass it with --env-file:']),
        h('pre', { className: ['envconfig-example'] }, [h('code', `# .env\n${pair}`)]),
        h('pre', { className: ['envconfig-example'] }, [h('code', `docker run --env-file .env -p 8080:80 ${image}`)]),
        ...(installHref
          ? [
              h('p', [
                'The ',
                h('a', { href: installHref }, 'installation guide'),
                ' shows the full command and a compose file.',
              ]),
            ]
          : []),
      ]),
    );
  }
  return h('div', { className: ['envconfig'] }, [
    h('div', { className: ['table-wrapper'] }, [
      h('table', [
        h('caption', { className: ['visually-hidden'] }, 'Environment variables'),
        h('thead', [h('tr', [h('th', 'Variable'), h('th', 'Default'), h('th', 'Values'), h('th', 'Details')])]),
        h('tbody', rows),
      ]),
    ]),
    ...howto,
  ]);
}
