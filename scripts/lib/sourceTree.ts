/**
 * A public repository's source as our tools read it: a directory (a checkout,
 * or a test fixture) or a bare git mirror, read at its HEAD without a work
 * tree. Only the files a tool asks for are read from a mirror (the API
 * extraction: Go files and the config template; the console labels: views,
 * the prebuilt console and the seed SQL).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export interface SourceTree {
  /** Where it was read from, as given. */
  location: string;
  /** Full commit hash, when the tree is a git repository. */
  commit?: string;
  /** Commit time in ISO 8601 with its offset, when known. */
  committed?: string;
  /** Repository-relative paths (forward slashes) of every file. */
  files: string[];
  /** The text of a file, or undefined when it is absent (or not wanted). */
  read(file: string): string | undefined;
  /** The bytes of a file (a zip, an image), or undefined when it is absent (or not wanted). */
  readBytes(file: string): Buffer | undefined;
}

/** Which files a tool reads; from a mirror, only these are read. */
export type WantedFile = (file: string) => boolean;

/** What the API extraction reads: go.mod, all Go files and YAML under manifest/config. */
export function goSourceFiles(file: string): boolean {
  return file === 'go.mod' || file.endsWith('.go') || /^manifest\/config\/[^/]+\.ya?ml$/.test(file);
}

function git(args: string[], input?: Buffer): Buffer {
  return execFileSync('git', args, { input, maxBuffer: 1 << 30 });
}

/** A bare repository has HEAD and objects/ at its top and no work tree. */
function isBareRepository(dir: string): boolean {
  return fs.existsSync(path.join(dir, 'HEAD')) && fs.existsSync(path.join(dir, 'objects'));
}

function commitOf(gitArgs: string[]): { commit?: string; committed?: string } {
  try {
    const [commit, committed] = git([...gitArgs, 'log', '-1', '--format=%H%x00%cI', 'HEAD'])
      .toString('utf8')
      .trim()
      .split('\0');
    return { commit, committed };
  } catch {
    return {};
  }
}

/** Reads every wanted blob of HEAD with one `git cat-file --batch`. */
function fromBareRepository(gitDir: string, wanted: WantedFile): SourceTree {
  const gitArgs = [`--git-dir=${gitDir}`];
  const entries = git([...gitArgs, 'ls-tree', '-r', '-z', 'HEAD'])
    .toString('utf8')
    .split('\0')
    .filter(Boolean)
    .map((line) => {
      const [meta, file] = line.split('\t');
      const [, type, object] = meta!.split(' ');
      return { file: file!, type: type!, object: object! };
    })
    .filter((entry) => entry.type === 'blob');
  const blobs = new Map<string, Buffer>();
  const batch = entries.filter((entry) => wanted(entry.file));
  if (batch.length) {
    const out = git(
      [...gitArgs, 'cat-file', '--batch'],
      Buffer.from(batch.map((entry) => entry.object).join('\n') + '\n'),
    );
    let offset = 0;
    for (const entry of batch) {
      const headerEnd = out.indexOf(10, offset);
      const header = out.subarray(offset, headerEnd).toString('utf8');
      const size = Number(header.split(' ')[2]);
      if (!Number.isFinite(size)) throw new Error(`git cat-file: unexpected header "${header}"`);
      blobs.set(entry.file, out.subarray(headerEnd + 1, headerEnd + 1 + size));
      offset = headerEnd + 1 + size + 1;
    }
  }
  return {
    location: gitDir,
    ...commitOf(gitArgs),
    files: entries.map((entry) => entry.file),
    read: (file) => blobs.get(file)?.toString('utf8'),
    readBytes: (file) => blobs.get(file),
  };
}

function fromDirectory(dir: string): SourceTree {
  const files: string[] = [];
  const walk = (relative: string) => {
    for (const entry of fs.readdirSync(path.join(dir, relative), { withFileTypes: true })) {
      if (entry.name === '.git' || entry.name === 'node_modules') continue;
      const file = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(file);
      else if (entry.isFile()) files.push(file);
    }
  };
  walk('');
  files.sort();
  const inGit = fs.existsSync(path.join(dir, '.git'));
  const readFile = (file: string) => {
    const full = path.join(dir, file);
    return fs.existsSync(full) ? fs.readFileSync(full) : undefined;
  };
  return {
    location: dir,
    ...(inGit ? commitOf(['-C', dir]) : {}),
    files,
    read: (file) => readFile(file)?.toString('utf8'),
    readBytes: readFile,
  };
}

/** The tree at `location`: a bare mirror is read at HEAD, anything else as a directory. */
export function openSource(location: string, wanted: WantedFile = goSourceFiles): SourceTree {
  if (!fs.existsSync(location)) throw new Error(`no such directory: ${location}`);
  return isBareRepository(location)
    ? fromBareRepository(location, wanted)
    : fromDirectory(location);
}
