/**
 * The public URL contract: every route that must exist in each locale. A copy
 * of the project spec's routes.txt, committed so that a checkout without the
 * spec beside it (GitHub Actions) runs the same tests; `.ci/run` fails when
 * the copy and the spec differ.
 */
import fs from 'node:fs';
import path from 'node:path';

export const contractRoutes: readonly string[] = fs
  .readFileSync(path.join(__dirname, 'routes.txt'), 'utf8')
  .split('\n')
  .filter(Boolean);
