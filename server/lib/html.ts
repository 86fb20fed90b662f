/** Text made safe to place in HTML, in element content and in quoted attribute values alike. */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * JSON made safe to place inside a `<script>` element: no `<` stays, so neither `</script>` nor `<!--` can end or
 * change the element (`\u003c` reads back as `<` in JSON).
 */
export const jsonForScript = (json: string) => json.replace(/</g, '\\u003c');
