/**
 * Words of the career's lists read in more forms (issue #28, session 33): a question's word stated by
 * another form of its family ("baking" by "Bake-Off"), and an entry's date said in words for a
 * "when" question ("In June 2023.").
 */
import { dateTimeFormat } from '../../i18n/intl-cache.ts';
import { isFormOf } from '../text/word-forms.ts';
import { stem } from '../text/words.ts';

/** Lowercase without accents ("Inês" -> "ines"). */
export const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '');

/** The folded words of a text ("Inês" -> "ines"). */
export const foldWords = (text: string) =>
  fold(text)
    .split(/[^a-z0-9+#]+/)
    .filter(Boolean);

/**
 * Whether an entry writes the question's word in another form of its family: "baking" is stated by
 * "Bake-Off", "judging" by "Judge" (the same stem, or one derived from the other by an ending).
 */
export function sameFamily(text: string, word: string): boolean {
  const asked = stem(word);
  if (word.length < 5 || asked.length < 3 || !/^[a-z]+$/.test(asked)) return false;
  return foldWords(text).some((own) => {
    const other = own.length >= 4 ? stem(own) : '';
    return other === asked || isFormOf(asked, other) || isFormOf(other, asked);
  });
}

/**
 * "When did she get the GS1 certificate?": the date of the one entry picked, said in words ("In June
 * 2023. "), as the lead of the answer; empty for a question that does not ask when or an entry without a date.
 */
export function whenLead(question: string, line: string): string {
  if (!/^\s*when\b/i.test(question)) return '';
  // The entry's own date ("…, 2023-10)") before a year in its name ("Best Paper Award 2023").
  const date = /\b((?:19|20)\d\d)-(\d\d)\b/.exec(line) ?? /\b((?:19|20)\d\d)\b/.exec(line);
  if (!date) return '';
  const month = date[2] ? `${dateTimeFormat('en', { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2000, Number(date[2]) - 1, 15))} ` : '';
  return `In ${month}${date[1]}. `;
}
