/**
 * "Has she worked for a signalling supplier?" with the bio's "I have worked for a signalling supplier in
 * Germany, an infrastructure manager in New Zealand …": the kind of organisation the bio places somewhere,
 * and the position of the work history at that place (its `location`). The bio names the kind; the work
 * history names the employer.
 */
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Position {
  organisation: string;
  location?: string | undefined;
}

/** The positions at the place the bio gives for `kind` ("a signalling supplier in Germany"), with that sentence; undefined when the bio places no such kind. */
export function positionsByBioPlace<P extends Position>(bio: string, kind: string, positions: readonly P[]): { positions: P[]; sentence: string } | undefined {
  const words = kind.trim().split(/\s+/).map(escapeRegExp).join('\\s+');
  const found = new RegExp(`\\b${words}\\s+in\\s+((?:the\\s+)?[A-Z][\\p{L}'-]*(?:\\s+[A-Z][\\p{L}'-]*)*)`, 'u').exec(bio);
  if (!found) return undefined;
  const place = found[1]!.replace(/^the\s+/, '').toLowerCase();
  const there = positions.filter((p) => p.location?.toLowerCase().includes(place));
  if (!there.length) return undefined;
  const start = bio.lastIndexOf('.', found.index) + 1;
  const end = bio.indexOf('.', found.index + found[0].length);
  return {
    positions: there,
    sentence: bio
      .slice(start, end < 0 ? undefined : end + 1)
      .replace(/\s+/g, ' ')
      .trim(),
  };
}
