import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

type PostgresModule = Parameters<NodeFS['init']>[1];

interface NodeStream {
  /** The Node file descriptor behind an Emscripten NODEFS stream. */
  nfd: number;
}

interface NodeFsType {
  stream_ops: { fsync?: (stream: NodeStream) => number };
  tryFSOperation<T>(operation: () => T): T;
}

/**
 * PGlite's directory on Node, with fsync that reaches the disk.
 *
 * PGlite (0.5) runs PostgreSQL compiled to WebAssembly over Emscripten's NODEFS, which writes
 * straight through to real files (so a killed process loses nothing the database acknowledged) but
 * has no fsync: NODEFS's stream operations lack one, so fsync() (Emscripten's fd_sync) returns
 * without doing anything, and fdatasync() is a stub that always succeeds. Acknowledged commits then
 * sit in the operating system's cache, and an OS crash or power loss can lose them. PGlite also
 * starts PostgreSQL with `-F` (fsync off). This file system adds the missing operation
 * (fs.fsyncSync on the stream's descriptor) before the directory is mounted, for the data files a
 * checkpoint flushes and the directories a rename changes; PGLITE_DURABLE_PARAMS turns fsync on.
 */
export class DurableNodeFS extends NodeFS {
  constructor(
    dataDir: string,
    /** What flushes one descriptor to the disk; tests count the calls. */
    private readonly fsyncDescriptor: (descriptor: number) => void = (descriptor) => fs.fsyncSync(descriptor),
  ) {
    super(dataDir);
  }

  async init(pg: PGlite, options: PostgresModule) {
    const { emscriptenOpts } = await super.init(pg, options);
    const addFsync = (module: PostgresModule) => {
      const nodefs = (module as unknown as { NODEFS: NodeFsType }).NODEFS;
      // A failed flush is reported to PostgreSQL as the error it is (it then stops rather than go on unsure).
      nodefs.stream_ops.fsync = (stream) => nodefs.tryFSOperation(() => (this.fsyncDescriptor(stream.nfd), 0));
    };
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [addFsync, ...(emscriptenOpts.preRun ?? [])] } };
  }
}

/**
 * PGlite's own start parameters without `-F` (fsync off), with fsync on. The WAL is written through
 * a descriptor opened O_DSYNC (open_datasync; NODEFS opens it with Node's O_SYNC), so each commit's
 * write returns once it is on the disk: cheaper than a write and an fsync() per commit (measured:
 * api/README.md, "Database"), and fdatasync, the default, is the stub.
 */
export const PGLITE_DURABLE_PARAMS = [...PGlite.defaultStartParams.filter((param) => param !== '-F'), '-c', 'fsync=on', '-c', 'wal_sync_method=open_datasync'];
