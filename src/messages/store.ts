/**
 * Where messages to the owner are kept: in the same state as everything else (SQLite in STATE_DIR,
 * or Redis at STATE_URL, ./redis-store.ts), with the same durability: a message is written (on
 * disk, synchronous=FULL) before its sender is answered 202, so a `kill -9` right after the answer
 * loses nothing. The owner's command and the owner console read, archive and delete them through
 * this interface.
 */
import type { DatabaseSync } from 'node:sqlite';
import { openStateDatabase, type Promised, promised } from '../state/sqlite.ts';
import type { DeliveryState, MessageRecord, MessageSender, MessageStatus } from './schema.ts';

export interface MessageOperations {
  insertMessage(message: MessageRecord): void;
  getMessage(id: string): MessageRecord | undefined;
  /** Newest first; `status` keeps only new or only archived ones. */
  listMessages(status?: MessageStatus): MessageRecord[];
  /** One page of the list, newest first, and how many there are in all (and unread among them). */
  pageMessages(page: MessagePage): MessagePageResult;
  /** Marks a message read at `at`, or unread (`undefined`); false when no such message. */
  markRead(id: string, at: number | undefined): boolean;
  /** False when no such message, or already archived. */
  archiveMessage(id: string): boolean;
  /**
   * Deletes it for good; false when no such message. SQLite overwrites the deleted bytes
   * (secure_delete) and checkpoints the write-ahead log, so that the text is gone from the files.
   */
  deleteMessage(id: string): boolean;
  /** Where the notification of a message stands (see DeliveryState). */
  setDelivery(id: string, channel: 'webhook' | 'email', state: DeliveryState): void;
  /** Takes on a pending notification, atomically (pending -> sending): true for the one process that may send it. */
  claimDelivery(id: string, channel: 'webhook' | 'email'): boolean;
  /** The messages with a notification not yet started (a process stopped before it could send it), oldest first. */
  undelivered(): MessageRecord[];
  /**
   * The messages secret (form tokens, address hashes): `candidate` is stored when there is none
   * yet, atomically, so that every process and host uses the one secret; returns the stored one.
   */
  messageSecret(candidate: string): string;
  close(): void;
}

export interface MessagePage {
  status?: MessageStatus;
  offset: number;
  limit: number;
}

export interface MessagePageResult {
  messages: MessageRecord[];
  total: number;
  unread: number;
}

export type MessageStore = Promised<MessageOperations>;

const SCHEMA = `
CREATE TABLE IF NOT EXISTS messages (
  id TEXT PRIMARY KEY, received_at INTEGER NOT NULL, channel TEXT NOT NULL, sender TEXT NOT NULL CHECK (json_valid(sender)),
  name TEXT, contact TEXT, message TEXT NOT NULL, status TEXT NOT NULL, webhook TEXT NOT NULL, email TEXT NOT NULL) STRICT;
CREATE INDEX IF NOT EXISTS messages_received ON messages(received_at);
CREATE TABLE IF NOT EXISTS message_secrets (name TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
`;

/** The schema, and the columns later versions added (an existing database keeps every row). */
function createSchema(db: DatabaseSync): void {
  db.exec(SCHEMA);
  const columns = (db.prepare("SELECT name FROM pragma_table_info('messages')").all() as Row[]).map((r) => r.name);
  if (!columns.includes('read_at')) db.exec('ALTER TABLE messages ADD COLUMN read_at INTEGER');
}

type Row = Record<string, unknown>;

const toMessage = (r: Row): MessageRecord => ({
  id: r.id as string,
  received_at: r.received_at as number,
  channel: r.channel as MessageRecord['channel'],
  sender: JSON.parse(r.sender as string) as MessageSender,
  ...(r.name != null ? { name: r.name as string } : {}),
  ...(r.contact != null ? { contact: r.contact as string } : {}),
  message: r.message as string,
  status: r.status as MessageStatus,
  ...(r.read_at != null ? { read_at: r.read_at as number } : {}),
  webhook: r.webhook as DeliveryState,
  email: r.email as DeliveryState,
});

function operations(db: DatabaseSync): MessageOperations {
  const q = {
    insert: db.prepare(
      'INSERT INTO messages (id, received_at, channel, sender, name, contact, message, status, webhook, email) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
    ),
    get: db.prepare('SELECT * FROM messages WHERE id = ?'),
    list: db.prepare('SELECT * FROM messages ORDER BY received_at DESC, id DESC'),
    listStatus: db.prepare('SELECT * FROM messages WHERE status = ? ORDER BY received_at DESC, id DESC'),
    page: db.prepare('SELECT * FROM messages ORDER BY received_at DESC, id DESC LIMIT ? OFFSET ?'),
    pageStatus: db.prepare('SELECT * FROM messages WHERE status = ? ORDER BY received_at DESC, id DESC LIMIT ? OFFSET ?'),
    count: db.prepare('SELECT count(*) AS total, count(*) FILTER (WHERE read_at IS NULL) AS unread FROM messages WHERE ?1 IS NULL OR status = ?1'),
    markRead: db.prepare('UPDATE messages SET read_at = ? WHERE id = ?'),
    archive: db.prepare("UPDATE messages SET status = 'archived' WHERE id = ? AND status <> 'archived'"),
    remove: db.prepare('DELETE FROM messages WHERE id = ?'),
    webhook: db.prepare('UPDATE messages SET webhook = ? WHERE id = ?'),
    email: db.prepare('UPDATE messages SET email = ? WHERE id = ?'),
    claimWebhook: db.prepare("UPDATE messages SET webhook = 'sending' WHERE id = ? AND webhook = 'pending'"),
    claimEmail: db.prepare("UPDATE messages SET email = 'sending' WHERE id = ? AND email = 'pending'"),
    undelivered: db.prepare("SELECT * FROM messages WHERE webhook = 'pending' OR email = 'pending' ORDER BY received_at, id"),
    insertSecret: db.prepare("INSERT OR IGNORE INTO message_secrets (name, value) VALUES ('messages', ?)"),
    secret: db.prepare("SELECT value FROM message_secrets WHERE name = 'messages'"),
  };
  return {
    insertMessage: (m) =>
      void q.insert.run(m.id, m.received_at, m.channel, JSON.stringify(m.sender), m.name ?? null, m.contact ?? null, m.message, m.status, m.webhook, m.email),
    getMessage(id) {
      const r = q.get.get(id) as Row | undefined;
      return r ? toMessage(r) : undefined;
    },
    listMessages: (status) => ((status ? q.listStatus.all(status) : q.list.all()) as Row[]).map(toMessage),
    pageMessages({ status, offset, limit }) {
      const rows = (status ? q.pageStatus.all(status, limit, offset) : q.page.all(limit, offset)) as Row[];
      const counts = q.count.get(status ?? null) as Row;
      return { messages: rows.map(toMessage), total: Number(counts.total), unread: Number(counts.unread) };
    },
    markRead: (id, at) => Number(q.markRead.run(at ?? null, id).changes) > 0,
    archiveMessage: (id) => Number(q.archive.run(id).changes) > 0,
    deleteMessage(id) {
      const deleted = Number(q.remove.run(id).changes) > 0;
      // The overwritten page is in the write-ahead log now; copied back and the log emptied, the
      // text is in neither file. Best effort: a reader of another process may hold the log a while.
      if (deleted) db.exec('PRAGMA wal_checkpoint(TRUNCATE)');
      return deleted;
    },
    setDelivery: (id, channel, state) => void q[channel].run(state, id),
    claimDelivery: (id, channel) => Number((channel === 'webhook' ? q.claimWebhook : q.claimEmail).run(id).changes) > 0,
    undelivered: () => (q.undelivered.all() as Row[]).map(toMessage),
    messageSecret(candidate) {
      q.insertSecret.run(candidate);
      return (q.secret.get() as Row).value as string;
    },
    close: () => db.close(),
  };
}

/** The messages in STATE_DIR's database (their own connection, the same file and durability as the auth store). */
export function openSqliteMessageStore(stateDir: string): MessageStore {
  const { db } = openStateDatabase(stateDir, createSchema);
  // A deleted message is overwritten in the file, not only unlinked from the table.
  db.exec('PRAGMA secure_delete = ON');
  return promised(operations(db));
}
