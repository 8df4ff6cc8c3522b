/**
 * The copy button of code blocks: copies the code as shown (magic comments were
 * removed at build time; line numbers are CSS, not text) and says "Copied".
 */
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

registerIsland('copy-code', (block) => {
  const button = block.querySelector<HTMLButtonElement>('.copy-button');
  const code = block.querySelector('pre code');
  const label = button?.querySelector('.copy-label');
  if (!button || !code || !label) return;
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
