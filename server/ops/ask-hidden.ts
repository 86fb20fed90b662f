import { createInterface } from 'node:readline';

/** Asks a question on the terminal and reads the answer without echoing it (a password). */
export function askHidden(question: string): Promise<string> {
  const lines = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const write = (lines as unknown as { _writeToOutput: (text: string) => void })._writeToOutput;
  (lines as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = (text) =>
    write.call(lines, text.startsWith(question) ? question : '');
  return new Promise((resolve) =>
    lines.question(question, (answer) => {
      lines.close();
      process.stdout.write('\n');
      resolve(answer);
    }),
  );
}
