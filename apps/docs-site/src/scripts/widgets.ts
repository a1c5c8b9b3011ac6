/**
 * Lazy widgets: every `[data-ry-bundle]` container holds a Railyard element (`<ry-game>`,
 * `<ry-statechart>`) that stays an inert, unknown element until the container comes near the
 * viewport; then the modules listed in `data-ry-bundle` (space-separated URLs) are imported,
 * which define the elements and upgrade them in place. Pages therefore ship only this loader
 * before the reader scrolls.
 */
const loaded = new Map<string, Promise<unknown>>();

function importOnce(url: string): Promise<unknown> {
  let pending = loaded.get(url);
  if (!pending) {
    pending = import(/* @vite-ignore */ url);
    loaded.set(url, pending);
  }
  return pending;
}

function load(container: HTMLElement): void {
  const urls = (container.dataset.ryBundle ?? '').split(' ').filter(Boolean);
  if (urls.length === 0 || (container.dataset.ryState && container.dataset.ryState !== 'waiting'))
    return;
  container.dataset.ryState = 'loading';
  Promise.all(urls.map(importOnce)).then(
    () => {
      container.dataset.ryState = 'ready';
    },
    (error: unknown) => {
      container.dataset.ryState = 'error';
      console.error(`Railyard: could not load ${urls.join(', ')}`, error);
    },
  );
}

function start(): void {
  const containers = [...document.querySelectorAll<HTMLElement>('[data-ry-bundle]')];
  if (containers.length === 0) return;
  for (const container of containers) container.dataset.ryState = 'waiting';
  if (!('IntersectionObserver' in window)) {
    containers.forEach(load);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        load(entry.target as HTMLElement);
      }
    },
    { rootMargin: '200px 0px' },
  );
  containers.forEach((container) => observer.observe(container));
}

start();
