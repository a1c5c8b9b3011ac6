/** The header row of the playground's own tables (companies, standings): one heading a column. */
import { html, type TemplateResult } from 'lit';

export const tableHead = (...headings: string[]): TemplateResult =>
  html`<thead>
    <tr>
      ${headings.map((heading) => html`<th scope="col">${heading}</th>`)}
    </tr>
  </thead>`;
