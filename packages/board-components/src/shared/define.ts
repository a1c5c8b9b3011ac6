/**
 * Registers a custom element unless the tag is taken. Several Railyard bundles may load on one
 * page (say `railyard-chicago-express.js` and `railyard-american-rails.js`, each carrying
 * `<ry-game>`); the first definition wins and later ones are skipped instead of throwing.
 *
 * @returns true when this call defined the element.
 */
export function defineElement(tag: string, constructor: CustomElementConstructor): boolean {
  // Importing a module outside a browser (server rendering, tests in Node) defines nothing.
  if (typeof customElements === 'undefined' || customElements.get(tag)) return false;
  customElements.define(tag, constructor);
  return true;
}
