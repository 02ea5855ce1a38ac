import { readFileSync } from 'node:fs';
import { UsageError } from './args';

// The password never comes from the command line (issue 43 item 6): other users of the machine see a
// process's arguments, and shells keep them in their history. A prompt that does not echo, or a file.

/** A password given as an argument, refused before anything runs; the message says what to do instead. */
export function refusePasswordArgument(argv: string[]): string | null {
  const given = argv.find((a) => a === '--password' || a.startsWith('--password='));
  if (!given) return null;
  return '--password is refused: a password on the command line is seen by other users of the machine and kept in shell history. Type it at the prompt (no echo), or give --password-file <path> (a file readable by you only; - for standard input).';
}

/** The password of `--password-file` (its first line; `-` reads standard input), else asked for. */
export async function readPassword(file: string | undefined, prompt = 'Password: '): Promise<string> {
  if (file !== undefined) {
    const text = file === '-' ? readFileSync(0, 'utf8') : readFileSync(file, 'utf8');
    const password = text.split(/\r?\n/)[0] ?? '';
    if (!password) throw new UsageError(`--password-file ${file} is empty`);
    return password;
  }
  if (!process.stdin.isTTY)
    throw new UsageError('no terminal to ask the password on: give --password-file <path> (or - for stdin)');
  return askHidden(prompt);
}

/** One line typed on the terminal without echo (Enter ends it, Backspace erases, Ctrl-C stops). */
function askHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stderr.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (chunk: string) => {
      for (const c of chunk) {
        if (c === '\r' || c === '\n') return done();
        if (c === '\u0003') return done(new UsageError('cancelled'));
        if (c === '\u007f' || c === '\b') typed = typed.slice(0, -1);
        else typed += c;
      }
    };
    stdin.on('data', onData);
  });
}
