import type { Parent, Root, Paragraph, PhrasingContent, RootContent } from 'mdast';
import type { ContainerDirective, LeafDirective, TextDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { walkTree } from './walk-tree.ts';
import { toHast } from 'mdast-util-to-hast';
import type { ElementContent } from 'hast';
import { icon } from './icons.ts';
import { ADMONITION_KINDS, ADMONITION_TITLES, admonitionKind } from '../../shared/admonition-kinds.ts';

type Directive = ContainerDirective | LeafDirective | TextDirective;

/**
 * Turns `:::note`-style containers into admonitions and `::::tabs`/`:::tab` into
 * tab groups whose panels are all in the HTML. Unknown directives warn and are
 * kept as text, so a stray `:word` in prose is never lost.
 */
export function remarkDirectives(
  options: { keywords?: readonly string[]; titles?: Readonly<Record<string, string>> } = {},
) {
  const extra = new Set(options.keywords ?? []);
  return (tree: Root, file: VFile) => {
    let tabGroup = 0;
    walkTree(tree, (node: RootContent, parent: Parent, index: number) => {
      if (node.type !== 'containerDirective' && node.type !== 'leafDirective' && node.type !== 'textDirective') return;
      const d = node as Directive;
      if (d.type === 'containerDirective' && !isClosed(d, file)) {
        file.message(
          `\`:::${d.name}\` is never closed, so it runs to the end of ${parent && parent.type !== 'root' ? 'the block around it' : 'the page'}.`,
          {
            place: d.position?.start,
            ruleId: 'unclosed-directive',
            source: 'docsgen',
          },
        );
      }
      if (d.type === 'containerDirective' && (admonitionKind(d.name) || extra.has(d.name))) {
        toAdmonition(d, options.titles);
        return;
      }
      if (d.type === 'containerDirective' && d.name === 'tabs') {
        toTabs(d, ++tabGroup, file);
        return;
      }
      if (d.type === 'containerDirective' && d.name === 'tab' && !d.data?.hName) {
        file.message('A `:::tab` must sit directly inside a `::::tabs` group.', {
          place: d.position,
          ruleId: 'orphan-tab',
          source: 'docsgen',
        });
        return;
      }
      if (d.type === 'containerDirective' && (d.name === 'details' || d.data?.hName)) return;
      // Unknown: put the original text back.
      if (d.type !== 'textDirective') {
        file.message(
          `Unknown directive "${d.type === 'leafDirective' ? '::' : ':::'}${d.name}"; it is shown as ` +
            `plain text. Known: ${[...ADMONITION_KINDS, ...extra].join(', ')}, tabs, tab.`,
          {
            place: d.position,
            ruleId: 'unknown-directive',
            source: 'docsgen',
          },
        );
      }
      parent.children.splice(index, 1, ...(restore(d, file) as Parent['children']));
      return index;
    });
  };
}

/** `titles`: the locale's own words for the kinds' titles (the site's translations), by keyword. */
function toAdmonition(d: ContainerDirective, titles?: Readonly<Record<string, string>>): void {
  // A site's own keyword (`:::js`) looks like a note, with its own class and the keyword as title.
  const kind = admonitionKind(d.name) ?? 'note';
  const ownTitle = titles?.[d.name] ?? ADMONITION_TITLES[d.name] ?? d.name;
  let titleNodes: PhrasingContent[] = [];
  const first = d.children[0] as Paragraph | undefined;
  if (first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
    titleNodes = first.children;
    d.children.shift();
  }
  // `:::note[]` and `:::note` both get the kind's own title.
  const custom = titleNodes.length > 0 && textOf(titleNodes).trim() !== '';
  const titleHast = custom
    ? (titleNodes.map((n) => toHast(n)).filter(Boolean) as ElementContent[])
    : [{ type: 'text' as const, value: ownTitle }];
  const heading = {
    type: 'paragraph',
    children: [],
    data: {
      hName: 'div',
      hProperties: { className: ['admonition-heading'] },
      hChildren: [
        icon(kind, 'admonition-icon'),
        { type: 'element', tagName: 'span', properties: { className: ['admonition-title'] }, children: titleHast },
      ],
    },
  } as unknown as Paragraph;
  const content = {
    type: 'paragraph',
    children: d.children,
    data: { hName: 'div', hProperties: { className: ['admonition-content'] } },
  } as unknown as Paragraph;
  d.children = [heading, content] as never;
  // role=note: an aside per admonition would flood the landmark list.
  d.data = {
    hName: 'div',
    hProperties: {
      className: [
        'admonition',
        `admonition-${kind}`,
        ...(kind === d.name || admonitionKind(d.name) ? [] : [`admonition-${d.name}`]),
      ],
      role: 'note',
      ariaLabel: custom ? textOf(titleNodes).trim() : ownTitle,
    },
  };
}

function textOf(nodes: readonly object[]): string {
  return nodes
    .map((n) => {
      const node = n as { value?: unknown; children?: unknown };
      return typeof node.value === 'string' ? node.value : Array.isArray(node.children) ? textOf(node.children) : '';
    })
    .join('');
}

function toTabs(d: ContainerDirective, group: number, file: VFile): void {
  const groupId = d.attributes?.groupId ?? d.attributes?.groupid ?? undefined;
  const tabs = d.children.filter((c): c is ContainerDirective => c.type === 'containerDirective' && c.name === 'tab');
  const stray = d.children.filter((c) => !(c.type === 'containerDirective' && c.name === 'tab'));
  for (const s of stray) {
    file.message('Only `:::tab` blocks belong inside `::::tabs`; this content is dropped from the tab group.', {
      place: s.position,
      ruleId: 'bad-tabs',
      source: 'docsgen',
    });
  }
  if (tabs.length === 0) {
    file.message('A `::::tabs` group has no `:::tab` inside.', {
      place: d.position,
      ruleId: 'bad-tabs',
      source: 'docsgen',
    });
  }
  let selected = tabs.findIndex((t) => t.attributes && 'default' in t.attributes);
  if (selected < 0) selected = 0;
  const base = `tabs-${group}`;
  const buttons = tabs.map((t, i) => ({
    type: 'element' as const,
    tagName: 'button',
    properties: {
      type: 'button',
      role: 'tab',
      id: `${base}-tab-${i}`,
      ariaControls: `${base}-panel-${i}`,
      ariaSelected: i === selected ? 'true' : 'false',
      tabIndex: i === selected ? 0 : -1,
      dataValue: tabValue(t, i),
      className: ['tabs-tab'],
    },
    children: [{ type: 'text' as const, value: tabLabel(t, i) }],
  }));
  const panels = tabs.map((t, i) => {
    t.data = {
      hName: 'div',
      hProperties: {
        role: 'tabpanel',
        id: `${base}-panel-${i}`,
        ariaLabelledby: `${base}-tab-${i}`,
        dataValue: tabValue(t, i),
        dataLabel: tabLabel(t, i),
        className: ['tabs-panel', ...(i === selected ? ['is-active'] : [])],
        tabIndex: 0,
      },
    };
    const label = t.children[0] as Paragraph | undefined;
    if (label?.type === 'paragraph' && (label.data as { directiveLabel?: boolean } | undefined)?.directiveLabel)
      t.children.shift();
    return t;
  });
  d.children = [
    {
      type: 'paragraph',
      children: [],
      data: {
        hName: 'div',
        hProperties: { role: 'tablist', className: ['tabs-list'], ariaOrientation: 'horizontal' },
        hChildren: buttons,
      },
    } as unknown as Paragraph,
    ...panels,
  ] as never;
  d.data = { hName: 'div', hProperties: { className: ['tabs'], dataIsland: 'tabs', dataGroupId: groupId } };
}

function tabLabel(t: ContainerDirective, i: number): string {
  const label = t.attributes?.label;
  if (label) return label;
  const first = t.children[0] as Paragraph | undefined;
  if (first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
    return first.children.map((c) => ('value' in c ? c.value : '')).join('');
  }
  return `Tab ${i + 1}`;
}

function tabValue(t: ContainerDirective, i: number): string {
  return t.attributes?.value ?? tabLabel(t, i);
}

/** A container's source ends with its own closing fence (`:::`), as long as its opening one. */
function isClosed(d: ContainerDirective, file: VFile): boolean {
  const start = d.position?.start.offset;
  const end = d.position?.end.offset;
  if (start === undefined || end === undefined) return true;
  const text = String(file.value).slice(start, end);
  const open = /^\s*(:{3,})/.exec(text)?.[1].length ?? 3;
  const lastLine = text.slice(text.lastIndexOf('\n') + 1);
  const close = /^\s*(:{3,})\s*$/.exec(lastLine);
  return text.includes('\n') && close !== null && close[1]!.length >= open;
}

/** Re-creates the source text of a directive that is not ours. */
function restore(d: Directive, file: VFile): RootContent[] {
  const start = d.position?.start.offset;
  const end = d.position?.end.offset;
  const source = String(file.value);
  const text = start !== undefined && end !== undefined ? source.slice(start, end) : `:${d.name}`;
  if (d.type === 'textDirective') return [{ type: 'text', value: text } as RootContent];
  return [{ type: 'paragraph', children: [{ type: 'text', value: text }] } as RootContent];
}
