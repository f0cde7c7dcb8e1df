/**
 * A name written in another script ("マリソル", "Ана", "कव्या", "아나") told as the owner's
 * ("Marisol", "Ana", "Kavya") by how it sounds: the word is written in Latin letters by the
 * script's regular sounds (Unicode's kana, Hangul syllable arithmetic, the Cyrillic, Arabic,
 * Devanagari, Tamil and Greek alphabets and the Ethiopic syllabary: tables of a script's letters, not of names), and its consonants compared
 * with those of the owner's names, the sounds that scripts write alike merged (l and r, v and b,
 * z and s, c as k or s). Built for one word at a time; no state.
 */
import { fold } from '../text/words.ts';

const KANA_ROWS: Record<string, string> = {
  あ: 'a',
  い: 'i',
  う: 'u',
  え: 'e',
  お: 'o',
  か: 'ka',
  き: 'ki',
  く: 'ku',
  け: 'ke',
  こ: 'ko',
  が: 'ga',
  ぎ: 'gi',
  ぐ: 'gu',
  げ: 'ge',
  ご: 'go',
  さ: 'sa',
  し: 'shi',
  す: 'su',
  せ: 'se',
  そ: 'so',
  ざ: 'za',
  じ: 'ji',
  ず: 'zu',
  ぜ: 'ze',
  ぞ: 'zo',
  た: 'ta',
  ち: 'chi',
  つ: 'tsu',
  て: 'te',
  と: 'to',
  だ: 'da',
  ぢ: 'ji',
  づ: 'zu',
  で: 'de',
  ど: 'do',
  な: 'na',
  に: 'ni',
  ぬ: 'nu',
  ね: 'ne',
  の: 'no',
  は: 'ha',
  ひ: 'hi',
  ふ: 'fu',
  へ: 'he',
  ほ: 'ho',
  ば: 'ba',
  び: 'bi',
  ぶ: 'bu',
  べ: 'be',
  ぼ: 'bo',
  ぱ: 'pa',
  ぴ: 'pi',
  ぷ: 'pu',
  ぺ: 'pe',
  ぽ: 'po',
  ま: 'ma',
  み: 'mi',
  む: 'mu',
  め: 'me',
  も: 'mo',
  や: 'ya',
  ゆ: 'yu',
  よ: 'yo',
  ら: 'ra',
  り: 'ri',
  る: 'ru',
  れ: 're',
  ろ: 'ro',
  わ: 'wa',
  を: 'o',
  ん: 'n',
  ゔ: 'vu',
  ぁ: 'a',
  ぃ: 'i',
  ぅ: 'u',
  ぇ: 'e',
  ぉ: 'o',
  ゃ: 'ya',
  ゅ: 'yu',
  ょ: 'yo',
};

const CYRILLIC: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sh',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
};

/** Arabic letters (long vowels as vowels; the short ones are not written). */
const ARABIC: Record<string, string> = {
  ا: 'a',
  أ: 'a',
  إ: 'i',
  آ: 'a',
  ب: 'b',
  ت: 't',
  ث: 'th',
  ج: 'j',
  ح: 'h',
  خ: 'kh',
  د: 'd',
  ذ: 'dh',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'sh',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  ع: '',
  غ: 'gh',
  ف: 'f',
  ق: 'q',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
  و: 'u',
  ي: 'i',
  ى: 'a',
  ة: 'a',
  ء: '',
  پ: 'p',
  ڤ: 'v',
  گ: 'g',
};

/** The Ethiopic syllabary: rows of eight syllables from U+1200, one consonant per row, the vowel by the column. */
const ETHIOPIC_ROWS = 'h l h m s r s sh q q q q b v t ch h h n ny - k k k k w - z zh y d d j g g g g t ch p ts ts f p'.split(' ');
const ETHIOPIC_VOWELS = ['a', 'u', 'i', 'a', 'e', '', 'o', 'wa'];

const DEVANAGARI_CONSONANTS = 'k kh g gh n ch chh j jh n t th d dh n t th d dh n n p ph b bh m y r r l l l v sh sh s h'.split(' ');
const DEVANAGARI_VOWELS: Record<string, string> = { अ: 'a', आ: 'a', इ: 'i', ई: 'i', उ: 'u', ऊ: 'u', ए: 'e', ऐ: 'ai', ओ: 'o', औ: 'au', ऋ: 'ri' };
const DEVANAGARI_SIGNS: Record<string, string> = {
  'ा': 'a',
  'ि': 'i',
  'ी': 'i',
  'ु': 'u',
  'ू': 'u',
  'ृ': 'ri',
  'े': 'e',
  'ै': 'ai',
  'ो': 'o',
  'ौ': 'au',
  'ं': 'n',
  'ँ': 'n',
  '्': '',
};

const HANGUL_INITIALS = 'g kk n d tt r m b pp s ss  j jj ch k t p h'.split(' ');
const HANGUL_MEDIALS = 'a ae ya yae eo e yeo ye o wa wae oe yo u wo we wi yu eu ui i'.split(' ');
const HANGUL_FINALS = ' k k k n n n t l k m l l l l l m p p t t ng t t k t p t'.split(' ');

/** The Greek alphabet's sounds (modern Greek), its consonant pairs read as one sound first ("μπ" b, "ντ" d, "ου" u). */
const GREEK: Record<string, string> = {
  μπ: 'b',
  ντ: 'd',
  γκ: 'g',
  ου: 'u',
  αι: 'e',
  ει: 'i',
  οι: 'i',
  α: 'a',
  β: 'v',
  γ: 'g',
  δ: 'd',
  ε: 'e',
  ζ: 'z',
  η: 'i',
  θ: 'th',
  ι: 'i',
  κ: 'k',
  λ: 'l',
  μ: 'm',
  ν: 'n',
  ξ: 'x',
  ο: 'o',
  π: 'p',
  ρ: 'r',
  σ: 's',
  ς: 's',
  τ: 't',
  υ: 'i',
  φ: 'f',
  χ: 'ch',
  ψ: 'ps',
  ω: 'o',
};

/** A Greek word in Latin letters (accents dropped), or undefined for a word in another script. */
function greekSound(word: string): string | undefined {
  const bare = word
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  if (!/^[\u03b1-\u03c9]+$/.test(bare)) return undefined;
  return bare.replace(/μπ|ντ|γκ|ου|αι|ει|οι|./g, (letters) => GREEK[letters] ?? '');
}

/** The Tamil script's consonants (U+0B95 on, by code point) and vowels; its script writes k and g, t and d, p and b alike. */
const TAMIL_CONSONANTS: Record<string, string> = {
  க: 'k',
  ங: 'ng',
  ச: 's',
  ஜ: 'j',
  ஞ: 'ny',
  ட: 't',
  ண: 'n',
  த: 't',
  ந: 'n',
  ன: 'n',
  ப: 'p',
  ம: 'm',
  ய: 'y',
  ர: 'r',
  ற: 'r',
  ல: 'l',
  ள: 'l',
  ழ: 'l',
  வ: 'v',
  ஷ: 'sh',
  ஸ: 's',
  ஹ: 'h',
};
const TAMIL_VOWELS: Record<string, string> = { அ: 'a', ஆ: 'a', இ: 'i', ஈ: 'i', உ: 'u', ஊ: 'u', எ: 'e', ஏ: 'e', ஐ: 'ai', ஒ: 'o', ஓ: 'o', ஔ: 'au' };
const TAMIL_SIGNS: Record<string, string> = {
  'ா': 'a',
  'ி': 'i',
  'ீ': 'i',
  'ு': 'u',
  'ூ': 'u',
  'ெ': 'e',
  'ே': 'e',
  'ை': 'ai',
  'ொ': 'o',
  'ோ': 'o',
  'ௌ': 'au',
  '்': '',
};

/** A word in Latin letters by its script's sounds; the word itself when its script is not one of these. */
export function latinSound(word: string): string {
  const greek = greekSound(word);
  if (greek !== undefined) return greek;
  let out = '';
  const chars = [...word.normalize('NFC')];
  for (let i = 0; i < chars.length; i++) {
    const char = chars[i]!;
    const code = char.codePointAt(0)!;
    // Katakana read as hiragana (the same sounds, 0x60 apart).
    const kana = code >= 0x30a1 && code <= 0x30f6 ? String.fromCodePoint(code - 0x60) : char;
    if (char === 'ー') continue;
    if (kana === 'っ') {
      const next = chars[i + 1] ? latinSound(chars[i + 1]!) : '';
      out += next.charAt(0);
    } else if (KANA_ROWS[kana] !== undefined) {
      const sound = KANA_ROWS[kana]!;
      // "シオ" stays "shio"; "ティ", "ファ": a small vowel after a syllable replaces its vowel.
      out = /^[ぁぃぅぇぉゃゅょ]$/.test(kana) && /[aeiou]$/.test(out) ? out.replace(/(?:y?[aeiou])$/, '') + sound : out + sound;
    } else if (code >= 0xac00 && code <= 0xd7a3) {
      const syllable = code - 0xac00;
      out += HANGUL_INITIALS[Math.floor(syllable / 588)]! + HANGUL_MEDIALS[Math.floor((syllable % 588) / 28)]! + HANGUL_FINALS[syllable % 28]!;
    } else if (CYRILLIC[char.toLowerCase()] !== undefined) {
      out += CYRILLIC[char.toLowerCase()];
    } else if (code >= 0x915 && code <= 0x939) {
      const next = chars[i + 1];
      out += DEVANAGARI_CONSONANTS[code - 0x915] + (next && DEVANAGARI_SIGNS[next] !== undefined ? '' : 'a');
    } else if (code >= 0x1200 && code <= 0x135a) {
      const consonant = ETHIOPIC_ROWS[Math.floor((code - 0x1200) / 8)] ?? '';
      out += (consonant === '-' ? '' : consonant) + ETHIOPIC_VOWELS[(code - 0x1200) % 8];
    } else if (TAMIL_CONSONANTS[char] !== undefined) {
      const next = chars[i + 1];
      out += TAMIL_CONSONANTS[char] + (next && TAMIL_SIGNS[next] !== undefined ? '' : 'a');
    } else if (TAMIL_SIGNS[char] !== undefined) out += TAMIL_SIGNS[char];
    else if (TAMIL_VOWELS[char] !== undefined) out += TAMIL_VOWELS[char];
    else if (ARABIC[char] !== undefined) out += ARABIC[char];
    else if (DEVANAGARI_VOWELS[char] !== undefined) out += DEVANAGARI_VOWELS[char];
    else if (DEVANAGARI_SIGNS[char] !== undefined) out += DEVANAGARI_SIGNS[char];
    else out += char;
  }
  return fold(out);
}

/** The consonants of a word in Latin letters, sounds written alike merged, doubled ones once ("fenella" -> "fnr", "ignacio" -> "gns"). */
export function consonants(latin: string): string {
  return fold(latin)
    .replace(/c(?=[eiy])/g, 's')
    .replace(/ch|sh|zh|j/g, 's')
    .replace(/ts|tz/g, 's')
    .replace(/ph/g, 'f')
    .replace(/qu?|c|x/g, 'k')
    .replace(/h/g, '')
    .replace(/l/g, 'r')
    .replace(/[vw]/g, 'b')
    .replace(/z/g, 's')
    .replace(/[^a-z]|[aeiouy]/g, '')
    .replace(/(.)\1+/g, '$1');
}

/**
 * The owner's name word that a word in another script sounds like ("マリソル" -> "Marisol"), or
 * undefined. The consonants must be the same and the word as long as the name within half
 * (kana add a vowel to most consonants), so a short word matches only a short name.
 */
export function soundedName(word: string, names: readonly string[]): string | undefined {
  const latin = latinSound(word);
  if (latin.length < 2 || !/^[a-z]+$/.test(latin)) return undefined;
  const sound = consonants(latin);
  const near = (folded: string) => folded.length >= 2 && latin.length <= folded.length * 1.6 + 1 && folded.length <= latin.length * 1.6 + 1;
  return (
    names.find((name) => near(fold(name)) && consonants(fold(name)) === sound) ??
    // A script without a v writes it as f (Arabic "ليفيا": Livia) or as b, one without a p as b or f: those three as one.
    names.find((name) => near(fold(name)) && lips(consonants(fold(name))) === lips(sound)) ??
    // One that writes k and g, t and d alike (Tamil "டெக்லன்": Declan).
    names.find((name) => near(fold(name)) && unvoiced(consonants(fold(name))) === unvoiced(sound))
  );
}

/** Consonants with the sounds made with the lips (b, f, p; v is b already) as one. */
const lips = (sounds: string) => sounds.replace(/[fp]/g, 'b').replace(/(.)\1+/g, '$1');

/** Consonants with voiced and voiceless ones as one (d as t, g as k, the lips as one). */
const unvoiced = (sounds: string) =>
  lips(sounds)
    .replace(/d/g, 't')
    .replace(/g/g, 'k')
    .replace(/(.)\1+/g, '$1');
