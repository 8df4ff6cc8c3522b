/**
 * Islands are server-rendered elements marked `data-island="name"`; each gets a
 * small enhancer. An enhancer that throws is replaced by the crash notice with
 * a "Try again" button that runs it again.
 */
export type Enhancer = (root: HTMLElement) => void | (() => void);

const enhancers = new Map<string, Enhancer>();

export function registerIsland(name: string, enhancer: Enhancer): void {
  enhancers.set(name, enhancer);
}

function mountIsland(root: HTMLElement): void {
  const enhancer = enhancers.get(root.dataset.island ?? '');
  // The flag's value is '', so test presence: startIslands runs again after every client-side navigation.
  if (!enhancer || root.dataset.islandMounted !== undefined) return;
  root.dataset.islandMounted = '';
  runEnhancer(root, enhancer);
}

/** Runs an enhancer; if it throws, the island is hidden behind the crash notice. */
function runEnhancer(root: HTMLElement, enhancer: Enhancer): void {
  try {
    enhancer(root);
  } catch (error) {
    console.error(error);
    showCrash(root, enhancer);
  }
}

function showCrash(root: HTMLElement, enhancer: Enhancer): void {
  const notice = document.createElement('div');
  notice.className = 'island-crash';
  notice.setAttribute('role', 'alert');
  const title = document.createElement('p');
  title.textContent = 'This page crashed.';
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.className = 'button button-secondary';
  retry.textContent = 'Try again';
  retry.addEventListener('click', () => {
    notice.remove();
    root.hidden = false;
    runEnhancer(root, enhancer);
  });
  notice.append(title, retry);
  root.hidden = true;
  root.after(notice);
}

export function startIslands(scope: ParentNode = document): void {
  scope.querySelectorAll<HTMLElement>('[data-island]').forEach(mountIsland);
}
