/**
 * The custom elements manifest (custom-elements.json) that the board-components build generates
 * from the elements' JSDoc: the source of the API reference.
 */
interface TypeRef {
  text?: string;
}
export interface CemAttribute {
  name: string;
  type?: TypeRef;
  default?: string;
  description?: string;
  fieldName?: string;
}
export interface CemMember {
  kind: 'field' | 'method';
  name: string;
  type?: TypeRef;
  default?: string;
  description?: string;
  privacy?: 'public' | 'private' | 'protected';
  static?: boolean;
  readonly?: boolean;
  attribute?: string;
  parameters?: { name: string; type?: TypeRef; description?: string; optional?: boolean }[];
  return?: { type?: TypeRef };
}
export interface CemEvent {
  name: string;
  type?: TypeRef;
  description?: string;
}
export interface CemNamed {
  name: string;
  description?: string;
  default?: string;
}
export interface CemElement {
  kind: 'class';
  name: string;
  tagName: string;
  customElement: true;
  summary?: string;
  description?: string;
  attributes?: CemAttribute[];
  members?: CemMember[];
  events?: CemEvent[];
  cssParts?: CemNamed[];
  cssProperties?: CemNamed[];
  slots?: CemNamed[];
}
interface CemModule {
  path: string;
  declarations?: ({
    kind: string;
    customElement?: boolean;
    tagName?: string;
  } & Partial<CemElement>)[];
}
interface Manifest {
  schemaVersion: string;
  modules: CemModule[];
}

const found = import.meta.glob<Manifest>(
  '../../../../packages/board-components/custom-elements.json',
  { eager: true, import: 'default' },
);

export function manifest(): Manifest {
  const value = Object.values(found)[0];
  if (!value) {
    throw new Error(
      'packages/board-components/custom-elements.json is missing: build the components first (npx nx build board-components)',
    );
  }
  return value;
}

/** Every custom element of the manifest, by tag name (one entry per tag; public members only). */
export function elements(): CemElement[] {
  const byTag = new Map<string, CemElement>();
  for (const module of manifest().modules) {
    for (const declaration of module.declarations ?? []) {
      if (!declaration.customElement || !declaration.tagName || byTag.has(declaration.tagName))
        continue;
      byTag.set(declaration.tagName, declaration as CemElement);
    }
  }
  return [...byTag.values()].sort(
    (a, b) => order(a.tagName) - order(b.tagName) || a.tagName.localeCompare(b.tagName),
  );
}

/** `<ry-game>` first, then boards, then the rest alphabetically. */
function order(tag: string): number {
  if (tag === 'ry-game') return 0;
  if (tag.endsWith('-board')) return 1;
  return 2;
}

export const isPublic = (member: CemMember) =>
  !member.static &&
  (member.privacy ?? 'public') === 'public' &&
  !member.name.startsWith('_') &&
  !member.name.startsWith('#');
