/** The URL of a page's Markdown twin: its permalink plus `.md` (shared by the build and the copy button). */
export function twinPath(permalink: string): string {
  return `${permalink === '/' ? '/index' : permalink.replace(/\/$/, '')}.md`;
}
