/**
 * Text a tool writes into the repository, formatted by the project's Prettier
 * options for the file it goes to, so every run writes the same bytes and
 * `prettier --check` accepts them.
 */
import prettier from 'prettier';

export async function formatted(
  text: string,
  parser: 'json' | 'yaml',
  file: string,
): Promise<string> {
  const config = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(text, { ...config, parser });
}
