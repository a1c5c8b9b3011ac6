/**
 * Stand-in for `@pagefind/default-ui` (astro.config.mjs aliases the package name to this file).
 * Starlight's search script builds Pagefind's UI — about 92 KB of JavaScript — as soon as every
 * page is idle, though most readers never search. This class takes the same options but loads
 * and builds the real UI only when the reader reaches for search: focus or click on the search
 * button, or the Ctrl/⌘ K shortcut. Starlight's own button, dialog and shortcut handling stay as
 * they are; when the UI arrives after the dialog has opened, its search field gets the focus.
 */

interface PagefindOptions {
  element: string;
  [option: string]: unknown;
}

type RealPagefindUI = new (options: PagefindOptions) => unknown;

/** The search button's selector in Starlight's `Search.astro`. */
const OPEN_BUTTON = 'button[data-open-modal]';

let building: Promise<unknown> | undefined;

function buildRealUi(options: PagefindOptions): Promise<unknown> {
  building ??= import('railyard:pagefind-ui').then(
    ({ PagefindUI: Real }: { PagefindUI: RealPagefindUI }) => {
      // Read before building: Pagefind's constructor deletes the options it takes.
      const host = document.querySelector(options.element);
      const ui = new Real(options);
      const dialog = host?.closest('dialog');
      if (dialog?.open) host?.querySelector<HTMLInputElement>('input')?.focus();
      return ui;
    },
    (error: unknown) => {
      building = undefined; // a later attempt may succeed (network back)
      console.error('Railyard: could not load the search', error);
    },
  );
  return building;
}

export class PagefindUI {
  constructor(options: PagefindOptions) {
    const button = document.querySelector<HTMLButtonElement>(OPEN_BUTTON);
    const controller = new AbortController();
    const load = () => {
      controller.abort();
      void buildRealUi(options);
    };
    const listen = { signal: controller.signal };
    button?.addEventListener('focus', load, listen);
    button?.addEventListener('pointerdown', load, listen);
    button?.addEventListener('click', load, listen);
    window.addEventListener(
      'keydown',
      (event) => {
        if ((event.metaKey || event.ctrlKey) && event.key === 'k') load();
      },
      listen,
    );
    // A dialog opened some other way (a script, a future shortcut) loads the UI too, and so does
    // a reader who reached for search before the page was idle (Starlight builds this then).
    const dialog = document.querySelector(options.element)?.closest('dialog');
    if (dialog?.open || (button && document.activeElement === button)) load();
    else if (dialog) {
      new MutationObserver((_changes, observer) => {
        if (!dialog.open) return;
        observer.disconnect();
        load();
      }).observe(dialog, { attributes: true, attributeFilter: ['open'] });
    }
  }
}
