// The atom feed of the posts in a language other than the default, where it has posts (src/pages/posts/atom.xml.ts).
import type { GetStaticPaths } from 'astro';
import { languageFeedPaths } from '../../../lib/i18n.ts';

export { GET } from '../../posts/atom.xml.ts';
export const getStaticPaths = (() => languageFeedPaths()) satisfies GetStaticPaths;
export const prerender = true;
