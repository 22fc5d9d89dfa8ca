/**
 * Playwright selectors for the console's Element Plus markup, shared by the screen files.
 * Texts are the console's own (Chinese) labels.
 */

/** The open dialog. */
export const DIALOG = '.el-dialog:visible';

/** A button showing `text` (a substring match: pick a text no other visible button has). */
export const button = (text: string, scope = '') =>
  `${scope ? `${scope} ` : ''}button:visible:has-text("${text}")`;

/** A tab of an `el-tabs`, by its `name` (`#tab-<name>`). */
export const tab = (name: string) => `#tab-${name}`;

/** A form item, by its label's exact text. */
export const formItem = (label: string, scope = '') =>
  `${scope ? `${scope} ` : ''}.el-form-item:visible:has(> .el-form-item__label:text-is("${label}"))`;

/** The first data row of the visible table. */
export const firstRow = '.el-table:visible .el-table__body-wrapper .el-table__row >> nth=0';
