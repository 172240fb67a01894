import fs from 'node:fs';

export interface Reject {
  line: number;
  column: string;
  reason: string;
  /** The row's parcel id as the file gave it, when it gave one. */
  id: string;
}

export interface RejectsWriter {
  readonly file: string;
  add(reject: Reject): void;
  /** Ends the file; with no rejects, none is left (an older one from an earlier import is removed). */
  close(): Promise<void>;
}

/**
 * One CSV cell. A cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return
 * first) is written after an apostrophe, so opening the rejects file runs nothing a roll carried in.
 */
export function csvCell(value: string | number): string {
  const text = String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The rejects file beside the input: line, column, reason and parcel id of every refused row, as they are found. */
export function rejectsWriter(file: string): RejectsWriter {
  let stream: fs.WriteStream | undefined;
  return {
    file,
    add({ line, column, reason, id }) {
      if (!stream) {
        stream = fs.createWriteStream(file);
        stream.write('line,column,reason,parcel id\r\n');
      }
      stream.write(`${[line, column, reason, id.slice(0, 100)].map(csvCell).join(',')}\r\n`);
    },
    async close() {
      if (!stream) {
        fs.rmSync(file, { force: true });
        return;
      }
      const open = stream;
      await new Promise<void>((resolve, reject) => open.end((error?: Error | null) => (error ? reject(error) : resolve())));
    },
  };
}
