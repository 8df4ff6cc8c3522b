/**
 * Route-change progress bar (the `.progress-bar` element in the Layout). It
 * appears only when a navigation takes longer than 200 ms (spec section 9),
 * so quick page swaps do not flicker.
 */
const DELAY_MS = 200;
/** How long the bar stays full before it fades; matches the CSS transition. */
const FINISH_MS = 300;

let hideTimer = 0;

/** Starts timing a navigation; call the returned function when it ends. */
export function startProgress(): () => void {
  const bar = document.querySelector<HTMLElement>('.progress-bar');
  let shown = false;
  const showTimer = window.setTimeout(() => {
    if (!bar) return;
    shown = true;
    window.clearTimeout(hideTimer);
    bar.classList.remove('is-done');
    bar.classList.add('is-active');
  }, DELAY_MS);
  return () => {
    window.clearTimeout(showTimer);
    if (!bar || !shown) return;
    bar.classList.add('is-done');
    hideTimer = window.setTimeout(() => bar.classList.remove('is-active', 'is-done'), FINISH_MS);
  };
}
