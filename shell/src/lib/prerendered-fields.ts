/** The form fields of a page; a prerendered page with none needs no replay (lib/prerendered-input.ts). */
export const fieldSelector = 'input, select, textarea';

export const hasFields = (container: ParentNode): boolean => container.querySelector(fieldSelector) !== null;
