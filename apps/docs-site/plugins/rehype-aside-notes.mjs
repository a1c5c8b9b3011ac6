/**
 * Starlight renders every `:::note` as `<aside aria-label="Note">`, a complementary landmark; a
 * rulebook page has many, all with the same name, which breaks landmark navigation (axe:
 * landmark-unique). They are notes inside the text, so render them as `<div role="note">`.
 */
export default function rehypeAsideNotes() {
  /** @param {any} node */
  const visit = (node) => {
    if (node.type === 'element' && node.tagName === 'aside') {
      const classes = node.properties?.className ?? [];
      if (
        (Array.isArray(classes) ? classes : String(classes).split(' ')).includes('starlight-aside')
      ) {
        node.tagName = 'div';
        node.properties.role = 'note';
      }
    }
    for (const child of node.children ?? []) visit(child);
  };
  return visit;
}
