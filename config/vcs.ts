import { spawnSync } from 'node:child_process';
import path from 'node:path';
import type { VcsPreset } from '@docusaurus/types';

const siteDir = path.join(__dirname, '..');

/**
 * Where the pages' "last updated" dates come from. Docusaurus reads them from
 * Git, and with the v4 flags it stops a build outside a Git worktree; a copy
 * without Git (a downloaded archive, a machine with Node and npm only) builds
 * without the dates instead, so `npm run site` needs nothing more.
 */
export function vcsFor(dir: string): VcsPreset | undefined {
  const git = spawnSync('git', ['rev-parse', '--is-inside-work-tree'], {
    cwd: dir,
    encoding: 'utf8',
  });
  return git.status === 0 && git.stdout.trim() === 'true' ? undefined : 'disabled';
}

export const vcs = vcsFor(siteDir);
