/**
 * Finds the console build and the seed SQL in what the maintainer points to: a checkout of
 * sagoo-cloud/sagooiot, its bare git mirror (the two paths are extracted with `git archive`
 * into a temporary folder), or the `iot-ui` folder itself (the seed is then looked for at
 * `../../../../sql/sql.zip`, where it sits in the repository).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const UI_PATH = 'manifest/docker-compose/nginx/html/iot-ui';
export const SQL_PATH = 'manifest/sql/sql.zip';
const DEFAULT_REPOSITORY = 'sagoo-cloud/sagooiot';

export interface ConsoleSource {
  /** The folder holding the console's `index.html` and `assets/`. */
  uiDir: string;
  /** The seed SQL zip. */
  sqlZip: string;
  /** `owner/name` of the repository. */
  repository: string;
  /** The commit the files come from, or `unknown`. */
  commit: string;
  /** Removes the temporary folder, if one was made. */
  cleanup(): void;
}

function git(args: string[]): string | undefined {
  try {
    return execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return undefined;
  }
}

/** `owner/name` from a remote URL such as `https://github.com/owner/name.git`. */
export function repositoryFromUrl(url: string | undefined): string {
  const match = /[:/]([\w.-]+)\/([\w.-]+?)(?:\.git)?\/?$/.exec(url ?? '');
  return match ? `${match[1]}/${match[2]}` : DEFAULT_REPOSITORY;
}

const isUiDir = (dir: string) =>
  existsSync(path.join(dir, 'index.html')) && existsSync(path.join(dir, 'assets'));

export function resolveConsoleSource(input: string): ConsoleSource {
  const given = path.resolve(input);
  if (!existsSync(given)) throw new Error(`--console: ${given} does not exist`);
  const nothing = () => {};

  if (isUiDir(given)) {
    const sqlZip = path.resolve(given, '../../../../sql/sql.zip');
    if (!existsSync(sqlZip)) {
      throw new Error(`the seed SQL is not at ${sqlZip} (expected beside the iot-ui folder)`);
    }
    const commit = git(['-C', given, 'rev-parse', 'HEAD']) ?? 'unknown';
    const remote = git(['-C', given, 'config', '--get', 'remote.origin.url']);
    return {
      uiDir: given,
      sqlZip,
      repository: repositoryFromUrl(remote),
      commit,
      cleanup: nothing,
    };
  }

  if (isUiDir(path.join(given, UI_PATH))) {
    const sqlZip = path.join(given, SQL_PATH);
    if (!existsSync(sqlZip)) throw new Error(`the seed SQL is not at ${sqlZip}`);
    const commit = git(['-C', given, 'rev-parse', 'HEAD']) ?? 'unknown';
    const remote = git(['-C', given, 'config', '--get', 'remote.origin.url']);
    return {
      uiDir: path.join(given, UI_PATH),
      sqlZip,
      repository: repositoryFromUrl(remote),
      commit,
      cleanup: nothing,
    };
  }

  const commit = git(['--git-dir', given, 'rev-parse', 'HEAD']);
  if (!commit) {
    throw new Error(
      `--console: ${given} is neither a checkout of ${DEFAULT_REPOSITORY}, its git mirror, nor its iot-ui folder`,
    );
  }
  const temp = mkdtempSync(path.join(tmpdir(), 'console-screens-'));
  try {
    const archive = execFileSync(
      'git',
      ['--git-dir', given, 'archive', commit, UI_PATH, SQL_PATH],
      {
        maxBuffer: 512 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    execFileSync('tar', ['-x', '-C', temp], { input: archive });
  } catch (error) {
    rmSync(temp, { recursive: true, force: true });
    throw new Error(`could not extract ${UI_PATH} and ${SQL_PATH} from ${given}: ${String(error)}`);
  }
  const remote = git(['--git-dir', given, 'config', '--get', 'remote.origin.url']);
  return {
    uiDir: path.join(temp, UI_PATH),
    sqlZip: path.join(temp, SQL_PATH),
    repository: repositoryFromUrl(remote),
    commit,
    cleanup: () => rmSync(temp, { recursive: true, force: true }),
  };
}
