import {
  closeSync,
  existsSync,
  fdatasyncSync,
  fsyncSync,
  ftruncateSync,
  mkdirSync,
  openSync,
  readFileSync,
  renameSync,
  writeSync,
} from 'node:fs';
import { dirname } from 'node:path';

// Durable state for a data file: the snapshot (`<file>`) plus an append-only journal
// (`<file>.journal`), one fdatasync'd JSON line per commit holding the objects that commit changed.
// A commit happens before an answer or a webhook goes out, so nothing acknowledged is lost to a
// kill -9 or a power cut. The journal is folded into the snapshot at start, at close and whenever it
// outgrows the snapshot, so replay stays short and the cost per commit does not grow with the state.
//
// Changes are found without help from the code that makes them: each table (a Record of objects) is
// a Proxy noting the ids read or written through it; at commit those objects are serialised and
// compared with what was last written. Objects are handed out unwrapped, so identity is unchanged.

type Root = Record<string, unknown>;
type Table = Record<string, unknown>;

interface Line {
  seq: number;
  put?: Record<string, Table>;
  meta?: Root;
  log?: { from: number; items: unknown[] };
}

/** Journal bytes before folding into the snapshot, at least (else the snapshot's size). */
const MIN_COMPACT_BYTES = 4 * 1024 * 1024;

export class Journal {
  private readonly journalFile: string;
  private readonly fd: number;
  private seq = 0;
  private journalBytes = 0;
  private snapshotBytes = 0;
  /** The plain tables (the state holds proxies of them). */
  private readonly raw: Record<string, Table> = {};
  private readonly touched = new Map<string, Set<string>>();
  /** JSON of every object as last written, per table. */
  private readonly written = new Map<string, Map<string, string>>();
  private writtenMeta: string;
  private writtenLog: number;

  /**
   * `root` is the state after loading the snapshot (`load`); the journal's newer lines are replayed
   * into it, then its `tables` are replaced by tracking proxies. `log` names an append-only list;
   * the other keys are small and written whole when they change.
   */
  constructor(
    private readonly file: string,
    private readonly root: Root,
    private readonly tables: readonly string[],
    private readonly log: string,
    load: (saved: Root) => void,
  ) {
    this.journalFile = `${file}.journal`;
    mkdirSync(dirname(file), { recursive: true });
    if (existsSync(file)) {
      const text = readFileSync(file, 'utf8');
      const { journalSeq, ...saved } = JSON.parse(text) as Root;
      this.seq = typeof journalSeq === 'number' ? journalSeq : 0;
      this.snapshotBytes = text.length;
      load(saved);
    }
    const replayed = this.replay();
    for (const name of tables) {
      const table = root[name] as Table;
      const written = new Map<string, string>();
      for (const [id, value] of Object.entries(table)) written.set(id, JSON.stringify(value));
      this.written.set(name, written);
      this.raw[name] = table;
      root[name] = this.track(name, table);
    }
    this.writtenMeta = JSON.stringify(this.meta());
    this.writtenLog = this.logItems().length;
    this.fd = openSync(this.journalFile, 'a');
    // A snapshot from the first start on: start-all takes its presence as "this folder was seeded".
    if (replayed || this.snapshotBytes === 0) this.compact();
  }

  /** Writes what changed since the last commit; returns once it is on disk. */
  commit(): void {
    let put = '';
    const changes: { name: string; id: string; json: string | undefined }[] = [];
    for (const [name, ids] of this.touched) {
      const table = this.raw[name]!;
      const before = this.written.get(name)!;
      let part = '';
      for (const id of ids) {
        const value = table[id];
        const json = value === undefined ? undefined : JSON.stringify(value);
        if (json === before.get(id)) continue;
        part += `${part ? ',' : ''}${JSON.stringify(id)}:${json ?? 'null'}`;
        changes.push({ name, id, json });
      }
      if (part) put += `${put ? ',' : ''}${JSON.stringify(name)}:{${part}}`;
    }
    this.touched.clear();
    const meta = JSON.stringify(this.meta());
    const items = this.logItems();
    if (!put && meta === this.writtenMeta && items.length === this.writtenLog) return;
    const from = items.length >= this.writtenLog ? this.writtenLog : 0;
    const line =
      `{"seq":${this.seq + 1}` +
      (put ? `,"put":{${put}}` : '') +
      (meta !== this.writtenMeta ? `,"meta":${meta}` : '') +
      (items.length !== this.writtenLog
        ? `,"log":${JSON.stringify({ from, items: items.slice(from) })}`
        : '') +
      '}\n';
    try {
      this.append(line);
    } catch (e) {
      // Not written: compared again at the next commit.
      for (const c of changes) this.touch(c.name, c.id);
      throw e;
    }
    this.seq += 1;
    for (const { name, id, json } of changes) {
      if (json === undefined) this.written.get(name)!.delete(id);
      else this.written.get(name)!.set(id, json);
    }
    this.writtenMeta = meta;
    this.writtenLog = items.length;
    if (this.journalBytes > Math.max(MIN_COMPACT_BYTES, this.snapshotBytes)) this.compact();
  }

  /** Forgets what was only read (a GET, the clock's scan): nothing to compare. */
  forgetReads(): void {
    this.touched.clear();
  }

  /** Folds everything into the snapshot (temp file, fsync, rename, fsync of the folder). */
  compact(): void {
    const tmp = `${this.file}.${process.pid}.tmp`;
    const text = JSON.stringify({ ...this.root, ...this.raw, journalSeq: this.seq });
    const fd = openSync(tmp, 'w');
    try {
      writeAll(fd, text);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, this.file);
    syncDir(dirname(this.file));
    this.snapshotBytes = text.length;
    // Lines up to journalSeq are in the snapshot now (and skipped at replay if this were lost).
    ftruncateSync(this.fd, 0);
    fdatasyncSync(this.fd);
    this.journalBytes = 0;
  }

  close(): void {
    this.compact();
    closeSync(this.fd);
  }

  private meta(): Root {
    const meta: Root = {};
    for (const [key, value] of Object.entries(this.root))
      if (key !== this.log && !this.tables.includes(key)) meta[key] = value;
    return meta;
  }

  private logItems(): unknown[] {
    return this.root[this.log] as unknown[];
  }

  private append(line: string): void {
    const size = this.journalBytes;
    try {
      writeAll(this.fd, line);
      fdatasyncSync(this.fd);
    } catch (e) {
      // A torn line would hide every later one from replay.
      ftruncateSync(this.fd, size);
      throw e;
    }
    this.journalBytes += Buffer.byteLength(line);
  }

  /** Applies the journal's complete lines newer than the snapshot; true when the journal had any. */
  private replay(): boolean {
    if (!existsSync(this.journalFile)) return false;
    const text = readFileSync(this.journalFile, 'utf8');
    let start = 0;
    for (let end = text.indexOf('\n'); end >= 0; start = end + 1, end = text.indexOf('\n', start)) {
      let line: Line;
      try {
        line = JSON.parse(text.slice(start, end)) as Line;
      } catch {
        break; // the tail of a write that never finished (so was never acknowledged)
      }
      if (line.seq <= this.seq) continue;
      for (const [name, values] of Object.entries(line.put ?? {})) {
        const table = this.root[name] as Table | undefined;
        if (!table) continue;
        for (const [id, value] of Object.entries(values)) {
          if (value === null) delete table[id];
          else table[id] = value;
        }
      }
      if (line.meta) Object.assign(this.root, line.meta);
      if (line.log) this.logItems().splice(line.log.from, Infinity, ...line.log.items);
      this.seq = line.seq;
    }
    return text.length > 0;
  }

  private touch(name: string, id: string): void {
    let ids = this.touched.get(name);
    if (!ids) this.touched.set(name, (ids = new Set()));
    ids.add(id);
  }

  private track(name: string, table: Table): Table {
    const touch = (id: string | symbol) => {
      if (typeof id === 'string') this.touch(name, id);
    };
    return new Proxy(table, {
      get: (t, id, receiver) => {
        if (typeof id === 'string' && Object.hasOwn(t, id)) touch(id);
        return Reflect.get(t, id, receiver) as unknown;
      },
      getOwnPropertyDescriptor: (t, id) => {
        touch(id);
        return Reflect.getOwnPropertyDescriptor(t, id);
      },
      set: (t, id, value) => {
        touch(id);
        return Reflect.set(t, id, value);
      },
      defineProperty: (t, id, descriptor) => {
        touch(id);
        return Reflect.defineProperty(t, id, descriptor);
      },
      deleteProperty: (t, id) => {
        touch(id);
        return Reflect.deleteProperty(t, id);
      },
    });
  }
}

function writeAll(fd: number, text: string): void {
  const buf = Buffer.from(text);
  for (let off = 0; off < buf.length;) off += writeSync(fd, buf, off);
}

function syncDir(dir: string): void {
  const fd = openSync(dir, 'r');
  try {
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}
