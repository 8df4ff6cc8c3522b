/**
 * ```mermaid blocks arrive as `div.mermaid-diagram > pre.mermaid-source`, so
 * the source is readable without JavaScript. Pages with a diagram carry
 * html[data-mermaid]; only there is the mermaid library (large) fetched, as a
 * separate chunk. Diagrams are drawn again when the colour mode changes.
 */
type Mermaid = typeof import('mermaid').default;

let library: Promise<Mermaid> | undefined;
let renderCount = 0;
let drawing: Promise<void> = Promise.resolve();

/** #ccc text on it is 5.3:1. */
const DARK_EDGE_LABEL_BACKGROUND = '#4d4d4d';

function theme(): 'dark' | 'default' {
  return document.documentElement.dataset.theme === 'dark' ? 'dark' : 'default';
}

async function drawAll(): Promise<void> {
  const blocks = [...document.querySelectorAll<HTMLElement>('.mermaid-diagram')];
  if (blocks.length === 0) return;
  library ??= import('mermaid').then((m) => m.default);
  const mermaid = await library;
  const mode = theme();
  mermaid.initialize({
    startOnLoad: false,
    securityLevel: 'strict',
    theme: mode,
    // The dark theme's edge labels are #ccc on #585858 (4.43:1); a darker label box reaches 4.5:1.
    ...(mode === 'dark' ? { themeVariables: { edgeLabelBackground: DARK_EDGE_LABEL_BACKGROUND } } : {}),
  });
  for (const block of blocks) {
    if (block.dataset.mermaidTheme === mode) continue;
    const source = block.querySelector('.mermaid-source code')?.textContent ?? '';
    let output = block.querySelector<HTMLElement>('.mermaid-output');
    try {
      const { svg } = await mermaid.render(`mermaid-svg-${++renderCount}`, source);
      if (!output) {
        output = document.createElement('div');
        output.className = 'mermaid-output';
        block.append(output);
      }
      output.innerHTML = svg;
      block.dataset.mermaidTheme = mode;
      block.classList.add('is-rendered');
    } catch (error) {
      // Keep the source visible: a diagram that does not parse is still readable text.
      console.warn('Mermaid could not draw a diagram:', error);
      block.classList.add('has-error');
    }
  }
}

function run(): void {
  drawing = drawing.then(drawAll, drawAll);
}

function start(): void {
  if (document.documentElement.hasAttribute('data-mermaid') || document.querySelector('.mermaid-diagram')) run();
  new MutationObserver(() => {
    if (document.querySelector('.mermaid-diagram')) run();
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  document.addEventListener('docsgen:navigated', () => {
    if (document.querySelector('.mermaid-diagram')) run();
  });
}

start();
