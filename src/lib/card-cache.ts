/**
 * The social cards' cache, across builds: a card's PNG is stored under the SHA-256 of what it is
 * made from (src/lib/social.ts: the card's element tree, with every text, colour, size and font
 * name, and the versions and bytes of what turns it into pixels: satori, the font files, resvg,
 * sharp), so that a rebuild neither lays out nor draws a card that did not change (issue #29).
 *
 * Where: `PORTFOLIO_CACHE_DIR` (default `node_modules/.cache/agent-portfolio` in the folder the
 * build runs in), subfolder `social-cards/`. A cache is only ever a shortcut: an entry that cannot
 * be read, or that is not a whole PNG (its signature first, its IEND chunk last), is drawn again; a write that fails is said once and the build goes
 * on. Entries are written to a temporary file and renamed, so a build stopped half way leaves no
 * partial entry. Entries not used for 30 days are removed when a build starts using the cache.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A PNG's last chunk: IEND, empty, and its CRC. A file that does not end with it was cut short. */
const PNG_END = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);
const UNUSED_DAYS = 30;

/** What a build of cards did with the cache (for the build's log line and the tests). */
export interface CardCacheStats {
  hits: number;
  misses: number;
}

export interface CardCache {
  /** The PNG made from `source` (a text: the card's tree as JSON): from the cache, or drawn by `draw` and stored. */
  png(source: string, draw: () => Promise<Uint8Array>): Promise<Uint8Array>;
  readonly stats: CardCacheStats;
  readonly dir: string;
}

/** The cache folder: `PORTFOLIO_CACHE_DIR`, else node_modules/.cache/agent-portfolio under `cwd`. */
export function cacheRoot(env: Record<string, string | undefined> = process.env, cwd = process.cwd()): string {
  const configured = env.PORTFOLIO_CACHE_DIR?.trim();
  return configured ? resolve(cwd, configured) : join(cwd, 'node_modules', '.cache', 'agent-portfolio');
}

/** Removes the entries of `dir` whose last use (their mtime, touched on every hit) is older than UNUSED_DAYS (also the compressed copies' cache, src/deploy/precompress.ts). */
export function pruneUnused(dir: string, now: number) {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of names) {
    const file = join(dir, name);
    try {
      if (now - statSync(file).mtimeMs > UNUSED_DAYS * 86_400_000) rmSync(file, { force: true });
    } catch {
      // Gone meanwhile (another build): nothing to do.
    }
  }
}

/**
 * A card cache in `root`/social-cards. `salt` names what else decides the pixels (width, renderer
 * versions): a different salt never reuses an entry.
 */
export function openCardCache(root: string, salt: string): CardCache {
  const dir = join(root, 'social-cards');
  const stats: CardCacheStats = { hits: 0, misses: 0 };
  let warned = false;
  let pruned = false;
  const keyOf = (source: string) => createHash('sha256').update(salt).update('\0').update(source).digest('hex');
  const read = (file: string): Uint8Array | undefined => {
    try {
      const bytes = readFileSync(file);
      if (bytes.length <= PNG_SIGNATURE.length + PNG_END.length) return undefined;
      if (!bytes.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE) || !bytes.subarray(-PNG_END.length).equals(PNG_END)) return undefined;
      const now = new Date();
      utimesSync(file, now, now);
      return bytes;
    } catch {
      return undefined;
    }
  };
  const write = (file: string, png: Uint8Array) => {
    try {
      mkdirSync(dir, { recursive: true });
      const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
      writeFileSync(tmp, png);
      renameSync(tmp, file);
    } catch (err) {
      if (!warned) console.warn(`[social-cards] the card cache in ${dir} cannot be written (${(err as Error).message}); cards are drawn on every build.`);
      warned = true;
    }
  };
  return {
    dir,
    stats,
    async png(source, draw) {
      if (!pruned) {
        pruned = true;
        pruneUnused(dir, Date.now());
      }
      const file = join(dir, `${keyOf(source)}.png`);
      const cached = read(file);
      if (cached) {
        stats.hits++;
        return cached;
      }
      stats.misses++;
      const png = await draw();
      write(file, png);
      return png;
    },
  };
}

/**
 * A cache of text made from other text, across builds (the pages' Markdown twins,
 * integrations/static-manifest.mjs): stored in `root`/`folder` under the SHA-256 of `salt` (what
 * else decides the text: the converter's version and code) and of the parts it is made from, each
 * entry with the SHA-256 of its text, checked when read. As the card cache: a shortcut only, written to a temporary file and renamed, said once when it cannot be
 * written, entries unused for 30 days removed when a build first uses it.
 */
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export function openTextCache(root: string, folder: string, salt: string) {
  const dir = join(root, folder);
  const stats: CardCacheStats = { hits: 0, misses: 0 };
  let pruned = false;
  let warned = false;
  return {
    dir,
    stats,
    /** The text made from `parts`: from the cache, or made by `make` and stored. */
    text(parts: readonly string[], make: () => string): string {
      if (!pruned) {
        pruned = true;
        pruneUnused(dir, Date.now());
      }
      const hash = createHash('sha256').update(salt);
      for (const part of parts) hash.update('\0').update(part);
      const file = join(dir, `${hash.digest('hex')}.txt`);
      try {
        // `<sha256 of the text>\n<text>`: a truncated or altered entry is made again, never returned.
        const stored = readFileSync(file, 'utf8');
        const cut = stored.indexOf('\n');
        const cached = stored.slice(cut + 1);
        if (cut === 64 && stored.slice(0, cut) === sha256(cached)) {
          const now = new Date();
          utimesSync(file, now, now);
          stats.hits++;
          return cached;
        }
      } catch {
        // Not there (or unreadable): made below.
      }
      stats.misses++;
      const made = make();
      try {
        mkdirSync(dir, { recursive: true });
        const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
        writeFileSync(tmp, `${sha256(made)}\n${made}`);
        renameSync(tmp, file);
      } catch (err) {
        if (!warned) console.warn(`[build cache] ${dir} cannot be written (${(err as Error).message}); its entries are made on every build.`);
        warned = true;
      }
      return made;
    },
  };
}
