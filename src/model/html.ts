/** Text made safe for HTML content and attribute values: "<a & b>" -> "&lt;a &amp; b&gt;". */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
