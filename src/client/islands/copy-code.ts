/**
 * The copy button of code blocks: copies the code as shown (magic comments were
 * removed at build time; line numbers are CSS, not text) and says "Copied".
 * The button is created here, not written into the page: it works only with
 * JavaScript, and a page of code blocks would carry 0.4 KB of markup per block.
 */
import { withBase } from '../../shared/base-url.ts';
import { config } from '../config.ts';
import { registerIsland, startIslands } from './registry.ts';

const RESET_MS = 2000;

async function writeClipboard(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // No async clipboard (insecure origin or denied): fall back to a selection copy.
  }
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  const ok = document.execCommand('copy');
  area.remove();
  if (!ok) throw new Error('Copying is not allowed here.');
}

const SVG = 'http://www.w3.org/2000/svg';

/** One of the two icons, a symbol of the theme's cached sprite (/img/icons.svg). */
function spriteIcon(name: 'copy' | 'check', className: string): SVGSVGElement {
  const svg = document.createElementNS(SVG, 'svg');
  for (const [key, value] of [
    ['class', className],
    ['width', '16'],
    ['height', '16'],
    ['aria-hidden', 'true'],
    ['focusable', 'false'],
  ])
    svg.setAttribute(key!, value!);
  const use = document.createElementNS(SVG, 'use');
  use.setAttribute('href', withBase(config.baseUrl, `/img/icons.svg#${name}`));
  svg.append(use);
  return svg;
}

function copyButton(): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'copy-button';
  button.setAttribute('aria-label', 'Copy code to clipboard');
  button.title = 'Copy';
  const label = document.createElement('span');
  label.className = 'copy-label';
  label.setAttribute('aria-live', 'polite');
  label.textContent = 'Copy';
  button.append(spriteIcon('copy', 'copy-icon'), spriteIcon('check', 'copied-icon'), label);
  return button;
}

registerIsland('copy-code', (block) => {
  const body = block.querySelector('.code-body');
  const code = body?.querySelector('pre code');
  if (!body || !code) return;
  const button = body.appendChild(copyButton());
  const label = button.querySelector('.copy-label')!;
  let timer: ReturnType<typeof setTimeout> | undefined;
  button.addEventListener('click', async () => {
    try {
      await writeClipboard(code.textContent ?? '');
      label.textContent = 'Copied';
      button.classList.add('is-copied');
    } catch {
      label.textContent = 'Press Ctrl+C to copy';
      const range = document.createRange();
      range.selectNodeContents(code);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    }
    clearTimeout(timer);
    timer = setTimeout(() => {
      label.textContent = 'Copy';
      button.classList.remove('is-copied');
    }, RESET_MS);
  });
});

document.addEventListener('docsgen:navigated', () => startIslands());
