/** A whitespace token without the brackets and quotes before it and the marks after it ("(ITRB),” -> "ITRB"). */
export const bare = (token: string): string => token.replace(/^[("“'‘]+|[),.;:!?"”'’]+$/g, '');
