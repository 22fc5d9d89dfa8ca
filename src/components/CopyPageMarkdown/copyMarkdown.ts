/**
 * Puts a page's Markdown twin on the clipboard. Loaded only when a reader
 * reaches for the button, so doc pages carry none of it on first load.
 */
export async function copyMarkdown(url: string): Promise<void> {
  const text = fetch(url).then((response) => {
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.text();
  });
  // A ClipboardItem fed by a promise keeps the click's permission in Safari while the text loads.
  if (typeof ClipboardItem !== 'undefined' && ClipboardItem.supports?.('text/plain')) {
    const blob = text.then((markdown) => new Blob([markdown], { type: 'text/plain' }));
    await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
  } else {
    await navigator.clipboard.writeText(await text);
  }
}
