/**
 * Text typed into the server's fields before the app took the page over stays in the box, but the app's state
 * never heard of it (no search ran, and the next render would put the old text back). For each text field whose
 * text differs from what was rendered, this replays the typing as an input event, the way the browser reports
 * it, so the field's own handler takes it in
 * (docs/decisions/0012-first-view-in-html.md). Called once the page has hydrated (state/hydration.ts).
 */
export function carryTypedText(root: ParentNode): void {
  // Boxes, check boxes and radios alike: only a text someone changed differs from the rendered one.
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    const typed = field.value;
    if (typed === field.defaultValue) continue;
    // React remembers the last text it saw through the element's own setter; put the rendered text there, then
    // the typed text through the prototype's setter, so the input event reads as a change.
    field.value = field.defaultValue;
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}
