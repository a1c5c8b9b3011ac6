// The package's own `types` entry points at a file it does not ship; this is the part icu.test.ts uses
// (it compares core/icu.ts with the library).
declare module 'intl-messageformat-tiny' {
  export function format(message: string, values?: Record<string, unknown>, lng?: string): string;
  /** A formatter that keeps each template's parsed form. */
  export function cached(): (
    message: string,
    values?: Record<string, unknown>,
    lng?: string,
  ) => string;
}
