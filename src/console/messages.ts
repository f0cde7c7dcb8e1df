/**
 * The console's Messages section (/owner/messages): the list in pages, one message (opening it
 * marks it read), and the owner's actions on it: mark read or unread, archive, delete (after a
 * confirmation page). Every action is a POST through the console's checks (own Origin, session,
 * one-time form token: ./session.ts `checkForm`) and is written to the activity log.
 */
import { z } from 'zod';
import { matchPath, type PageName, url } from '../catalogue/paths.ts';
import { AppError } from '../errors/app-error.ts';
import type { ApiRequest, ApiResult } from '../http/respond.ts';
import type { MessageRecord } from '../messages/schema.ts';
import type { MessageStore } from '../messages/store.ts';
import type { SessionRecord } from '../owner/store.ts';
import * as pages from './message-pages.ts';
import type { ConsoleFrame, PageOptions } from './pages.ts';

/** Messages per page of the list. */
export const MESSAGES_PER_PAGE = 20;

/** What the section needs of the console (./handler.ts). */
export interface MessagesSectionDeps {
  /** Absent when MESSAGES_ENABLED=false. */
  store?: MessageStore;
  frame: ConsoleFrame;
  now(): number;
  audit(action: string, detail?: string): Promise<void>;
  formTokens(session: SessionRecord, n: number): Promise<string[]>;
  sessionView(session: SessionRecord, current: PageName): Promise<NonNullable<PageOptions['session']>>;
  checkForm(request: ApiRequest): Promise<{ session: SessionRecord; form: URLSearchParams }>;
  html(status: number, body: string): ApiResult;
  redirect(location: string): ApiResult;
}

const ListQuery = z.object({
  box: z.enum(['new', 'archived']).default('new'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
const ReadForm = z.object({ read: z.enum(['yes', 'no']) });
/** A message id as the store makes them: another value in a console path names no message. */
const MESSAGE_ID = /^[\w-]{1,100}$/;
/** The console pages of one message: the message, and the actions on it (POST), by catalogue name. */
const MESSAGE_PAGES = ['ownerMessage', 'ownerMessageRead', 'ownerMessageArchive', 'ownerMessageDelete'] as const;
type MessagePage = (typeof MESSAGE_PAGES)[number];

/** The message a site path names (written as the catalogue writes it), and which of its pages it is; undefined for another path. */
function messageOf(path: string): { id: string; page: MessagePage } | undefined {
  for (const page of MESSAGE_PAGES) {
    const id = matchPath(page, path)?.id;
    if (id !== undefined && MESSAGE_ID.test(id) && url(page, { params: { id } }) === path) return { id, page };
  }
  return undefined;
}

export function messagesSection(deps: MessagesSectionDeps) {
  const { frame, now, audit } = deps;
  const listPath = frame.link('ownerMessages');

  function storeOf(): MessageStore {
    if (!deps.store) throw new AppError('NOT_FOUND', 'This site takes no messages (MESSAGES_ENABLED=false).');
    return deps.store;
  }

  async function find(id: string): Promise<MessageRecord> {
    const m = await storeOf().getMessage(id);
    if (!m) throw new AppError('NOT_FOUND', `No message ${id}: it was deleted, or never was.`);
    return m;
  }

  async function list(request: ApiRequest, session: SessionRecord): Promise<ApiResult> {
    const view = await deps.sessionView(session, 'ownerMessages');
    if (!deps.store) return deps.html(200, pages.messagesOffPage(frame, view));
    const query = ListQuery.safeParse({ box: request.query.get('box') ?? undefined, page: request.query.get('page') ?? undefined });
    if (!query.success) throw new AppError('INVALID_PARAM', 'box is new or archived, and page a whole number from 1.');
    const { box, page } = query.data;
    const found = await deps.store.pageMessages({ status: box, offset: (page - 1) * MESSAGES_PER_PAGE, limit: MESSAGES_PER_PAGE });
    const forms = await deps.formTokens(session, found.messages.filter((m) => m.read_at === undefined).length);
    let next = 0;
    const listed = {
      ...found,
      box,
      page,
      pages: Math.max(1, Math.ceil(found.total / MESSAGES_PER_PAGE)),
      forms: found.messages.map((m) => (m.read_at === undefined ? forms[next++]! : '')),
    };
    return deps.html(200, pages.messagesPage(frame, view, listed));
  }

  /** One message; opening it marks it read. */
  async function show(session: SessionRecord, id: string): Promise<ApiResult> {
    let m = await find(id);
    if (m.read_at === undefined && (await storeOf().markRead(id, now()))) {
      m = { ...m, read_at: now() };
      await audit('message read', id);
    }
    const [read, archive] = await deps.formTokens(session, 2);
    return deps.html(200, pages.messagePage(frame, await deps.sessionView(session, 'ownerMessages'), m, { read: read!, archive: archive! }));
  }

  async function confirmDelete(session: SessionRecord, id: string): Promise<ApiResult> {
    const m = await find(id);
    const [form] = await deps.formTokens(session, 1);
    return deps.html(200, pages.deletePage(frame, await deps.sessionView(session, 'ownerMessages'), m, form!));
  }

  async function act(request: ApiRequest, id: string, verb: MessagePage): Promise<ApiResult> {
    const { form } = await deps.checkForm(request);
    const store = storeOf();
    const m = await find(id);
    if (verb === 'ownerMessageRead') {
      const parsed = ReadForm.safeParse(Object.fromEntries(form));
      if (!parsed.success) throw new AppError('INVALID_BODY', 'read must be yes or no.');
      const read = parsed.data.read === 'yes';
      await store.markRead(id, read ? now() : undefined);
      await audit(read ? 'message marked read' : 'message marked unread', id);
    } else if (verb === 'ownerMessageArchive') {
      if (!(await store.archiveMessage(id))) throw new AppError('INVALID_BODY', `Message ${id} is archived already.`);
      await audit('message archived', id);
    } else {
      await store.deleteMessage(id);
      await audit('message deleted', `${id} (${m.channel}, received ${m.received_at})`);
    }
    return deps.redirect(backTo(form));
  }

  /** Back to the list the form came from (its box and page), or the inbox. */
  function backTo(form: URLSearchParams): string {
    const query = ListQuery.safeParse({ box: form.get('box') ?? undefined, page: form.get('page') ?? undefined });
    if (!query.success || (query.data.box === 'new' && query.data.page === 1)) return listPath;
    return frame.link('ownerMessages', { query: { ...(query.data.box === 'archived' ? { box: 'archived' } : {}), page: String(query.data.page) } });
  }

  return {
    /** The section's GET pages; undefined for a path that is not one. */
    async page(request: ApiRequest, session: SessionRecord, path: string): Promise<ApiResult | undefined> {
      if (path === url('ownerMessages')) return list(request, session);
      const message = messageOf(path);
      if (message?.page === 'ownerMessage') return show(session, message.id);
      return message?.page === 'ownerMessageDelete' ? confirmDelete(session, message.id) : undefined;
    },
    /** The section's POST actions; undefined for a path that is not one. */
    post(request: ApiRequest, path: string): Promise<ApiResult> | undefined {
      const message = messageOf(path);
      return message && message.page !== 'ownerMessage' ? act(request, message.id, message.page) : undefined;
    },
  };
}
