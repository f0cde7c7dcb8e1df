/**
 * The state database in STATE_DIR (`auth.sqlite`), one file for every store of the server: how
 * it is opened (its directory and files owner-only; WAL and synchronous=FULL, so a write that
 * returned is on disk), by the authorization server's store first and by the messages; the one
 * write transaction (also the owner console's store and the insights, which open the file after
 * the authorization server); and the synchronous operations of a store as promises. It sits
 * below the services, which all build on it, and imports only the base layer.
 */
import { accessSync, chmodSync, closeSync, constants, existsSync, mkdirSync, openSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { ConfigError } from '../config/config-error.ts';

/** Each operation of `T`, answering a promise. */
export type Promised<T> = { [K in keyof T]: T[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never };

/** The operations of a synchronous store as promises (an exception becomes a rejection). */
export function promised<T extends object>(ops: T): Promised<T> {
  const out: Record<string, unknown> = {};
  for (const [name, fn] of Object.entries(ops)) {
    out[name] = async (...args: unknown[]) => (fn as (...a: unknown[]) => unknown)(...args);
  }
  return out as Promised<T>;
}

/** The first line of a system error without the path: "EACCES: permission denied". */
function reason(err: unknown): string {
  const e = err as { code?: string; message?: string };
  return (e.message ?? String(err)).split('\n')[0]!.replace(/, \w+ '.*'$/, '') || e.code || 'unknown error';
}

const ownedByMe = (uid: number) => process.getuid?.() === uid;

/**
 * `mkdir -p` with mode 0700; returns the first directory it created, or undefined when `dir`
 * existed. Not mkdirSync's `recursive`: on a path that cannot be made under an existing parent
 * (STATE_DIR=/proc/nope), Node 24's recursive mkdir retries forever and the server never starts.
 */
function makeDirectories(dir: string): string | undefined {
  try {
    mkdirSync(dir, { mode: 0o700 });
    return dir;
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'EEXIST') return undefined;
    const parent = dirname(dir);
    if (code !== 'ENOENT' || parent === dir) throw err;
    const first = makeDirectories(parent);
    mkdirSync(dir, { mode: 0o700 });
    return first ?? dir;
  }
}

/**
 * The state directory exists, is ours alone (0700) and writable; anything else is a
 * configuration error naming STATE_DIR. A directory that exists with wider permissions is
 * tightened when this user owns it, otherwise reported with a warning.
 */
function prepareStateDir(stateDir: string): void {
  const invalid = (why: string) => new ConfigError('STATE_DIR', `${stateDir} is not a writable directory (${why})`);
  let created: string | undefined;
  try {
    created = makeDirectories(stateDir);
  } catch (err) {
    throw invalid(reason(err));
  }
  try {
    const st = statSync(stateDir);
    if (!st.isDirectory()) throw invalid('not a directory');
    if (created !== undefined) {
      chmodSync(stateDir, 0o700); // exactly 0700, whatever the umask
    } else if (st.mode & 0o077) {
      const mode = (st.mode & 0o777).toString(8).padStart(4, '0');
      if (ownedByMe(st.uid)) {
        chmodSync(stateDir, st.mode & 0o700);
        process.emitWarning(`STATE_DIR ${stateDir} was accessible to other users (mode ${mode}): tightened to owner-only`);
      } else {
        process.emitWarning(`STATE_DIR ${stateDir} is accessible to other users (mode ${mode}) and owned by another user: make it 0700`);
      }
    }
    accessSync(stateDir, constants.W_OK | constants.X_OK);
  } catch (err) {
    if (err instanceof ConfigError) throw err;
    throw invalid(reason(err));
  }
}

/** The database and its -wal and -shm files: 0600, whatever the umask (SQLite gives the -wal and -shm files the database file's mode). */
export function restrictFiles(file: string): void {
  for (const f of [file, `${file}-wal`, `${file}-shm`]) {
    if (!existsSync(f)) continue;
    const st = statSync(f);
    if ((st.mode & 0o777) !== 0o600 && ownedByMe(st.uid)) chmodSync(f, 0o600);
  }
}

/**
 * Retries `fn` while SQLite answers SQLITE_BUSY without waiting itself: two connections that both
 * read and then want to write (the switch to WAL of a new database) are refused at once, whatever
 * the busy timeout, to avoid a deadlock.
 */
function retryBusy<T>(fn: () => T, timeoutMs = 5000): T {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return fn();
    } catch (err) {
      if (((err as { errcode?: number }).errcode ?? 0) % 256 !== 5 || Date.now() > deadline) throw err;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 5 + Math.random() * 20);
    }
  }
}

/** Runs `fn` in one write transaction (BEGIN IMMEDIATE: the write lock first), committed, or rolled back on a throw. */
export function immediate<T>(db: DatabaseSync, fn: () => T): T {
  db.exec('BEGIN IMMEDIATE');
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (err) {
    db.exec('ROLLBACK');
    throw err;
  }
}

/**
 * A connection to the state database in STATE_DIR (its directory and files owner-only), with the
 * durability every store of it uses: WAL and synchronous=FULL (a write that returned is on disk).
 * The other state modules (messages) open their own connection with it; `init` runs inside one
 * write transaction (their tables), and the files are restricted again after it.
 */
export function openStateDatabase(stateDir: string, init?: (db: DatabaseSync) => void): { db: DatabaseSync; file: string } {
  prepareStateDir(stateDir);
  const file = join(stateDir, 'auth.sqlite');
  let db: DatabaseSync;
  try {
    // Created 0600 before SQLite opens it (SQLite would create it 0644 minus the umask).
    closeSync(openSync(file, 'a', 0o600));
    restrictFiles(file);
    // The busy timeout is set before the first statement: another process may be creating the database.
    db = new DatabaseSync(file, { timeout: 5000 });
  } catch (err) {
    throw new ConfigError('STATE_DIR', `${file} cannot be opened (${reason(err)})`);
  }
  db.exec('PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;');
  retryBusy(() => db.exec('PRAGMA journal_mode = WAL'));
  if (init) {
    retryBusy(() => db.exec('BEGIN IMMEDIATE'));
    try {
      init(db);
      db.exec('COMMIT');
    } catch (err) {
      db.exec('ROLLBACK');
      throw err;
    }
    restrictFiles(file);
  }
  return { db, file };
}
